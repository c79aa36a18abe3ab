<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Settings;

defined('ABSPATH') || exit;

/**
 * issue 13: the adapter of each port by default ('sandbox' is the plugin's own), and where each
 * production adapter's upstream is and its credentials (docs/upstreams.md), by port; a port on the
 * Sandbox ignores its entry. Every call has the timeout; idempotent calls are tried again up to
 * `retries` times.
 */
final class Upstreams
{
    public const ADAPTERS = [
        'commerce' => 'sandbox',
        'number_inventory' => 'sandbox',
        'identity' => 'sandbox',
        'identity_verification' => 'sandbox',
        'otp' => 'sandbox',
        'captcha' => 'sandbox',
        'payment_gateway' => 'sandbox',
        'places' => 'sandbox',
        // the documents in a private folder outside the web root (upload_storage_dir), on every site
        'storage' => 'filesystem',
        'customer_directory' => 'sandbox',
        'customer_accounts' => 'sandbox',
        'credit_check' => 'sandbox',
    ];

    public const DEFAULTS = [
        // Magento 2 (commerce and customer_accounts): the administrator's credentials obtain its token
        'commerce' => [
            'base_url' => '',
            'store_code' => 'default',
            'vendor' => 'whl', // the operator's modules: {vendor}-customcustomerapi, {vendor}-orderflow
            'username' => '',
            'password' => '',
            'timeout_seconds' => 10.0,
            'retries' => 2,
        ],
        'captcha' => [
            'verify_url' => 'https://www.google.com/recaptcha/api/siteverify',
            'secret' => '',
            'min_score' => 0.5,
            'hostname' => '', // '' = this site's host
            'timeout_seconds' => 5.0,
            'retries' => 0, // siteverify is a POST that spends the token: never tried twice
        ],
        'number_inventory' => ['base_url' => '', 'client_id' => '', 'api_key' => '', 'timeout_seconds' => 8.0, 'retries' => 2],
        'identity' => [
            'issuer_url' => '', // the realm's, e.g. https://sso.operator.om/realms/shop
            'client_id' => '',
            'client_secret' => '',
            'timeout_seconds' => 8.0,
            'retries' => 1,
        ],
        'identity_verification' => [
            'base_url' => '',
            'api_key' => '',
            'signing_key' => '', // the result tokens' HS256 key, shared with the provider
            'issuer' => '',
            'timeout_seconds' => 10.0,
            'retries' => 1,
        ],
        'payment_gateway' => ['base_url' => '', 'merchant_id' => '', 'api_key' => '', 'signing_key' => '', 'timeout_seconds' => 15.0, 'retries' => 2],
        // the ESB's customer directory (TMF629 names), credit check and address service (TMF673 names)
        'customer_directory' => ['base_url' => '', 'client_id' => '', 'api_key' => '', 'timeout_seconds' => 8.0, 'retries' => 2],
        'credit_check' => ['base_url' => '', 'client_id' => '', 'api_key' => '', 'timeout_seconds' => 10.0, 'retries' => 1],
        'places' => ['base_url' => '', 'client_id' => '', 'api_key' => '', 'timeout_seconds' => 5.0, 'retries' => 1],
        'otp' => ['base_url' => '', 'api_key' => '', 'sender' => '', 'timeout_seconds' => 8.0, 'retries' => 0],
    ];

    /**
     * @param array<string, string|int|float> $defaults a port's fields and their defaults
     * @return array<string, mixed> the schema of a port's upstream (WordPress\Settings\OptionSchema)
     */
    public static function schema(array $defaults): array
    {
        $fields = [];
        foreach ($defaults as $field => $default) {
            $fields[$field] = self::field($default, $field);
        }
        return OptionSchema::object($fields);
    }

    /**
     * The schema of an upstream field by its default and name: a URL field (…_url) is '' or an http(s)
     * URL; other text has no control character; a timeout under 1 s is not kept (WordPress's HTTP API,
     * cURL with the system resolver, waits at least 1 s anyway).
     *
     * @return array<string, mixed>
     */
    public static function field(string|int|float $default, string $field): array
    {
        return match (true) {
            is_string($default) => [
                'type' => 'string', 'maxLength' => 2000, 'default' => $default,
            ] + (str_ends_with($field, '_url')
                ? ['pattern' => '^((?i)https?://[^/\s?#]+\S*)?$', 'takes' => 'http', 'prepare' => static fn ($v) => is_string($v) ? trim($v) : $v]
                : ['pattern' => '^[^\x00-\x1f\x7f]*$', 'finish' => 'trim']),
            $field === 'retries' => OptionSchema::count($default, 0, 5),
            $field === 'min_score' => ['type' => 'number', 'minimum' => 0, 'maximum' => 1, 'default' => $default],
            default => ['type' => 'number', 'minimum' => 1, 'maximum' => 120, 'default' => $default],
        };
    }
}
