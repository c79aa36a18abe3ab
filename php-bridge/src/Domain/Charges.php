<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * What a cart charges today and what it charges every month (000 §9, issue 8): a postpaid plan is
 * billed monthly; the number fee, a prepaid plan and every one-off item are due today. VAT is
 * computed on each part's subtotal, as on the cart's totals.
 */
final class Charges
{
    private function __construct(
        public readonly Totals $dueToday,
        public readonly ?Totals $monthly,
    ) {
    }

    public static function of(Cart $cart, int $vatPercent = Money::VAT_PERCENT): self
    {
        [$today, $monthly] = [0, 0];
        foreach ($cart->items as $item) {
            $today += $item->numberPriceBaisa() * $item->qty;
            if (self::isMonthly($item)) {
                $monthly += $item->priceBaisa * $item->qty;
            } else {
                $today += $item->priceBaisa * $item->qty;
            }
        }
        $hasMonthly = array_filter($cart->items, self::isMonthly(...)) !== [];
        return new self(Totals::ofSubtotal($today, $vatPercent), $hasMonthly ? Totals::ofSubtotal($monthly, $vatPercent) : null);
    }

    /** A postpaid plan's price is its monthly charge. */
    public static function isMonthly(CartItem $item): bool
    {
        return $item->productType === 'plan' && $item->serviceType === 'postpaid';
    }
}
