<?php

declare(strict_types=1);

namespace Whl\Bridge\Http;

defined('ABSPATH') || exit;

/**
 * One incoming call, sanitised once: GET and POST fields (POST wins), unslashed, scalar values
 * only, passed through sanitize_text_field. Handlers read typed values; rules live in Validation.
 */
final class Request
{
    private const MAX_LENGTH = 2000;

    /** @var array<string, string> */
    private array $params = [];

    /** @param array<array-key, mixed> $params */
    private function __construct(
        array $params,
        private readonly string $method,
        private readonly string $nonce,
        private readonly string $ip,
    ) {
        foreach ($params as $key => $value) {
            if (is_string($key) && is_scalar($value)) {
                $this->params[$key] = sanitize_text_field(mb_substr((string) $value, 0, self::MAX_LENGTH));
            }
        }
    }

    /** An admin-ajax call: WordPress slashes the superglobals, so they are unslashed here. */
    public static function fromGlobals(): self
    {
        $params = array_merge(wp_unslash($_GET), wp_unslash($_POST));
        $nonce = $params['_ajax_nonce'] ?? ($_SERVER['HTTP_X_WHL_NONCE'] ?? '');
        return new self(
            $params,
            self::normaliseMethod($_SERVER['REQUEST_METHOD'] ?? 'GET'),
            is_string($nonce) ? sanitize_key($nonce) : '',
            self::clientIp(),
        );
    }

    /** A REST call; its nonce travels in the X-WHL-Nonce header (contract §2). */
    /** A REST GET answered before WordPress's REST server (RestController::serveEarly): the nonce only from its header. */
    public static function fromRestGlobals(): self
    {
        return new self(
            wp_unslash($_GET),
            'GET',
            sanitize_key(is_string($_SERVER['HTTP_X_WHL_NONCE'] ?? null) ? $_SERVER['HTTP_X_WHL_NONCE'] : ''),
            self::clientIp(),
        );
    }

    public static function fromRest(\WP_REST_Request $request): self
    {
        return new self(
            array_merge($request->get_query_params(), $request->get_body_params()),
            self::normaliseMethod($request->get_method()),
            sanitize_key((string) $request->get_header('x_whl_nonce')),
            self::clientIp(),
        );
    }

    /** @param array<string, scalar> $params for tests and internal calls */
    public static function create(array $params, string $method = 'POST', string $nonce = '', string $ip = '127.0.0.1'): self
    {
        return new self($params, self::normaliseMethod($method), $nonce, $ip);
    }

    public function method(): string
    {
        return $this->method;
    }

    public function nonce(): string
    {
        return $this->nonce;
    }

    public function ip(): string
    {
        return $this->ip;
    }

    public function has(string $key): bool
    {
        return isset($this->params[$key]) && $this->params[$key] !== '';
    }

    /** The value, or $default when the field is absent or empty. */
    public function string(string $key, string $default = ''): string
    {
        $value = $this->params[$key] ?? '';
        return $value !== '' ? $value : $default;
    }

    /** The integer value, $default when absent or empty, null when present but not an integer. */
    public function int(string $key, ?int $default = null): ?int
    {
        $value = trim($this->params[$key] ?? '');
        if ($value === '') {
            return $default;
        }
        return preg_match('/^-?\d{1,9}$/', $value) ? (int) $value : null;
    }

    /** The shop's language for this call (000 §2: en unless lang=ar). */
    public function lang(): string
    {
        return $this->string('lang') === 'ar' ? 'ar' : 'en';
    }

    private static function normaliseMethod(string $method): string
    {
        $method = strtoupper($method);
        return in_array($method, ['GET', 'POST', 'HEAD'], true) ? $method : 'OTHER';
    }

    /** REMOTE_ADDR only: forwarded headers are client-controlled unless a trusted proxy sets them. */
    private static function clientIp(): string
    {
        $ip = $_SERVER['REMOTE_ADDR'] ?? '';
        return is_string($ip) && filter_var($ip, FILTER_VALIDATE_IP) ? $ip : '0.0.0.0';
    }
}
