<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Application\Validator;
use Whl\Bridge\Domain\ScannedIdentity;
use Whl\Bridge\Domain\Validation\Choice;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\IdentityVerification;

/**
 * 000 §4.6, §7.4 eKYC on the personal step, the bridge's half (contract §4.13); the scan itself runs
 * in the browser against the provider:
 * - wp_ekyc_verification_start opens a verification (IdentityVerification port) for the cart's order
 *   type and hands the page the whlidvToken, or answers that no scan is needed: an eligible existing
 *   customer (000 §4.6), or a submit token already given (the security-deposit answer's);
 * - wp_ekyc_verification_result takes the provider's result token back: redeemed by the port
 *   (signature, expiry, this session's, once), it records in the session `ekyc_status` 'success', the
 *   jti as `whlidv_session_id` and the scanned identity (`ekyc_identity`), which the personal submit
 *   reads; a scan failure the widget reports records `ekyc_status` 'failed'. A shopper who closes the
 *   scanner reports nothing (000 §4.6: exiting is not a failure).
 */
final class IdentityVerificationActions implements ActionGroup
{
    /** The scan results a widget reports as failures (000 §8; UNAUTHORIZED reloads the page instead). */
    public const FAILURES = [
        'SCAN_DOCUMENT_NOT_RECOGNIZED',
        'SCAN_DOCUMENT_EXPIRED',
        'SCAN_DOCUMENT_FRONT_BACK_MISMATCH',
        'SCAN_DOCUMENT_AGE_VERIFICATION_FAILED',
        'FACE_LIVENESS_FAILED',
        'FACE_NO_MATCH',
        'UNEXPECTED_ERROR',
    ];

    /** The session keys this group writes (and the personal submit reads). */
    public const STATUS_KEY = 'ekyc_status';
    public const SESSION_ID_KEY = IdentityVerification::IDV . '_session_id';
    public const IDENTITY_KEY = 'ekyc_identity';
    public const SUBMIT_TOKEN_KEY = IdentityVerification::IDV . '_submit_token';

    /** @param \Closure(): IdentityVerification $verification built when a call gets this far */
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly CartService $carts,
        private readonly \Closure $verification,
    ) {
    }

    /** wp_ekyc_verification_start: `customer_id_type`, `nationality` (both optional, 000 §5.4). */
    public function start(Request $request): Response
    {
        $idType = $request->string('customer_id_type');
        $nationality = strtoupper($request->string('nationality'));
        (new Validator())
            ->check('customer_id_type', Choice::error($idType, ['', '1', '6', '7', '13', '14'], 'id_type_not_allowed'))
            ->check('nationality', $nationality === '' || preg_match('/^[A-Z]{2}$/', $nationality) ? null : 'nationality_invalid')
            ->validate();
        $session = $this->sessions->require();
        $plan = $this->carts->cartOf($session)?->planItem();
        if ($plan === null) {
            throw Refusal::notFound(); // no order to verify an identity for
        }
        if ($session->get('existing_customer_eligibility_status') === 'true') {
            return Response::success(['ekyc_required' => false, 'reason' => 'existing_customer']);
        }
        if (is_string($session->get(self::SUBMIT_TOKEN_KEY)) && $session->get(self::SUBMIT_TOKEN_KEY) !== '') {
            return Response::success(['ekyc_required' => false, 'reason' => 'submit_token']);
        }
        $started = ($this->verification)()->start($plan->serviceType, $idType, $nationality, $session->id(), $request->lang());
        return Response::success($started->toArray());
    }

    /**
     * wp_ekyc_verification_result: `result_token` after a successful scan, or `failure_code` (one of
     * FAILURES) after a failed one.
     */
    public function result(Request $request): Response
    {
        $session = $this->sessions->require();
        $failure = $request->string('failure_code');
        if ($failure !== '') {
            (new Validator())->check('failure_code', Choice::error($failure, self::FAILURES, 'failure_code_invalid'))->validate();
            $session->set(self::STATUS_KEY, 'failed');
            $session->remove(self::SESSION_ID_KEY);
            $session->remove(self::IDENTITY_KEY);
            return Response::success(['ekyc_status' => 'failed']);
        }
        $token = $request->rawPost('result_token');
        if ($token === '') {
            throw Refusal::validation(['result_token' => 'required']);
        }
        $identity = ($this->verification)()->redeem($token, $session->id());
        if (!$identity instanceof ScannedIdentity) {
            throw Refusal::validation(['result_token' => $identity]);
        }
        $details = $identity->toPersonalDetails();
        $session->set(self::STATUS_KEY, 'success');
        $session->set(self::SESSION_ID_KEY, $identity->verificationId);
        $session->set(self::IDENTITY_KEY, $details);
        return Response::success([
            'ekyc_status' => 'success',
            self::SESSION_ID_KEY => $identity->verificationId,
            'document_type' => $identity->documentType,
            'identity' => $details,
        ]);
    }
}
