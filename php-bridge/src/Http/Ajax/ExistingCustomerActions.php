<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Application\Validator;
use Whl\Bridge\Domain\E164;
use Whl\Bridge\Domain\Validation\Digits;
use Whl\Bridge\Domain\Validation\Msisdn;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\CustomerDirectory;
use Whl\Bridge\Ports\Otp;

/**
 * 000 §5.8, §3.12, §7.4: the existing-customer check on the personal step. A customer number (mobile
 * or fixed line) gets a passcode by SMS (Otp port; the Sandbox's demo outbox); the right passcode
 * answers what the operator knows (§3.12) and records the customer's flags in the session, where the
 * personal-information submit reads them (PersonalInfoActions). Numbers nobody has are new_customer.
 * Passcodes past the caps of Infrastructure\Security\Passcodes (per number, per session) answer limit_exceeded.
 */
final class ExistingCustomerActions implements ActionGroup
{
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly \Closure $directory,
        private readonly \Closure $otp,
    ) {
    }

    /** verify-existing-customer-number: a passcode to the customer's number. */
    public function getPasscode(Request $request): Response
    {
        $number = $this->customerNumber($request);
        $customer = $this->directory()->findByNumber($number);
        if ($customer === null) {
            throw Refusal::outcome('new_customer');
        }
        if ($customer->blocked) {
            throw Refusal::outcome('not_eligible'); // 000 §8: failure on get passcode → the fraud popup
        }
        $lives = $this->otp()->send(E164::oman($number), 'existing_customer', $this->sessions->require()->id(), $request->lang());
        return Response::success(['expires_in' => $lives]);
    }

    /** resend-otp-existing-customer-number: a new passcode; the earlier one stops working. */
    public function resendPasscode(Request $request): Response
    {
        return $this->getPasscode($request);
    }

    /** verify-otp-existing-customer-number: the passcode, then what the operator knows (§3.12). */
    public function verifyPasscode(Request $request): Response
    {
        $number = $this->customerNumber($request);
        $code = Digits::normalise($request->string('otp'));
        (new Validator())->check('otp', preg_match('/^\d{6}$/', $code) === 1 ? null : 'otp_invalid')->validate();
        $customer = $this->directory()->findByNumber($number);
        if ($customer === null) {
            throw Refusal::outcome('new_customer');
        }
        $session = $this->sessions->require();
        $verdict = $this->otp()->verify(E164::oman($number), 'existing_customer', $session->id(), $code);
        if ($verdict === 'expired' || $verdict === 'locked') {
            throw Refusal::outcome('otp_expired'); // 000 §8: ask for a new passcode
        }
        if ($verdict !== 'ok') {
            throw Refusal::outcome('otp_invalid');
        }
        $session->set('existing_customer_eligibility_status', $customer->eligibility);
        $session->set('other_nationality_status', $customer->otherNationality);
        $session->set('existing_customer_number', $customer->msisdn);
        return Response::success($customer->toArray());
    }

    /** 000 §5.8: digits only, 8, starting with 9, 7 or 2. */
    private function customerNumber(Request $request): string
    {
        $number = Digits::normalise($request->string('customer_number'));
        (new Validator())->check('customer_number', Msisdn::error($number))->validate();
        return $number;
    }

    private function directory(): CustomerDirectory
    {
        return ($this->directory)();
    }

    private function otp(): Otp
    {
        return ($this->otp)();
    }
}
