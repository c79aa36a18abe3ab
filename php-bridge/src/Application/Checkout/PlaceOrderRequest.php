<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Checkout;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Domain\PaymentMethods;

/** What a placement asks for (contract §4.15), checked once: a known payment method, the terms agreed. */
final class PlaceOrderRequest
{
    private function __construct(
        public readonly string $method,
        /** the payment page's language, kept on the order */
        public readonly string $lang,
        /** the client's address, for the caps per address */
        public readonly string $clientIp,
    ) {
    }

    /** @throws Refusal validation_error: payment_method_invalid, or terms required (000 §5.7) */
    public static function of(string $method, bool $termsAccepted, string $lang, string $clientIp = ''): self
    {
        if (!in_array($method, PaymentMethods::ALL, true)) {
            throw Refusal::validation(['payment_method' => 'payment_method_invalid']);
        }
        // 000 §5.7: the terms are agreed where the order is placed (payment, place-order delivery); the widget checks them first
        if (!$termsAccepted) {
            throw Refusal::validation(['terms' => 'required']);
        }
        return new self($method, $lang, $clientIp);
    }
}
