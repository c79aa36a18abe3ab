<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Checkout;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\Session\Session;

/**
 * What the checkout's steps keep in the session for the steps after them (000 §2.9, §4.1, §4.6,
 * §7.4): the SIM type the shopper chose, the eSIM order waiting for its passcode, a deposit paid
 * upfront; and who may choose an eSIM. The SIM type step (Http\Ajax\EsimActions) writes them, the
 * personal step (CapturePersonalInfo) and the placement (PlaceOrder) read them.
 */
final class CheckoutSession
{
    /** The SIM type the last accepted change chose ('esim' or 'physical'). */
    public const SIM_TYPE = 'sim_type';
    /** The order waiting for its eSIM passcode: {msisdn, verified}. */
    public const ESIM_ORDER = 'esim_order';
    /** A security deposit the shopper chose to pay upfront, in baisa. */
    public const DEPOSIT_DUE = 'security_deposit_due';

    /** The decision of 000 §4.6 and §7.4: eKYC succeeded, or an eligible existing customer (who skips the scan). */
    public static function esimAllowed(Session $session): bool
    {
        return $session->get('ekyc_status') === 'success' || $session->get('existing_customer_eligibility_status') === 'true';
    }
}
