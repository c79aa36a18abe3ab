<?php

declare(strict_types=1);

namespace Whl\Bridge\Ports;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\ScannedIdentity;
use Whl\Bridge\Domain\VerificationStart;

/**
 * eKYC (000 §4.6, §5.3–§5.5, §7.4, §8 "Identity scan results"): the identity-verification provider
 * scans the shopper's document and face in the browser. The bridge opens a verification and hands
 * the page a short-lived {idv}Token (the provider's credential, bound to the shopper's session); the
 * browser calls the provider with it; on success the provider gives the browser a signed result
 * token, which the page hands back to the bridge, and the bridge redeems it here: signature, expiry,
 * the session it was issued to, once only. The provider's secret never reaches the browser.
 *
 * {idv} is `whlidv` (contract §4.13): whlidvToken, whlidv_session_id, whlidv_submit_token.
 */
interface IdentityVerification
{
    /** The {idv} of the spec's names (000 §3.8, §3.13, §7.4). */
    public const IDV = 'whlidv';

    /** 000 §8 "Identity scan results": the codes a scan can end with, besides success. */
    public const RESULTS = [
        'UNAUTHORIZED',
        'SCAN_DOCUMENT_NOT_RECOGNIZED',
        'SCAN_DOCUMENT_EXPIRED',
        'SCAN_DOCUMENT_FRONT_BACK_MISMATCH',
        'SCAN_DOCUMENT_AGE_VERIFICATION_FAILED',
        'FACE_LIVENESS_FAILED',
        'FACE_NO_MATCH',
        'PAYLOAD_TOO_LARGE',
        'UNEXPECTED_ERROR',
    ];

    /**
     * Opens a verification for the client $clientKey (the requesting session's id): the document the
     * scan asks for (000 §5.4 "scan document type"), the minimum age (000 §5.3: 16 prepaid, 18
     * postpaid and migration) and the token the page calls the provider with.
     *
     * @param string $orderType the cart's order type (prepaid, postpaid, migration, …)
     * @param string $idType the ID type the shopper chose, '' when none yet (000 §3.10)
     * @param string $nationality the shopper's nationality (ISO code), '' when none yet
     */
    public function start(string $orderType, string $idType, string $nationality, string $clientKey, string $lang): VerificationStart;

    /**
     * Redeems a result token for $clientKey: the scanned identity once, for a token signed by the
     * provider, unexpired and issued to this client's verification; otherwise why not:
     * 'result_token_invalid' (malformed, forged, another client's), 'result_token_expired',
     * 'result_token_used' (a replay).
     *
     * @return ScannedIdentity|'result_token_invalid'|'result_token_expired'|'result_token_used'
     */
    public function redeem(string $resultToken, string $clientKey): ScannedIdentity|string;
}
