<?php

declare(strict_types=1);

namespace Whl\Bridge\Ports;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\CaptchaToken;

/**
 * Bot protection for the sensitive actions (000 §6). A production adapter verifies the
 * provider's score-based token with the secret kept server-side; the Sandbox issues its own.
 */
interface Captcha
{
    /** Action names of 000 §6. */
    public const ACTIONS = [
        'number_reservation',
        'personal_information_submit',
        'resend_otp',
        'existing_customer_get_otp',
        'existing_customer_verify_otp',
        'existing_customer_resend_otp',
        // 000 §5.6 "Captcha": the delivery and payment pages' actions, which the spec leaves unnamed (contract §5)
        'delivery_details_submit',
        'place_order',
    ];

    /**
     * Issues a token for the action (the Sandbox's stand-in for the provider's browser script),
     * bound to $clientKey (the requesting session's), so another client cannot spend it.
     *
     * @throws \LogicException when the provider issues tokens in the browser only
     */
    public function issue(string $action, string $clientKey): CaptchaToken;

    /**
     * True once for a valid, unexpired token of this action issued to $clientKey; every later call
     * is false. Providers whose tokens come from their own browser script bind them otherwise
     * (action, hostname) and may ignore $clientKey.
     */
    public function verify(string $token, string $action, string $clientKey): bool;
}
