<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Checkout;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\SecurityDeposit;
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
    /** The deposit answer issued by the personal step, {token, customer} (customer: a hash of the ID and the amount). */
    public const DEPOSIT_OFFER = 'security_deposit';
    /** The language the personal details were checked in (000 §5.3: names in Arabic letters only in Arabic): the placement reads them so. */
    public const DETAILS_LANG = 'personal_details_lang';

    /**
     * Issue 31 finding 1: a change of the cart's plan or kind of order drops what the steps chose for
     * the old one: the SIM type, the eSIM or self-activation passcode, the deposit (its offer, its
     * token, what is due). The eKYC scan and the existing-customer passcode stay: they say who the
     * shopper is, whatever the order; the personal step checks them against the new order.
     */
    public static function restart(Session $session): void
    {
        foreach ([self::SIM_TYPE, self::ESIM_ORDER, self::DEPOSIT_DUE, self::DEPOSIT_OFFER, SecurityDeposit::TOKEN_FIELD, self::DETAILS_LANG] as $key) {
            $session->remove($key);
        }
    }

    /** The decision of 000 §4.6 and §7.4: eKYC succeeded, or an eligible existing customer (who skips the scan). */
    public static function esimAllowed(Session $session): bool
    {
        return $session->get('ekyc_status') === 'success' || $session->get('existing_customer_eligibility_status') === 'true';
    }
}
