<?php

declare(strict_types=1);

namespace Whl\Bridge\Http;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;

/**
 * A refusal of the HTTP layer itself (contract §3): a stale nonce, a missing captcha, a rate limit,
 * a status the code alone does not give. What a use case
 * refuses is an Application\Refusal; both are answered alike by Http\Pipeline.
 */
final class BridgeException extends Refusal
{
    /**
     * @param array<string, string> $errors field => code, for validation_error
     * @param int|null $retryAfter seconds, sent as Retry-After (429, 503)
     * @param array<string, mixed> $data a business outcome's data (contract §3), sent beside the code
     */
    public function __construct(
        string $responseCode,
        array $errors = [],
        private readonly ?int $status = null,
        string $safeMessage = '',
        ?int $retryAfter = null,
        array $data = [],
    ) {
        parent::__construct($responseCode, $errors, $safeMessage, $retryAfter, $data);
    }

    public function httpStatus(): int
    {
        return $this->status ?? Response::statusFor($this->responseCode);
    }

    public static function invalidNonce(): self
    {
        return new self('invalid_nonce');
    }

    public static function captchaFailed(): self
    {
        return new self('captcha_failed');
    }

    public static function rateLimited(int $retryAfter): self
    {
        return new self('rate_limited', retryAfter: $retryAfter);
    }
}
