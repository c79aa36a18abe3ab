<?php

declare(strict_types=1);

namespace Whl\Bridge\Http;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\Security\ClientAddress;

/**
 * One incoming call, sanitised once: GET and POST fields (POST wins), unslashed, scalar values
 * only, passed through sanitize_text_field. Handlers read typed values; rules live in Validation.
 */
final class Request
{
    private const MAX_LENGTH = 2000;

    /** @var array<string, string> */
    private array $params = [];

    /** @var array<string, array<array-key, mixed>> uploaded files ($_FILES), read by file() */
    private array $files = [];

    /** @var array<string, string> POST fields unsanitised and untruncated, read by rawPost() */
    private array $rawPost = [];

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
        $request = new self(
            $params,
            self::normaliseMethod($_SERVER['REQUEST_METHOD'] ?? 'GET'),
            is_string($nonce) ? sanitize_key($nonce) : '',
            self::clientIp(),
        );
        foreach (wp_unslash($_POST) as $key => $value) {
            if (is_string($key) && is_string($value)) {
                $request->rawPost[$key] = $value;
            }
        }
        foreach ($_FILES as $key => $file) {
            if (is_string($key) && is_array($file)) {
                $request->files[$key] = $file;
            }
        }
        return $request;
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

    /**
     * Several fields at once, as string() reads them ('' when absent), for a use case's request.
     *
     * @param list<string> $keys
     * @return array<string, string>
     */
    public function strings(array $keys): array
    {
        return array_combine($keys, array_map(fn (string $key): string => $this->string($key), $keys));
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

    /**
     * A POST field as sent (unslashed only), for data too long or too binary for string(): a data
     * URL (000 §7.4 compressedImage). The caller checks it fully before any use.
     */
    public function rawPost(string $key): string
    {
        return $this->rawPost[$key] ?? '';
    }

    /**
     * The file uploaded in multipart field $key (000 §7.4), checked for PHP's upload errors: null
     * when none was sent; otherwise its error (UPLOAD_ERR_OK only for a complete file that PHP
     * received in this request), the client's name (PHP keeps the last path segment; full_path is
     * what the client sent, path included), the temporary file and its size. The client's MIME
     * type is not handed out: the content decides the type (Infrastructure\Security\UploadCheck).
     *
     * @return array{error: int, name: string, full_path: string, tmp_name: string, size: int}|null
     */
    public function file(string $key): ?array
    {
        $file = $this->files[$key] ?? null;
        if (!is_array($file) || !is_int($file['error'] ?? null)) {
            return null; // absent, or a field[] array of several files
        }
        $error = $file['error'];
        if ($error === UPLOAD_ERR_NO_FILE) {
            return null;
        }
        $tmp = is_string($file['tmp_name'] ?? null) ? $file['tmp_name'] : '';
        if ($error === UPLOAD_ERR_OK && ($tmp === '' || !is_uploaded_file($tmp))) {
            $error = UPLOAD_ERR_NO_TMP_DIR; // not a file of this request's upload: never read
        }
        $name = is_string($file['name'] ?? null) ? mb_substr($file['name'], 0, 255) : '';
        return [
            'error' => $error,
            'name' => $name,
            'full_path' => is_string($file['full_path'] ?? null) ? mb_substr($file['full_path'], 0, 1000) : $name,
            'tmp_name' => $error === UPLOAD_ERR_OK ? $tmp : '',
            'size' => is_int($file['size'] ?? null) ? $file['size'] : 0,
        ];
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

    /** The connection's address, or the client's behind the operator's trusted proxies (Infrastructure\Security\ClientAddress). */
    private static function clientIp(): string
    {
        return ClientAddress::current();
    }
}
