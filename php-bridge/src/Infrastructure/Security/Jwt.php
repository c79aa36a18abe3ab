<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Security;

defined('ABSPATH') || exit;

/**
 * Compact JSON Web Tokens signed with HS256 (RFC 7519, RFC 7515), the identity-verification result
 * token's form (000 §4.6, §7.4). Only HS256 is read: a token naming another algorithm (`none`
 * above all) is refused. Expiry and the other claims are the caller's to check.
 */
final class Jwt
{
    public static function encode(array $claims, string $secret): string
    {
        $header = self::base64url((string) wp_json_encode(['alg' => 'HS256', 'typ' => 'JWT']));
        $payload = self::base64url((string) wp_json_encode($claims, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES));
        return $header . '.' . $payload . '.' . self::base64url(hash_hmac('sha256', $header . '.' . $payload, $secret, true));
    }

    /**
     * The claims of a token whose HS256 signature $secret makes; null for anything else.
     *
     * @return array<string, mixed>|null
     */
    public static function decode(string $token, string $secret): ?array
    {
        if (strlen($token) > 8192 || !preg_match('/^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/', $token, $m)) {
            return null;
        }
        $header = json_decode(self::unbase64url($m[1]), true);
        if (!is_array($header) || ($header['alg'] ?? null) !== 'HS256') {
            return null;
        }
        $expected = self::base64url(hash_hmac('sha256', $m[1] . '.' . $m[2], $secret, true));
        if (!hash_equals($expected, $m[3])) {
            return null;
        }
        $claims = json_decode(self::unbase64url($m[2]), true);
        return is_array($claims) ? $claims : null;
    }

    private static function base64url(string $bytes): string
    {
        return rtrim(strtr(base64_encode($bytes), '+/', '-_'), '=');
    }

    private static function unbase64url(string $text): string
    {
        return (string) base64_decode(strtr($text, '-_', '+/'), true);
    }
}
