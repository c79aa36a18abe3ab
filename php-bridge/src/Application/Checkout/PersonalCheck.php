<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Checkout;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Domain\CartItem;
use Whl\Bridge\Domain\SecurityDeposit;
use Whl\Bridge\Domain\Validation\PersonalDetails;
use Whl\Bridge\Infrastructure\Session\Session;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\Ports\CreditCheck;
use Whl\Bridge\WordPress\Settings;

/**
 * The personal step's rules for an order as the cart holds it (000 §4.7, §5.2–§5.4, §4.6, §4.9) and
 * its credit check (000 §4.8), in one place for the step (CapturePersonalInfo) and the placement
 * (PlaceOrder, issue 31 finding 1): what decides them is read from the cart (order type, tourist pack,
 * the reserved number) and the session (eKYC, the existing customer, the SIM type accepted), never the
 * browser's word.
 */
final class PersonalCheck
{
    /**
     * @param \Closure(): CreditCheck $creditCheck
     */
    public function __construct(
        private readonly Commerce $commerce,
        private readonly Clock $clock,
        private readonly \Closure $creditCheck,
        private readonly Settings $settings,
    ) {
    }

    /**
     * field => code: the step's rules for these details on the cart's plan, the SIM type's included.
     *
     * @param array<string, string> $details
     * @return array<string, string>
     */
    public function errors(array $details, CartItem $plan, Session $session, string $lang): array
    {
        $errors = PersonalDetails::errors($details, [
            'orderType' => $plan->serviceType,
            'ekyc' => self::ekyc($session->get('ekyc_status')),
            'eligibility' => self::eligibility($session->get('existing_customer_eligibility_status')),
            'otherNationality' => $session->get('other_nationality_status') === true,
            'lang' => $lang,
            'reservedMsisdn' => $plan->msisdn(),
            // 000 §5.2 rop_number, §5.3–§5.4 the tourist pack: what the widget was told, checked again
            'blockedNumbers' => $this->settings->blockedContactNumbers(),
            'touristPack' => str_ends_with($this->commerce->planBySku($plan->sku)?->subCategory ?? '', '_tourist_pack'),
            'today' => (new \DateTimeImmutable('@' . $this->clock->now()))->setTimezone(new \DateTimeZone('Asia/Muscat'))->format('Y-m-d'),
        ]);
        $simError = self::simTypeError($details['sim_type'] ?? '', $details['customer_id_type'] ?? '', $session);
        if ($simError !== null) {
            $errors['sim_type'] = $simError;
        }
        return $errors;
    }

    /**
     * 000 §4.8: the deposit the operator's credit check asks of this order (postpaid), or null.
     *
     * @param array<string, string> $details
     */
    public function depositFor(CartItem $plan, array $details, Session $session): ?SecurityDeposit
    {
        $existing = $session->get('existing_customer_number');
        $existing = is_string($existing) ? $existing : ''; // set by a verified existing-customer passcode
        return ($this->creditCheck)()->depositFor($plan->serviceType, $details['customer_id_type'] ?? '', $details['customer_id'] ?? '', $existing);
    }

    /**
     * Issue 31 finding 1: the placement's re-check of the details recorded on the quote against the
     * cart as it is now (its plan may have changed since the step): the step's rules, in the language
     * they were given in, and the credit check, whose deposit the details must carry as chosen.
     *
     * @param array<string, string> $recorded
     * @throws Refusal validation_error: personal_details personal_details_invalid with the fields' codes,
     *     or personal_details security_deposit
     */
    public function recheck(array $recorded, CartItem $plan, Session $session): void
    {
        $lang = $session->get(CheckoutSession::DETAILS_LANG);
        $errors = $this->errors($recorded, $plan, $session, is_string($lang) ? $lang : 'ar'); // ar: letters of any alphabet
        if ($errors !== []) {
            throw Refusal::validation(['personal_details' => 'personal_details_invalid'] + $errors);
        }
        $deposit = $this->depositFor($plan, $recorded, $session);
        if ($deposit !== null && !self::carries($recorded, $deposit)) {
            throw Refusal::validation(['personal_details' => 'security_deposit']);
        }
    }

    /**
     * Whether recorded details hold the deposit as the step accepts it (contract §4.11): paid upfront,
     * of this amount, or income proof where it may stand for it.
     *
     * @param array<string, string> $recorded
     */
    private static function carries(array $recorded, SecurityDeposit $deposit): bool
    {
        if (($recorded['security_deposit_status'] ?? '') !== 'active' || ($recorded['security_deposit_money'] ?? '') !== $deposit->creditLimitMoney) {
            return false;
        }
        $type = $recorded['security_deposit_type'] ?? '';
        return $type === 'deposit' || ($type === 'income_proof' && $deposit->allowsIncomeProof() && trim($recorded['income_proof_docs'] ?? '') !== '');
    }

    /**
     * 000 §2.9, §4.6, §4.9: a sim_type is physical or esim; esim only after the change the session
     * accepted (the SIM type step, CheckoutSession::SIM_TYPE) while its identity still allows it, with an ID type of 1 or 6.
     */
    private static function simTypeError(string $type, string $idType, Session $session): ?string
    {
        if ($type === '' || $type === 'physical') {
            return null;
        }
        if ($type !== 'esim') {
            return 'sim_type_invalid';
        }
        if ($session->get(CheckoutSession::SIM_TYPE) !== 'esim' || !CheckoutSession::esimAllowed($session)) {
            return 'esim_not_accepted';
        }
        return in_array($idType, ['', '1', '6'], true) ? null : 'esim_id_type';
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
