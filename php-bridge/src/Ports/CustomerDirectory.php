<?php

declare(strict_types=1);

namespace Whl\Bridge\Ports;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\ExistingCustomer;

/**
 * The operator's customers by number (000 §5.8, §3.12): a production adapter asks the operator's
 * customer system; the Sandbox keeps a few seeded customers.
 */
interface CustomerDirectory
{
    /** The customer one of whose lines is $msisdn (mobile or fixed), or null for none. */
    public function findByNumber(string $msisdn): ?ExistingCustomer;
}
