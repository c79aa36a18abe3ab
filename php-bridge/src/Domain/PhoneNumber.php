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

    /** 000 §2.7 a number as shoppers read it: eight digits in two fours ("9123 4567"); anything else as it is (displayMsisdn of the widgets). */
    public static function display(string $msisdn): string
    {
        return preg_match('/^\d{8}$/', $msisdn) ? substr($msisdn, 0, 4) . ' ' . substr($msisdn, 4) : $msisdn;
    }

    /** @return array{msisdn: string, VANITY_LEVEL: string, amount: string} the contract's PhoneNumber */
    public function toArray(): array
    {
        return ['msisdn' => $this->msisdn, 'VANITY_LEVEL' => $this->vanityLevel, 'amount' => Money::format($this->priceBaisa)];
    }
}
