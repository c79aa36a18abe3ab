<?php

declare(strict_types=1);

namespace Whl\Bridge\Ports;

defined('ABSPATH') || exit;

/**
 * One-time passcodes sent by SMS (000 §5.8 existing customers, §4.1 eSIM): 6 digits, living a few
 * minutes, a few attempts each. A production adapter calls the operator's SMS gateway; the Sandbox
 * writes what it would send to the demo outbox.
 */
interface Otp
{
    /** What a passcode is for: each purpose has its own codes. */
    public const PURPOSES = ['existing_customer', 'esim'];

    /**
     * Sends a new passcode for $purpose to $msisdn, bound to $clientKey (the requesting session's);
     * an unused earlier one of the same purpose, number and client stops working. $msisdn is in
     * international form, digits without the '+' (Domain\E164: 968XXXXXXXX), here and in verify().
     *
     * @return int the seconds the passcode lives
     * @throws \Whl\Bridge\Application\Refusal limit_exceeded past the caps on passcodes (Infrastructure\Security\Passcodes)
     */
    public function send(string $msisdn, string $purpose, string $clientKey, string $lang): int;

    /**
     * 'ok' once for the live passcode of this purpose, number and client; 'expired' past its life;
     * 'locked' once its attempts are spent; 'invalid' for a wrong code (an attempt is counted) or
     * when none was sent.
     *
     * @return 'ok'|'expired'|'locked'|'invalid'
     */
    public function verify(string $msisdn, string $purpose, string $clientKey, string $code): string;
}
