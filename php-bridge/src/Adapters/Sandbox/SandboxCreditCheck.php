<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\SecurityDeposit;
use Whl\Bridge\Ports;

/**
 * The Sandbox's credit check (000 §4.8), so both deposit answers can be tried (contract §4.11):
 * - a postpaid order of an existing customer the directory marks with a deposit (24000004): that
 *   customer's credit limit and salary ranges (deposit or income proof);
 * - a postpaid order of a new customer with a resident card (ID type 6): 30.000, no salary ranges
 *   (deposit only).
 * Prepaid orders and everyone else: none.
 */
final class SandboxCreditCheck implements Ports\CreditCheck
{
    public const NEW_RESIDENT_CREDIT_LIMIT = '30.000';

    public function depositFor(string $serviceType, string $idType, string $idNumber, string $existingNumber): ?SecurityDeposit
    {
        if ($serviceType !== 'postpaid') {
            return null;
        }
        if ($existingNumber !== '') {
            $customer = SandboxCustomerDirectory::customers()[$existingNumber] ?? null;
            return $customer !== null && $customer->securityDeposit
                ? new SecurityDeposit($customer->creditLimitMoney, $customer->salaryRange)
                : null;
        }
        return $idType === '6' ? new SecurityDeposit(self::NEW_RESIDENT_CREDIT_LIMIT) : null;
    }
}
