<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Checkout;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Domain\Cart;
use Whl\Bridge\Domain\CartItem;
use Whl\Bridge\Domain\E164;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\PersonalFields;
use Whl\Bridge\Domain\ScannedIdentity;
use Whl\Bridge\Domain\SecurityDeposit;
use Whl\Bridge\Domain\Validation\Digits;
use Whl\Bridge\Domain\Validation\PersonalRules;
use Whl\Bridge\Infrastructure\Session\Session;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\Ports\Otp;
use Whl\Bridge\Ports\Storage;

/**
 * 000 §2.9, §3.8, §3.13, §7.4: record the personal-information step's details (contract §4.8). The
 * bridge checks them again (PersonalCheck: Domain\Validation\PersonalDetails) against what it knows itself, never the
 * browser's word: the order type from the cart, the eKYC state and the existing-customer flags from
 * the session (written by the identity-verification and existing-customer steps; without them eKYC
 * counts as disabled and the customer as new), the reserved number from the cart. Accepted details
 * are recorded on the quote (Commerce port) and the session gets a new id, as personal data now
 * attaches to it.
 *
 * An 'esim' sim_type needs the change the session accepted (CheckoutSession); an accepted eSIM or
 * self-activation order gets its passcode by SMS (Otp port), to the contact number in international
 * form (Domain\E164), and answers type esim (000 §4.1). A
 * postpaid order the credit check (CreditCheck port) asks a deposit of is refused security_deposit
 * with a submit token for this session, until a re-submit brings that token and the chosen option
 * (000 §4.8, contract §4.11).
 */
final class CapturePersonalInfo
{
    /** The personal_details keys the step sends (000 §3.8): the §4.7 table's and the rest; anything else is dropped. */
    private const FIELDS = [
        ...PersonalFields::ALL,
        'country_code', 'nationality_id', 'middle_name', 'security_deposit_status', 'security_deposit_type',
        'existing_customer_eligibility_status', 'other_nationality_status', 'sim_type', 'qc_reason',
    ];
    // {idv}_submit_token (SecurityDeposit::TOKEN_FIELD) is read from the sent details, never recorded

    /**
     * @param \Closure(): Otp $otp
     * @param \Closure(): Storage $storage
     */
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly CartService $carts,
        private readonly Commerce $commerce,
        private readonly PersonalCheck $rules,
        private readonly \Closure $otp,
        private readonly \Closure $storage,
    ) {
    }

    /**
     * @param mixed $sent the personal_details JSON as decoded
     * @return array{type: string, expires_in?: int} physical, or esim with the passcode's life (000 §4.1)
     * @throws Refusal not_found without a plan, validation_error, documentMissMatch, security_deposit
     */
    public function capture(mixed $sent, string $lang): array
    {
        $session = $this->sessions->require();
        $cart = $this->carts->cartOf($session);
        $plan = $cart?->planItem();
        if ($cart === null || $plan === null) {
            throw Refusal::notFound(); // no plan in the cart: nothing to give personal details for
        }
        $details = self::details($sent);
        $this->check($details, $plan, $session, $lang);
        if ($details['country_code'] !== '') {
            $details['country_code'] = PersonalRules::dialCode($details['country_code']); // the order's telephone gets digits only
        }
        $deposit = $this->acceptedDeposit($plan, $details, is_array($sent) ? $sent : [], $session);
        if ($deposit !== null) {
            $details['security_deposit_money'] = $deposit->creditLimitMoney;
        }
        $session = $this->record($cart, $details, $deposit, $session, $lang);
        return $this->confirmation($plan, $details, $session, $lang);
    }

    /**
     * Every key of FIELDS as a trimmed string.
     *
     * @return array<string, string>
     */
    private static function details(mixed $sent): array
    {
        $details = [];
        foreach (self::FIELDS as $field) {
            $value = is_array($sent) ? ($sent[$field] ?? '') : '';
            $details[$field] = is_scalar($value) ? trim((string) $value) : '';
        }
        return $details;
    }

    /**
     * The step's rules again, the SIM type, the documents' owner and, after a successful scan, what it read.
     *
     * @param array<string, string> $details
     * @throws Refusal validation_error, documentMissMatch (000 §8)
     */
    private function check(array $details, CartItem $plan, Session $session, string $lang): void
    {
        $errors = $this->rules->errors($details, $plan, $session, $lang);
        // 000 §3.11: a document is one this session uploaded (another session's, or none, is refused)
        foreach (['ID_doc_front_image_path', 'ID_doc_back_image_path'] as $field) {
            if (!isset($errors[$field]) && $details[$field] !== '' && !$this->ownUploads($details[$field], $session)) {
                $errors[$field] = 'upload_unknown';
            }
        }
        if ($errors !== []) {
            throw Refusal::validation($errors);
        }
        // 000 §8 documentMissMatch: after a successful scan, what is sent must be what the scan read
        $scanned = $session->get('ekyc_identity');
        if ($session->get('ekyc_status') === 'success' && is_array($scanned) && ScannedIdentity::mismatches($scanned, $details) !== []) {
            throw Refusal::outcome('documentMissMatch');
        }
    }

    /**
     * The details on the quote, the deposit's token spent and what is due noted; then the session
     * rotated (personal data now attaches to it), its documents with it.
     *
     * @param array<string, string> $details
     */
    private function record(Cart $cart, array $details, ?SecurityDeposit $deposit, Session $session, string $lang): Session
    {
        $this->commerce->savePersonalDetails($cart->quoteId, array_filter($details, static fn (string $v): bool => $v !== ''));
        $session->set(CheckoutSession::DETAILS_LANG, $lang); // the placement checks them again as they were given (PersonalCheck::recheck)
        $session->remove(CheckoutSession::DEPOSIT_OFFER); // its token is spent
        $session->remove(SecurityDeposit::TOKEN_FIELD);
        if ($deposit !== null && $details['security_deposit_type'] === 'deposit') {
            $session->set(CheckoutSession::DEPOSIT_DUE, Money::parse($deposit->creditLimitMoney));
        } else {
            $session->remove(CheckoutSession::DEPOSIT_DUE);
        }
        $before = $session->id();
        $session = $this->sessions->rotate();
        ($this->storage)()->transfer($before, $session->id()); // its documents stay the session's
        return $session;
    }

    /**
     * 000 §4.1: an eSIM, or a self-activation (the plan added with activation=self), is confirmed by a
     * passcode first, sent to the contact number and bound to the rotated session.
     *
     * @param array<string, string> $details
     * @return array{type: string, expires_in?: int}
     */
    private function confirmation(CartItem $plan, array $details, Session $session, string $lang): array
    {
        if ($details['sim_type'] !== 'esim' && ($plan->options['activation'] ?? '') !== 'self') {
            $session->remove(CheckoutSession::ESIM_ORDER);
            return ['type' => 'physical'];
        }
        // checked by the personal rules above: a dial code of the list and a number that fits it
        $msisdn = E164::of($details['country_code'], Digits::normalise($details['user_phone_number']));
        $expiresIn = ($this->otp)()->send($msisdn, 'esim', $session->id(), $lang);
        $session->set(CheckoutSession::ESIM_ORDER, ['msisdn' => $msisdn, 'verified' => false]);
        return ['type' => 'esim', 'expires_in' => $expiresIn];
    }

    /**
     * 000 §4.8: the deposit the credit check asks of this postpaid order, once the submit carries the
     * session's token and a chosen option; until then answered security_deposit (409) with the token.
     * Income proof (only when salary ranges were offered) must be an upload of this session.
     *
     * @param array<string, string> $details
     * @param array<mixed> $sent
     * @throws Refusal security_deposit, or validation_error for the chosen option
     */
    private function acceptedDeposit(CartItem $plan, array $details, array $sent, Session $session): ?SecurityDeposit
    {
        $deposit = $this->rules->depositFor($plan, $details, $session);
        if ($deposit === null) {
            return null;
        }
        // the token stands for this customer and this answer: a changed ID number asks again (000 §4.8)
        $existing = $session->get('existing_customer_number');
        $existing = is_string($existing) ? $existing : '';
        $customer = hash('sha256', implode(':', [$details['customer_id_type'], $details['customer_id'], $existing, $deposit->creditLimitMoney]));
        $issued = $session->get(CheckoutSession::DEPOSIT_OFFER);
        $issued = is_array($issued) && ($issued['customer'] ?? null) === $customer && is_string($issued['token'] ?? null) ? $issued : null;
        $token = $sent[SecurityDeposit::TOKEN_FIELD] ?? '';
        $tokenHolds = $issued !== null && is_string($token) && hash_equals($issued['token'], $token);
        if (!$tokenHolds || $details['security_deposit_status'] !== 'active') {
            $issued ??= ['token' => bin2hex(random_bytes(16)), 'customer' => $customer];
            $session->set(CheckoutSession::DEPOSIT_OFFER, $issued);
            $session->set(SecurityDeposit::TOKEN_FIELD, $issued['token']); // 000 §4.6: a submit token spares the scan
            throw Refusal::outcome('security_deposit', ['credit_limit_money' => $deposit->creditLimitMoney]
                + ($deposit->allowsIncomeProof() ? ['salary_range' => $deposit->salaryRange] : [])
                + [SecurityDeposit::TOKEN_FIELD => $issued['token']]);
        }
        $type = $details['security_deposit_type'];
        if ($type === 'deposit') {
            return $deposit;
        }
        if ($type !== 'income_proof' || !$deposit->allowsIncomeProof()) {
            throw Refusal::validation(['security_deposit_type' => 'deposit_type_invalid']);
        }
        if (trim($details['income_proof_docs']) === '') {
            throw Refusal::validation(['income_proof_docs' => 'required']);
        }
        if (!$this->ownUploads($details['income_proof_docs'], $session)) {
            throw Refusal::validation(['income_proof_docs' => 'upload_unknown']); // another session's, or none
        }
        return $deposit;
    }

    /**
     * Whether each document of a field is an upload of this session: the upload's id (image_path) or
     * its reference (common_directory_path, whl-doc:<id>); several comma-separated.
     */
    private function ownUploads(string $value, Session $session): bool
    {
        $ids = array_filter(array_map(static fn (string $id): string => (string) preg_replace('/^whl-doc:/', '', trim($id)), explode(',', $value)));
        foreach ($ids as $id) {
            if (($this->storage)()->get($id, $session->id()) === null) {
                return false;
            }
        }
        return $ids !== [];
    }
}
