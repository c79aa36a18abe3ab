<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\IdentityUser;
use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\Ports;

/**
 * The Sandbox identity provider: a real OpenID Connect authorization-code flow with PKCE (S256)
 * on the WordPress database, its login page served by this plugin (WordPress\Frontend\SandboxLoginPage at
 * `/?whl_sbx_idp=authorize`). One client, the shop, whose only redirect URI is the bridge's
 * callback. Codes live 60 s and work once; access tokens live an hour. Users are the demo
 * accounts of SeedAccounts (README), passwords hashed.
 */
final class SandboxIdentity implements Ports\Identity
{
    public const PAGE_QUERY = 'whl_sbx_idp';
    public const CLIENT_ID = 'whl-storefront';
    public const CODE_SECONDS = 60;
    public const TOKEN_SECONDS = 3600;

    public function __construct(
        private readonly \wpdb $db,
        private readonly string $siteUrl,
        private readonly string $redirectUri,
        private readonly Clock $clock = new SystemClock(),
    ) {
    }

    /** @return list<string> dbDelta statements */
    public static function schema(string $prefix, string $collate): array
    {
        return [
            "CREATE TABLE {$prefix}whl_sbx_idp_users (
  user_id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  username varchar(60) NOT NULL,
  email varchar(190) NOT NULL,
  password_hash varchar(255) NOT NULL,
  first_name varchar(60) NOT NULL,
  last_name varchar(60) NOT NULL,
  attributes longtext NOT NULL,
  PRIMARY KEY  (user_id),
  UNIQUE KEY username (username),
  UNIQUE KEY email (email)
) {$collate};",
            // Authorization codes (kind code: data holds the PKCE challenge and redirect URI) and access tokens.
            "CREATE TABLE {$prefix}whl_sbx_idp_tokens (
  token_hash char(64) NOT NULL,
  kind varchar(10) NOT NULL,
  user_id bigint(20) unsigned NOT NULL,
  data longtext NOT NULL,
  expires_at datetime NOT NULL,
  used_at datetime DEFAULT NULL,
  PRIMARY KEY  (token_hash),
  KEY expires_at (expires_at)
) {$collate};",
        ];
    }

    public function authorizationUrl(string $state, string $codeChallenge, string $redirectUri, string $lang): string
    {
        return add_query_arg(array_map('rawurlencode', [
            self::PAGE_QUERY => 'authorize',
            'response_type' => 'code',
            'client_id' => self::CLIENT_ID,
            'redirect_uri' => $redirectUri,
            'scope' => 'openid profile email',
            'state' => $state,
            'code_challenge' => $codeChallenge,
            'code_challenge_method' => 'S256',
            'ui_locales' => $lang,
        ]), $this->siteUrl);
    }

    /**
     * Whether an authorization request may show the login page: the shop's client, its own
     * redirect URI, a state and an S256 challenge (RFC 7636 §4.2: 43 characters).
     *
     * @param array<string, mixed> $request
     */
    public function validRequest(array $request): bool
    {
        return ($request['response_type'] ?? '') === 'code'
            && ($request['client_id'] ?? '') === self::CLIENT_ID
            && ($request['redirect_uri'] ?? '') === $this->redirectUri
            && is_string($request['state'] ?? null) && preg_match('/^[A-Za-z0-9_-]{16,128}$/', $request['state']) === 1
            && ($request['code_challenge_method'] ?? '') === 'S256'
            && is_string($request['code_challenge'] ?? null) && preg_match('/^[A-Za-z0-9_-]{43}$/', $request['code_challenge']) === 1;
    }

    /**
     * The login form's answer: the redirect back to the shop with a new code, or null when the
     * username (or e-mail) and password do not match a user.
     *
     * @param array<string, mixed> $request a request validRequest() accepted
     */
    public function login(string $username, string $password, array $request): ?string
    {
        $row = Db::row($this->db, $this->db->prepare(
            "SELECT user_id, password_hash FROM {$this->table('idp_users')} WHERE username = %s OR email = %s LIMIT 1",
            $username,
            $username,
        ));
        if ($row === null || !password_verify($password, (string) $row['password_hash'])) {
            return null;
        }
        $code = self::randomToken();
        $this->store($code, 'code', (int) $row['user_id'], [
            'challenge' => (string) $request['code_challenge'],
            'redirect_uri' => (string) $request['redirect_uri'],
        ], self::CODE_SECONDS);
        return add_query_arg(['code' => $code, 'state' => rawurlencode((string) $request['state'])], (string) $request['redirect_uri']);
    }

    public function exchangeCode(string $code, string $codeVerifier, string $redirectUri): ?string
    {
        $now = $this->clock->now();
        // single use: only the request that marks the code used gets a token (a replay gets null)
        $claimed = Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table('idp_tokens')} SET used_at = %s WHERE token_hash = %s AND kind = 'code' AND used_at IS NULL AND expires_at > %s",
            gmdate('Y-m-d H:i:s', $now),
            self::hash($code),
            gmdate('Y-m-d H:i:s', $now),
        ));
        if ($claimed !== 1) {
            return null;
        }
        $row = Db::row($this->db, $this->db->prepare(
            "SELECT user_id, data FROM {$this->table('idp_tokens')} WHERE token_hash = %s",
            self::hash($code),
        ));
        $data = json_decode((string) ($row['data'] ?? ''), true);
        $challenge = rtrim(strtr(base64_encode(hash('sha256', $codeVerifier, true)), '+/', '-_'), '=');
        if (
            $row === null || !is_array($data) || !hash_equals((string) ($data['challenge'] ?? ''), $challenge)
            || !hash_equals((string) ($data['redirect_uri'] ?? ''), $redirectUri)
        ) {
            return null;
        }
        $token = self::randomToken();
        $this->store($token, 'access', (int) $row['user_id'], [], self::TOKEN_SECONDS);
        return $token;
    }

    public function userInfo(string $accessToken): ?IdentityUser
    {
        $userId = $this->tokenUser($accessToken);
        if ($userId === null) {
            return null;
        }
        $row = Db::row($this->db, $this->db->prepare(
            "SELECT user_id, username, email, first_name, last_name, attributes FROM {$this->table('idp_users')} WHERE user_id = %d",
            $userId,
        ));
        if ($row === null) {
            return null;
        }
        $attributes = json_decode((string) $row['attributes'], true);
        return new IdentityUser(
            'sbx-' . $row['user_id'],
            (string) $row['username'],
            (string) $row['email'],
            (string) $row['first_name'],
            (string) $row['last_name'],
            is_array($attributes) ? array_map('strval', $attributes) : [],
        );
    }

    public function updateUser(string $accessToken, array $profile): bool
    {
        $userId = $this->tokenUser($accessToken);
        if ($userId === null) {
            return false;
        }
        $row = Db::row($this->db, $this->db->prepare("SELECT attributes FROM {$this->table('idp_users')} WHERE user_id = %d", $userId));
        $attributes = json_decode((string) ($row['attributes'] ?? ''), true);
        $attributes = array_merge(is_array($attributes) ? $attributes : [], $profile);
        Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table('idp_users')} SET attributes = %s,
                first_name = IF(%s = '', first_name, %s), last_name = IF(%s = '', last_name, %s) WHERE user_id = %d",
            (string) wp_json_encode($attributes),
            $profile['firstName'] ?? '',
            $profile['firstName'] ?? '',
            $profile['lastName'] ?? '',
            $profile['lastName'] ?? '',
            $userId,
        ));
        return true;
    }

    /**
     * Seeds the demo accounts (README): inserted once, the password hash kept on later seeds.
     *
     * @param list<array{username: string, email: string, password: string, first_name: string, last_name: string}> $accounts
     */
    public static function seed(\wpdb $db, array $accounts): void
    {
        foreach ($accounts as $account) {
            $db->query($db->prepare(
                "INSERT IGNORE INTO {$db->prefix}whl_sbx_idp_users (username, email, password_hash, first_name, last_name, attributes)
                 VALUES (%s, %s, %s, %s, %s, '{}')",
                $account['username'],
                $account['email'],
                password_hash($account['password'], PASSWORD_DEFAULT),
                $account['first_name'],
                $account['last_name'],
            ));
        }
    }

    private function tokenUser(string $accessToken): ?int
    {
        if (preg_match('/^[A-Za-z0-9_-]{43}$/', $accessToken) !== 1) {
            return null;
        }
        $userId = Db::value($this->db, $this->db->prepare(
            "SELECT user_id FROM {$this->table('idp_tokens')} WHERE token_hash = %s AND kind = 'access' AND expires_at > %s",
            self::hash($accessToken),
            gmdate('Y-m-d H:i:s', $this->clock->now()),
        ));
        return $userId === null ? null : (int) $userId;
    }

    /** @param array<string, string> $data */
    private function store(string $token, string $kind, int $userId, array $data, int $seconds): void
    {
        $now = $this->clock->now();
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->table('idp_tokens')} (token_hash, kind, user_id, data, expires_at) VALUES (%s, %s, %d, %s, %s)",
            self::hash($token),
            $kind,
            $userId,
            (string) wp_json_encode($data),
            gmdate('Y-m-d H:i:s', $now + $seconds),
        ));
        // expired rows go now and then (one in fifty writes)
        if (random_int(1, 50) === 1) {
            Db::write($this->db, $this->db->prepare(
                "DELETE FROM {$this->table('idp_tokens')} WHERE expires_at < %s",
                gmdate('Y-m-d H:i:s', $now - 86400),
            ));
        }
    }

    /** 256 random bits, base64url without padding (43 characters). */
    public static function randomToken(): string
    {
        return rtrim(strtr(base64_encode(random_bytes(32)), '+/', '-_'), '=');
    }

    private static function hash(string $token): string
    {
        return hash('sha256', $token);
    }

    private function table(string $name): string
    {
        return $this->db->prefix . 'whl_sbx_' . $name;
    }
}
