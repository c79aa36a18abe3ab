<?php

declare(strict_types=1);

namespace Whl\Bridge\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Cart\CartService;
use Whl\Bridge\Domain\PersonalFields;
use Whl\Bridge\Http\BridgeException;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\Security\Nonce;
use Whl\Bridge\Session\SessionManager;
use Whl\Bridge\Time\Clock;
use Whl\Bridge\Validation\PersonalDetails;

/**
 * 000 §2.9, §3.8, §3.13, §7.4: the personal-information step's submit,
 * wp_postpaid_prepaid_personal_infomation_capture. The bridge checks the personal_details again
 * (Validation\PersonalDetails) against what it knows itself, never the browser's word: the order
 * type from the cart, the eKYC state and the existing-customer flags from the session (written by
 * the identity-verification and existing-customer steps; without them eKYC counts as disabled and
 * the customer as new), the reserved number from the cart. Accepted details are recorded on the
 * quote (Commerce port) and the session gets a new id, as personal data now attaches to it; the
 * answer carries the new session's nonce.
 */
final class PersonalInfoActions implements ActionGroup
{
    /** The personal_details keys the step sends (000 §3.8): the §4.7 table's and the rest; anything else is dropped. */
    private const FIELDS = [
        ...PersonalFields::ALL,
        'country_code', 'nationality_id', 'middle_name', 'security_deposit_status', 'security_deposit_type',
        'existing_customer_eligibility_status', 'other_nationality_status', 'sim_type', 'qc_reason',
    ];

    public function __construct(
        private readonly SessionManager $sessions,
        private readonly CartService $carts,
        private readonly Commerce $commerce,
        private readonly Clock $clock,
        private readonly Nonce $nonce,
    ) {
    }

    public function capture(Request $request): Response
    {
        $session = $this->sessions->require();
        $cart = $this->carts->cartOf($session);
        $plan = $cart?->planItem();
        if ($cart === null || $plan === null) {
            throw BridgeException::notFound(); // no plan in the cart: nothing to give personal details for
        }
        $sent = json_decode($request->string('personal_details'), true);
        $details = [];
        foreach (self::FIELDS as $field) {
            $value = is_array($sent) ? ($sent[$field] ?? '') : '';
            $details[$field] = is_scalar($value) ? trim((string) $value) : '';
        }
        $errors = PersonalDetails::errors($details, [
            'orderType' => $plan->serviceType,
            'ekyc' => self::ekyc($session->get('ekyc_status')),
            'eligibility' => self::eligibility($session->get('existing_customer_eligibility_status')),
            'otherNationality' => $session->get('other_nationality_status') === true,
            'lang' => $request->lang(),
            'reservedMsisdn' => $plan->msisdn(),
            'today' => (new \DateTimeImmutable('@' . $this->clock->now()))->setTimezone(new \DateTimeZone('Asia/Muscat'))->format('Y-m-d'),
        ]);
        if ($errors !== []) {
            throw BridgeException::validation($errors);
        }
        $this->commerce->savePersonalDetails($cart->quoteId, array_filter($details, static fn (string $v): bool => $v !== ''));
        $this->sessions->rotate();
        // the old id's nonce ends with it: the answer carries the new session's (kept as whl_current_ajax_nonce)
        return Response::success(['type' => $details['sim_type'] !== '' ? $details['sim_type'] : 'physical', 'current_nonce' => $this->nonce->create()]);
    }

    private static function ekyc(mixed $stored): string
    {
        return in_array($stored, ['success', 'failed'], true) ? $stored : 'disabled';
    }

    private static function eligibility(mixed $stored): string
    {
        return in_array($stored, ['true', 'false'], true) ? $stored : '';
    }
}
