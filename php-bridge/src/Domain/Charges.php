<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * What a cart charges today and what it charges every month (000 §9, issue 8): a postpaid plan and a
 * device on instalments are billed monthly; the number fee, a prepaid plan and every one-off item
 * are due today. VAT is computed on each part's subtotal, as on the cart's totals.
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
        [$today, $exempt, $monthly] = [0, 0, 0];
        foreach ($cart->items as $item) {
            $today += $item->numberPriceBaisa() * $item->qty;
            if (self::isMonthly($item)) {
                $monthly += self::monthlyBaisa($item) * $item->qty;
            } elseif ($item->isVatExempt()) {
                $exempt += $item->priceBaisa * $item->qty;
            } else {
                $today += $item->priceBaisa * $item->qty;
            }
        }
        $hasMonthly = array_filter($cart->items, self::isMonthly(...)) !== [];
        return new self(Totals::of($today, $exempt, $vatPercent), $hasMonthly ? Totals::ofSubtotal($monthly, $vatPercent) : null);
    }

    /** A postpaid plan's price is its monthly charge; a device on instalments is paid over its months. */
    public static function isMonthly(CartItem $item): bool
    {
        return ($item->productType === 'plan' && $item->serviceType === 'postpaid') || self::instalmentMonths($item) > 0;
    }

    /** What the item charges a month, before VAT: the plan's price, or the device's instalment. */
    public static function monthlyBaisa(CartItem $item): int
    {
        $months = self::instalmentMonths($item);
        return $months > 0 ? Money::instalment($item->priceBaisa, $months) : $item->priceBaisa;
    }

    /** 000 §3.2 device-installment: the months the device is paid over (0 for any other item). */
    public static function instalmentMonths(CartItem $item): int
    {
        return (int) ($item->options['installment_months'] ?? 0);
    }
}
