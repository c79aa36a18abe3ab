<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/** A hold of one number by one cart until a server-side instant (000 §4.3). */
final class Reservation
{
    public function __construct(
        public readonly string $msisdn,
        public readonly string $holderRef,
        public readonly int $heldUntil,
        public readonly string $vanityLevel = 'FREE',
    ) {
    }

    public function remainingSeconds(int $now): int
    {
        return max(0, $this->heldUntil - $now);
    }
}
