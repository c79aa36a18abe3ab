<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Checkout\CheckoutSession;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Application\Validator;
use Whl\Bridge\Domain\Charges;
use Whl\Bridge\Domain\OmanTerritory;
use Whl\Bridge\Domain\Validation\Digits;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Infrastructure\Session\Session;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\Otp;

/**
 * 000 §2.9, §4.1, §7.4, §8 (eSIM): the SIM type change of the personal step and the eSIM passcode.
 * Changing to eSIM needs the device in Oman (Domain\OmanTerritory) and a verified identity: the
 * session's eKYC scan succeeded, or the shopper is an eligible existing customer (000 §4.6: a failed
 * scan forces a physical SIM; the rule and the session's keys are Application\Checkout\CheckoutSession's).
 * The accepted type is kept in the session, where the personal submit checks the submitted sim_type
 * against it; an accepted eSIM submit sends the passcode (PersonalInfoActions), verified here, bound
 * to the session that submitted.
 */
final class EsimActions implements ActionGroup
{
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly CartService $carts,
        private readonly \Closure $otp,
    ) {
    }

    /** wp_change_sim_type: sim_type esim (with lat, lng) or physical. */
    public function changeSimType(Request $request): Response
    {
        $session = $this->sessions->require();
        if ($this->carts->cartOf($session)?->planItem() === null) {
            throw Refusal::notFound(); // a SIM belongs to a plan in the cart
        }
        $type = $request->string('sim_type');
        (new Validator())->check('sim_type', in_array($type, ['esim', 'physical'], true) ? null : 'sim_type_invalid')->validate();
        if ($type === 'esim') {
            $lat = self::coordinate($request->string('lat'), 90.0);
            $lng = self::coordinate($request->string('lng'), 180.0);
            (new Validator())
                ->check('lat', $lat === null ? 'location_invalid' : null)
                ->check('lng', $lng === null ? 'location_invalid' : null)
                ->validate();
            if (!OmanTerritory::contains((float) $lat, (float) $lng)) {
                throw Refusal::outcome('location_error');
            }
            if (!CheckoutSession::esimAllowed($session)) {
                throw Refusal::outcome('eKycNotVerifed');
            }
        }
        $session->set(CheckoutSession::SIM_TYPE, $type);
        return Response::success(['sim_type' => $type]);
    }

    /** wp_postpaid_prepaid_esim_otp_verify: the passcode the accepted submit sent; then payment or thank-you (000 §4.1). */
    public function verifyPasscode(Request $request): Response
    {
        $session = $this->sessions->require();
        $code = Digits::normalise($request->string('otp'));
        (new Validator())->check('otp', preg_match('/^\d{6}$/', $code) === 1 ? null : 'otp_invalid')->validate();
        $order = self::order($session);
        if ($order['verified']) {
            throw Refusal::outcome('otp_expired'); // spent: a replay gets no second success
        }
        $verdict = $this->otp()->verify($order['msisdn'], 'esim', $session->id(), $code);
        if ($verdict === 'expired' || $verdict === 'locked') {
            throw Refusal::outcome('otp_expired');
        }
        if ($verdict !== 'ok') {
            throw Refusal::outcome('otp_invalid');
        }
        $session->set(CheckoutSession::ESIM_ORDER, ['msisdn' => $order['msisdn'], 'verified' => true]);
        $cart = $this->carts->cartOf($session);
        $plan = $cart?->planItem();
        if ($cart === null || $plan === null) {
            throw Refusal::notFound();
        }
        // 000 §4.1: payment_status set → payment; otherwise thank-you. Due today: the cart's, plus a deposit paid upfront.
        $due = Charges::of($cart)->dueToday->grandTotal + (int) $session->get(CheckoutSession::DEPOSIT_DUE);
        return Response::success(['payment_status' => $due > 0, 'service_type' => $plan->serviceType]);
    }

    /** wp_resend_esim_otp: a new passcode to the same number; the earlier one stops working. */
    public function resendPasscode(Request $request): Response
    {
        $session = $this->sessions->require();
        $order = self::order($session);
        if ($order['verified']) {
            throw Refusal::notFound(); // verified already: there is nothing to resend
        }
        return Response::success(['expires_in' => $this->otp()->send($order['msisdn'], 'esim', $session->id(), $request->lang())]);
    }

    /**
     * The order waiting for its passcode; none (no accepted eSIM submit in this session) is not found.
     *
     * @return array{msisdn: string, verified: bool}
     */
    private static function order(Session $session): array
    {
        $order = $session->get(CheckoutSession::ESIM_ORDER);
        if (!is_array($order) || !is_string($order['msisdn'] ?? null) || $order['msisdn'] === '') {
            throw Refusal::notFound();
        }
        return ['msisdn' => $order['msisdn'], 'verified' => ($order['verified'] ?? false) === true];
    }

    /** A decimal degree within ±$max (no exponent, no hex, no INF), or null. */
    private static function coordinate(string $raw, float $max): ?float
    {
        if (preg_match('/^-?\d{1,3}(\.\d{1,15})?$/', trim($raw)) !== 1) {
            return null;
        }
        $value = (float) trim($raw);
        return abs($value) <= $max ? $value : null;
    }

    private function otp(): Otp
    {
        return ($this->otp)();
    }
}
