<?php

declare(strict_types=1);

namespace Whl\Bridge\Http;

defined('ABSPATH') || exit;

/**
 * An expected failure with a code of the contract's envelope table (contract §3). Its message is
 * the code or a safe sentence, never internal detail: it is shown to the browser.
 */
final class BridgeException extends \RuntimeException
{
    /**
     * @param array<string, string> $errors field => code, for validation_error
     * @param int|null $retryAfter seconds, sent as Retry-After (429, 503)
     * @param array<string, mixed> $data a business outcome's data (contract §3), sent beside the code
     */
    public function __construct(
        public readonly string $responseCode,
        public readonly array $errors = [],
        private readonly ?int $status = null,
        string $safeMessage = '',
        public readonly ?int $retryAfter = null,
        public readonly array $data = [],
    ) {
        parent::__construct($safeMessage !== '' ? $safeMessage : $responseCode);
    }

    public function httpStatus(): int
    {
        return $this->status ?? Response::statusFor($this->responseCode);
    }

    /**
     * A business outcome of the checkout (000 §8, contract §3), e.g. security_deposit with
     * credit_limit_money, salary_range and the submit token.
     *
     * @param array<string, mixed> $data
     */
    public static function outcome(string $code, array $data = []): self
    {
        return new self($code, data: $data);
    }

    /** @param array<string, string> $errors */
    public static function validation(array $errors): self
    {
        return new self('validation_error', $errors);
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

    /** The client already holds as many numbers as it may (issue 6 finding 1); one ends in $retryAfter s. */
    public static function holdLimit(int $retryAfter): self
    {
        return new self('hold_limit', retryAfter: $retryAfter);
    }

    /** The service cannot answer now (e.g. its back end is not allowed on this site). */
    public static function unavailable(): self
    {
        return new self('failure', status: 503);
    }

    public static function notFound(): self
    {
        return new self('not_found');
    }

    public static function sessionExpired(): self
    {
        return new self('session_expired');
    }

    public static function cartNotEmpty(): self
    {
        return new self('cart_not_empty');
    }

    public static function numberUnavailable(): self
    {
        return new self('number_unavailable');
    }

    public static function reservationExpired(): self
    {
        return new self('reservation_expired');
    }

    public static function samePlan(): self
    {
        return new self('same_plan'); // the widget shows 000 §8 'Already selected the same plan, …' in its language
    }
}
