<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\IdvProvider;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\IdentityScan;
use Whl\Bridge\Domain\ScannedIdentity;
use Whl\Bridge\Domain\VerificationStart;
use Whl\Bridge\Infrastructure\Security\Jwt;
use Whl\Bridge\Infrastructure\Security\SpentTokens;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Upstream\HttpClient;
use Whl\Bridge\Infrastructure\Upstream\Probe;
use Whl\Bridge\Infrastructure\Upstream\ProbeAnswer;
use Whl\Bridge\Infrastructure\Upstream\UpstreamFailure;
use Whl\Bridge\Infrastructure\Upstream\UpstreamResponse;
use Whl\Bridge\Ports;

/**
 * An eKYC provider over HTTP (docs/upstreams.md "Identity verification"): the bridge opens each
 * verification server-to-server with its API key and gets the short-lived token the browser scans
 * with; the browser calls the provider directly. The result token the page brings back is an HS256
 * JWT signed with the shared signing key, issued by the provider, naming the verification and the
 * bridge's reference of the session; the bridge checks it, then asks the provider for the
 * verification's result (approved, and the identity read from the document), and redeems it once.
 */
final class IdvProviderVerification implements Ports\IdentityVerification, Probe
{
    public function __construct(
        private readonly HttpClient $http,
        private readonly string $apiKey,
        private readonly string $signingKey,
        private readonly string $issuer,
        private readonly SpentTokens $spent,
        private readonly Clock $clock,
    ) {
    }

    public function start(string $orderType, string $idType, string $nationality, string $clientKey, string $lang): VerificationStart
    {
        $documentType = IdentityScan::documentType($orderType, $idType, $nationality);
        $minimumAge = IdentityScan::minimumAge($orderType);
        $answer = $this->http->send('verifications.create', 'POST', '/verifications', [
            'headers' => ['Authorization' => 'Bearer ' . $this->apiKey],
            'json' => [
                'reference' => self::reference($clientKey),
                'documentType' => $documentType,
                'documentSides' => IdentityScan::sides($documentType),
                'minimumAge' => $minimumAge,
                'faceAttempts' => IdentityScan::FACE_ATTEMPTS,
                'language' => $lang === 'ar' ? 'ar' : 'en',
            ],
        ]);
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        $v = $answer->object();
        $url = static fn (mixed $u): bool => is_string($u) && preg_match('#^https?://[^/\s?\#]+[^\s]*$#i', $u) === 1;
        if (
            !is_string($v['token'] ?? null) || $v['token'] === '' || !is_int($v['expiresIn'] ?? null) || $v['expiresIn'] <= 0
            || !$url($v['documentUrl'] ?? null) || !$url($v['faceUrl'] ?? null)
        ) {
            throw $this->malformed($answer);
        }
        return new VerificationStart(
            $v['token'],
            $v['expiresIn'],
            ['name' => 'provider', 'document_url' => $v['documentUrl'], 'face_url' => $v['faceUrl']],
            $documentType,
            IdentityScan::sides($documentType),
            $minimumAge,
            IdentityScan::FACE_ATTEMPTS,
            IdentityScan::MAX_FILE_BYTES,
        );
    }

    public function redeem(string $resultToken, string $clientKey): ScannedIdentity|string
    {
        $claims = $this->signingKey !== '' ? Jwt::decode($resultToken, $this->signingKey) : null;
        if (
            $claims === null || ($claims['iss'] ?? null) !== $this->issuer || !is_string($claims['jti'] ?? null)
            || preg_match('/^[A-Za-z0-9_-]{1,64}$/', $claims['jti']) !== 1
            || !is_string($claims['sid'] ?? null) || !hash_equals(self::reference($clientKey), $claims['sid'])
        ) {
            return 'result_token_invalid';
        }
        if (!is_int($claims['exp'] ?? null) || $claims['exp'] <= $this->clock->now()) {
            return 'result_token_expired';
        }
        // The result as the provider keeps it, server to server: the token only says which one.
        $answer = $this->http->send('verifications.get', 'GET', HttpClient::path('/verifications/%s', $claims['jti']), [
            'headers' => ['Authorization' => 'Bearer ' . $this->apiKey],
        ]);
        if ($answer->status === 404) {
            return 'result_token_invalid';
        }
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        $result = $answer->object();
        if (($result['reference'] ?? null) !== $claims['sid'] || ($result['status'] ?? null) !== 'approved' || !is_array($result['identity'] ?? null)) {
            return 'result_token_invalid';
        }
        if (!$this->spent->spend('idv-result', $claims['jti'], max(60, $claims['exp'] - $this->clock->now()) + DAY_IN_SECONDS)) {
            return 'result_token_used';
        }
        return ScannedIdentity::fromClaims(['jti' => $claims['jti']] + $result['identity']);
    }

    /** The session's reference at the provider: its id hashed, never the id itself. */
    private static function reference(string $clientKey): string
    {
        return hash('sha256', 'whl-idv|' . $clientKey);
    }

    private function malformed(UpstreamResponse $answer): UpstreamFailure
    {
        return new UpstreamFailure($answer->service, $answer->operation, UpstreamFailure::MALFORMED, $answer->status);
    }

    /** A read of a verification id that does not exist. */
    public function probe(): string
    {
        return ProbeAnswer::read($this->http->send('probe', 'GET', '/verifications/whl-connection-test', [
            'headers' => ['Authorization' => 'Bearer ' . $this->apiKey],
        ]));
    }
}
