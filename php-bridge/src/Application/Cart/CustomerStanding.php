<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Cart;

defined('ABSPATH') || exit;

/**
 * What the operator knows of a cart's customer (000 §2.8, §8): flagged for fraud, with the
 * operator's own message (per language), and how many lines (connections) the customer already
 * holds, and how many of the shop's own orders are placed for them and not yet activated (by the ID
 * number or the contact number: each will be a line, issue 31 finding 3). Read through the Commerce
 * port by the quote's recorded personal details; a cart without them is a customer nobody knows yet.
 */
final class CustomerStanding
{
    /** @param array<string, string> $fraudMessage lang => the operator's message */
    public function __construct(
        public readonly bool $fraud = false,
        public readonly array $fraudMessage = [],
        public readonly int $lines = 0,
        public readonly int $openOrders = 0,
    ) {
    }

    public static function unknown(): self
    {
        return new self();
    }

    /** The operator's message in $lang (English when it has none in it), '' when not flagged. */
    public function fraudMessage(string $lang): string
    {
        if (!$this->fraud) {
            return '';
        }
        return $this->fraudMessage[$lang] ?? $this->fraudMessage['en'] ?? '';
    }

    /** 000 §8 'Too many lines': the customer holds $max lines or more, the open orders' counted (0: no maximum). */
    public function atLineLimit(int $max): bool
    {
        return $max > 0 && $this->lines + $this->openOrders >= $max;
    }
}
