<?php

declare(strict_types=1);

namespace Whl\Bridge\Ports;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\IdentityUser;

/**
 * The external identity provider (000 §4.5, §6; the spec's `{idp}` is Keycloak): OpenID Connect
 * authorization-code flow with PKCE (S256), the user info and the profile update (000 §3.9).
 * Adapters: Sandbox (a login page served by this plugin), OpenID Connect (issue 13).
 * Every method throws \RuntimeException when the provider cannot be reached or answers nonsense;
 * a refusal (a bad code, an expired token) is null or false, never an exception.
 */
interface Identity
{
    /** The provider's login page for this authorization request (the browser is sent there). */
    public function authorizationUrl(string $state, string $codeChallenge, string $redirectUri, string $lang): string;

    /** The access token for an authorization code and its PKCE verifier, or null when refused. */
    public function exchangeCode(string $code, string $codeVerifier, string $redirectUri): ?string;

    /** The user the access token belongs to, or null when the token is refused (expired, unknown). */
    public function userInfo(string $accessToken): ?IdentityUser;

    /**
     * Updates the user's profile (000 §3.9 fields, already checked); false when the token is refused.
     *
     * @param array<string, string> $profile
     */
    public function updateUser(string $accessToken, array $profile): bool;
}
