<?php

declare(strict_types=1);

namespace Whl\Bridge\Http;

/**
 * An expected failure with a code of the contract's envelope table (contract §3). Its message is
 * the code or a safe sentence, never internal detail: it is shown to the browser.
 */
final class BridgeException extends \RuntimeException
{
    /**
     * @param array<string, string> $errors field => code, for validation_error
     */
    public function __construct(
        public readonly string $responseCode,
        public readonly array $errors = [],
        private readonly ?int $status = null,
        string $safeMessage = '',
    ) {
        parent::__construct($safeMessage !== '' ? $safeMessage : $responseCode);
    }

    public function httpStatus(): int
    {
        return $this->status ?? Response::statusFor($this->responseCode);
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

    public static function rateLimited(): self
    {
        return new self('rate_limited');
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
