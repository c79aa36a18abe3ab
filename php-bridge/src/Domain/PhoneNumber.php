<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/** A number of the inventory (000 §3.4) with its vanity level and price in baisa. */
final class PhoneNumber
{
    public const LEVELS = ['FREE', 'SILVER', 'GOLD', 'PLATINUM'];

    public function __construct(
        public readonly string $msisdn,
        public readonly string $vanityLevel,
        public readonly int $priceBaisa,
        public readonly string $serviceType = 'both',
    ) {
    }

    public function isFor(string $serviceType): bool
    {
        return $this->serviceType === 'both' || $this->serviceType === $serviceType;
    }

    /** @return array{msisdn: string, VANITY_LEVEL: string, amount: string} the contract's PhoneNumber */
    public function toArray(): array
    {
        return ['msisdn' => $this->msisdn, 'VANITY_LEVEL' => $this->vanityLevel, 'amount' => Money::format($this->priceBaisa)];
    }
}
