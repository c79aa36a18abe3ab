<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Oidc;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\IdentityUser;
use Whl\Bridge\Infrastructure\Upstream\HttpClient;
use Whl\Bridge\Infrastructure\Upstream\Probe;
use Whl\Bridge\Infrastructure\Upstream\ProbeAnswer;
use Whl\Bridge\Infrastructure\Upstream\UpstreamFailure;
use Whl\Bridge\Infrastructure\Upstream\UpstreamResponse;
use Whl\Bridge\Ports;

/**
 * The operator's identity provider over OpenID Connect, at Keycloak's paths below the realm's
 * issuer URL (docs/upstreams.md "Identity"): the authorization-code flow with PKCE (S256), the
 * client authenticated with its secret at the token endpoint (never in the browser), the user info,
 * and the profile update through Keycloak's account API with the user's own access token.
 */
final class OidcIdentity implements Ports\Identity, Probe
{
    /** Profile fields of 000 §3.9 read from the user info's claims of the same name (a mapper of the realm). */
    private const ATTRIBUTE_CLAIMS = [
        'fullName', 'middleName', 'mobileNumber', 'dateOfBirth', 'idExpiryDate', 'idNumber', 'idType', 'countryCode', 'gender', 'nation',
    ];

    public function __construct(
        private readonly HttpClient $http,
        private readonly string $issuerUrl,
        private readonly string $clientId,
        private readonly string $clientSecret,
    ) {
    }

    public function authorizationUrl(string $state, string $codeChallenge, string $redirectUri, string $lang): string
    {
        return rtrim($this->issuerUrl, '/') . '/protocol/openid-connect/auth?' . http_build_query([
            'response_type' => 'code',
            'client_id' => $this->clientId,
            'redirect_uri' => $redirectUri,
            'scope' => 'openid profile email',
            'state' => $state,
            'code_challenge' => $codeChallenge,
            'code_challenge_method' => 'S256',
            'ui_locales' => $lang === 'ar' ? 'ar' : 'en',
        ], '', '&', PHP_QUERY_RFC3986);
    }

    public function exchangeCode(string $code, string $codeVerifier, string $redirectUri): ?string
    {
        // a code works once: the call is never tried twice
        $answer = $this->http->send('token', 'POST', '/protocol/openid-connect/token', ['form' => [
            'grant_type' => 'authorization_code',
            'code' => $code,
            'code_verifier' => $codeVerifier,
            'redirect_uri' => $redirectUri,
            'client_id' => $this->clientId,
            'client_secret' => $this->clientSecret,
        ]]);
        if ($answer->status === 400 || $answer->status === 401) {
            return null; // invalid_grant (a used, expired or forged code; a wrong verifier), or the client refused
        }
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        $token = $answer->object()['access_token'] ?? null;
        if (!is_string($token) || $token === '') {
            throw $this->malformed($answer);
        }
        return $token;
    }

    public function userInfo(string $accessToken): ?IdentityUser
    {
        $answer = $this->http->send('userinfo', 'GET', '/protocol/openid-connect/userinfo', [
            'headers' => ['Authorization' => 'Bearer ' . $accessToken],
        ]);
        if ($answer->status === 401 || $answer->status === 403) {
            return null;
        }
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        $claims = $answer->object();
        if (!is_string($claims['sub'] ?? null) || $claims['sub'] === '') {
            throw $this->malformed($answer);
        }
        $text = static fn (string $name): string => is_string($claims[$name] ?? null) ? $claims[$name] : '';
        $attributes = [];
        foreach (self::ATTRIBUTE_CLAIMS as $name) {
            if (is_string($claims[$name] ?? null)) {
                $attributes[$name] = $claims[$name];
            }
        }
        return new IdentityUser($claims['sub'], $text('preferred_username'), $text('email'), $text('given_name'), $text('family_name'), $attributes);
    }

    public function updateUser(string $accessToken, array $profile): bool
    {
        // Keycloak's account API replaces the whole representation: read it, change the fields given.
        $auth = ['Authorization' => 'Bearer ' . $accessToken];
        $current = $this->http->send('account.get', 'GET', '/account', ['headers' => $auth]);
        if ($current->status === 401 || $current->status === 403) {
            return false;
        }
        if (!$current->ok()) {
            throw $current->unexpected();
        }
        $account = $current->object();
        $attributes = is_array($account['attributes'] ?? null) ? $account['attributes'] : [];
        foreach ($profile as $field => $value) {
            if (in_array($field, ['firstName', 'lastName', 'email'], true)) {
                $account[$field] = $value;
            } else {
                $attributes[$field] = [$value];
            }
        }
        $account['attributes'] = (object) $attributes;
        $answer = $this->http->send('account.update', 'POST', '/account', ['headers' => $auth, 'json' => $account]);
        if ($answer->status === 401 || $answer->status === 403) {
            return false;
        }
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        return true;
    }

    private function malformed(UpstreamResponse $answer): UpstreamFailure
    {
        return new UpstreamFailure($answer->service, $answer->operation, UpstreamFailure::MALFORMED, $answer->status);
    }

    /** The realm's discovery document: it must name this issuer. */
    public function probe(): string
    {
        $answer = $this->http->send('probe', 'GET', '/.well-known/openid-configuration');
        if (!$answer->ok()) {
            throw $answer->unexpected();
        }
        if (($answer->object()['issuer'] ?? null) !== rtrim($this->issuerUrl, '/')) {
            throw $this->malformed($answer);
        }
        return ProbeAnswer::read($answer);
    }
}
