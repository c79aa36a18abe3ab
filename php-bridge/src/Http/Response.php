<?php

declare(strict_types=1);

namespace Whl\Bridge\Http;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Application\Unavailable;

/**
 * The one answer envelope (contract §3): JSON with `responseCode`, success fields beside it,
 * errors as an HTTP status from the table plus `message` and optional `errors {field: code}`.
 * Immutable; emitted once, for admin-ajax (send) or for the REST server (toRest).
 */
final class Response
{
    /** contract §3: responseCode => HTTP status */
    public const STATUS = [
        'success' => 200,
        'invalid_nonce' => 403,
        'captcha_failed' => 403,
        'rate_limited' => 429,
        'hold_limit' => 429,
        'validation_error' => 422,
        'not_found' => 404,
        'cart_not_empty' => 409,
        'number_unavailable' => 409,
        'reservation_expired' => 409,
        'same_plan' => 409,
        // contract §4.15: an order is placed (or its payment in flight): the cart takes no more writes
        'cart_locked' => 409,
        // 000 §8 'Too many lines': the cart's customer already holds the configured maximum of lines
        'max_connections' => 409,
        // contract §8.6: the device variant sold out since its page was printed
        'out_of_stock' => 409,
        'session_expired' => 401,
        // contract §4.20: a proxy call outside the allow-list (administrator routes among them)
        'forbidden_route' => 403,
        'upload_invalid_type' => 422,
        'upload_too_large' => 413,
        // issue 31 finding 5: the session's or the address's upload caps; the store's disk under its floor
        'upload_limit' => 429,
        'upload_unavailable' => 503,
        // the checkout's business outcomes (000 §8, contract §3): their data sits beside the code
        'ekycFailure' => 409,
        'not_eligible' => 409,
        'limit_exceeded' => 429,
        'documentMissMatch' => 409,
        'security_deposit' => 409,
        'new_customer' => 404,
        'invalid_input' => 422,
        'otp_expired' => 409,
        'otp_invalid' => 422,
        'location_error' => 409,
        'eKycNotVerifed' => 409,
        'failure' => 500,
    ];

    private const NO_STORE = 'no-store, no-cache, must-revalidate, max-age=0, private';

    /**
     * @param array<string, mixed>  $payload
     * @param array<string, string> $headers
     */
    private function __construct(
        private readonly string $code,
        private readonly int $status,
        private readonly array $payload,
        private readonly array $headers = [],
    ) {
    }

    public static function statusFor(string $code): int
    {
        return self::STATUS[$code] ?? 500;
    }

    /** @param array<string, mixed> $payload fields beside responseCode, named as the spec names them */
    public static function success(array $payload = []): self
    {
        return new self('success', 200, $payload);
    }

    /**
     * @param array<string, string> $errors
     * @param array<string, mixed> $data a business outcome's data, beside the envelope's own fields
     */
    public static function error(string $code, array $errors = [], string $message = '', ?int $status = null, array $data = []): self
    {
        $payload = ['message' => $message !== '' ? $message : $code];
        if ($errors !== []) {
            $payload['errors'] = $errors;
        }
        unset($data['responseCode'], $data['message'], $data['errors']);
        return new self($code, $status ?? self::statusFor($code), $payload + $data);
    }

    /** A refusal in the envelope: its code's status (or the HTTP layer's own), fields, data and Retry-After. */
    public static function fromException(Refusal $e): self
    {
        $status = match (true) {
            $e instanceof BridgeException => $e->httpStatus(),
            $e instanceof Unavailable => 503,
            default => self::statusFor($e->responseCode),
        };
        $response = self::error($e->responseCode, $e->errors, $e->getMessage(), $status, $e->data);
        return $e->retryAfter === null ? $response
            : new self($response->code, $response->status, $response->payload, ['Retry-After' => (string) max(1, $e->retryAfter)]);
    }

    /** Anything unexpected: logged by the caller, answered without details. */
    public static function failure(): self
    {
        return self::error('failure');
    }

    /** Session-bound answers must never be kept by a page cache or proxy. */
    public function withNoStore(): self
    {
        return new self($this->code, $this->status, $this->payload, ['Cache-Control' => self::NO_STORE] + $this->headers);
    }

    /** Public catalogue answers: cacheable by browsers and page caches for a while. */
    public function withPublicCache(int $maxAge): self
    {
        if ($this->code !== 'success') {
            return $this->withNoStore();
        }
        return new self($this->code, $this->status, $this->payload, ['Cache-Control' => 'public, max-age=' . $maxAge] + $this->headers);
    }

    public function code(): string
    {
        return $this->code;
    }

    public function status(): int
    {
        return $this->status;
    }

    /** @return array<string, string> */
    public function headers(): array
    {
        return $this->headers;
    }

    /** @return array<string, mixed> */
    public function body(): array
    {
        return ['responseCode' => $this->code] + $this->payload;
    }

    public function toRest(): \WP_REST_Response
    {
        $response = new \WP_REST_Response($this->body(), $this->status);
        foreach ($this->headers as $name => $value) {
            $response->header($name, $value);
        }
        return $response;
    }

    /** Emits the answer of an admin-ajax action and ends the request (wp_die in ajax context). */
    public function send(): void
    {
        // admin-ajax and wp_die() send WordPress's no-cache headers; ours must survive them.
        $headers = $this->headers;
        add_filter('nocache_headers', static fn (array $h): array => array_merge($h, $headers));
        if (!headers_sent()) {
            foreach ($this->headers as $name => $value) {
                header($name . ': ' . $value);
            }
        }
        wp_send_json($this->body(), $this->status, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);
    }
}
