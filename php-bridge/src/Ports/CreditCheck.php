<?php

declare(strict_types=1);

namespace Whl\Bridge\Ports;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\SecurityDeposit;

/**
 * The operator's credit check before a postpaid line (000 §4.8): whether the customer must leave a
 * security deposit, and how much. A production adapter asks the operator's billing or customer
 * system; the Sandbox answers by a documented rule (SandboxCreditCheck).
 */
interface CreditCheck
{
    /**
     * The deposit a $serviceType order asks of this customer, or null for none.
     *
     * @param string $idType the ID type of the submit (000 §3.10), '' when not asked
     * @param string $idNumber the ID number, '' when not asked
     * @param string $existingNumber the number of a verified existing customer (000 §5.8), '' for a new one
     */
    public function depositFor(string $serviceType, string $idType, string $idNumber, string $existingNumber): ?SecurityDeposit;
}
