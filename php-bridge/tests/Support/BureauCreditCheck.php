<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Support;

use Whl\Bridge\Domain\SecurityDeposit;
use Whl\Bridge\Ports\CreditCheck;

/** An integrator's adapter, as docs/adapters.md's worked example (here without its upstream). */
final class BureauCreditCheck implements CreditCheck
{
    public function __construct(public readonly string $apiKey)
    {
    }

    public function depositFor(string $serviceType, string $idType, string $idNumber, string $existingNumber): ?SecurityDeposit
    {
        return null;
    }
}
