<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\ExistingCustomer;
use Whl\Bridge\Ports;

/**
 * The Sandbox's existing customers (000 §5.8): one of each kind a shopper may be, by number, so every
 * branch of the existing-customer check can be tried (docs/contract/checkout.md §4.9 lists them).
 */
final class SandboxCustomerDirectory implements Ports\CustomerDirectory
{
    /** @return array<string, ExistingCustomer> number => customer */
    public static function customers(): array
    {
        $list = [
            // an eligible Omani on prepaid: skips the ID capture
            new ExistingCustomer('90000001', 'Prepaid', 'Salim Al-Rawahi', 'OM', '1', 'true', true, false),
            // an eligible resident on postpaid, whose ID on file has expired
            new ExistingCustomer('90000002', 'Postpaid', 'Priya Nair', 'IN', '6', 'true', false, true),
            // a customer who is not eligible: documents are asked
            new ExistingCustomer('90000003', 'Prepaid', 'Khalid Al-Busaidi', 'OM', '1', 'false', true, false),
            // a fixed line whose postpaid order needs a security deposit
            new ExistingCustomer(
                '24000004',
                'Fixed Line',
                'Mariam Al-Hinai',
                'OM',
                '1',
                'true',
                true,
                false,
                securityDeposit: true,
                creditLimitMoney: '50.000',
                salaryRange: ['0-300', '300-700', '700+'],
            ),
            // flagged for fraud: no passcode is sent
            new ExistingCustomer('90000005', 'Prepaid', 'Blocked Customer', 'OM', '1', 'false', true, false, true),
        ];
        return array_combine(array_map(static fn (ExistingCustomer $c): string => $c->msisdn, $list), $list);
    }

    public function findByNumber(string $msisdn): ?ExistingCustomer
    {
        return self::customers()[$msisdn] ?? null;
    }
}
