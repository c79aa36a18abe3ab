<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Time;

defined('ABSPATH') || exit;

/** The system's time moved by a number of seconds: the test host's clock (see SiteClock). */
final class ShiftedClock implements Clock
{
    public function __construct(public readonly int $offsetSeconds)
    {
    }

    public function now(): int
    {
        return time() + $this->offsetSeconds;
    }
}
