<?php

declare(strict_types=1);

namespace Whl\Bridge\Application;

defined('ABSPATH') || exit;

/**
 * A use case's expected refusal: a code of the contract's envelope table (contract §3), the fields
 * at fault (validation_error) or a business outcome's data (security_deposit, …). It knows nothing
 * of HTTP: Http\Pipeline answers it in the envelope with the code's status. Its message is the code
 * or a safe sentence, never internal detail: it is shown to the browser.
 */
class Refusal extends \RuntimeException
{
    /**
     * @param array<string, string> $errors field => code, for validation_error
     * @param int|null $retryAfter seconds until the refused call may succeed (sent as Retry-After)
     * @param array<string, mixed> $data a business outcome's data (contract §3), sent beside the code
     */
    public function __construct(
        public readonly string $responseCode,
        public readonly array $errors = [],
        string $safeMessage = '',
        public readonly ?int $retryAfter = null,
        public readonly array $data = [],
    ) {
        parent::__construct($safeMessage !== '' ? $safeMessage : $responseCode);
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

    public static function notFound(): self
    {
        return new self('not_found');
    }

    public static function sessionExpired(): self
    {
        return new self('session_expired');
    }

    /** The client already holds as many numbers as it may (issue 6 finding 1); one ends in $retryAfter s. */
    public static function holdLimit(int $retryAfter): self
    {
        return new self('hold_limit', retryAfter: $retryAfter);
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
