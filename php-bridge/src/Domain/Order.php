<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * A placed order (000 §3.15), as the Commerce port keeps it: the items, totals and details are
 * the quote's at placement and do not follow the cart afterwards.
 */
final class Order
{
    /** 000 §4.12 the statuses of a payment that failed: the thank-you page's failed view. */
    public const FAILED_STATUSES = ['payment_failure', 'recharge_failure', 'billpay_failure'];

    /**
     * @param list<array<string, mixed>> $items sku, name, qty, price_baisa, options
     * @param array<string, string|int> $totals Totals::toArray()
     * @param array<string, string> $personalDetails
     * @param array<string, string> $deliveryDetails
     * @param string $lang the language the order was placed in (en, ar): its notices and store_id
     */
    public function __construct(
        public readonly string $incrementId,
        public readonly string $quoteId,
        public readonly string $status,
        public readonly string $paymentMethod,
        public readonly string $shippingMethod,
        public readonly string $serviceType,
        public readonly array $items,
        public readonly array $totals,
        public readonly array $personalDetails,
        public readonly array $deliveryDetails,
        public readonly int $createdAt,
        public readonly string $paymentUrl = '',
        public readonly string $lang = 'en',
    ) {
    }

    public function isOnline(): bool
    {
        return $this->paymentMethod === 'online';
    }

    /** Whether the order was paid, or is to be, without the gateway (on delivery, free). */
    public function isOffline(): bool
    {
        return !$this->isOnline();
    }

    /** The amount to pay, VAT included, in baisa (totals grand_total "5.250" → 5250). */
    public function grandTotalBaisa(): int
    {
        return preg_match('/^(\d+)\.(\d{3})$/', (string) ($this->totals['grand_total'] ?? ''), $m) === 1 ? (int) $m[1] * 1000 + (int) $m[2] : 0;
    }

    /**
     * What the shopper pays now, VAT included, in baisa (contract §4.6 due_today, Charges): the
     * number fees, a prepaid plan and one-off items; a postpaid plan is billed monthly, not here.
     */
    public function dueTodayBaisa(): int
    {
        return $this->charges()[0]->grandTotal;
    }

    /**
     * The order's charges split as the cart summary's (contract §4.6, §4.17, Charges): what is due
     * today (the number fees, a prepaid plan, one-off items) and what a postpaid plan charges every
     * month (null without one); VAT on each part's subtotal.
     *
     * @return array{0: Totals, 1: ?Totals}
     */
    public function charges(): array
    {
        [$today, $monthly, $hasMonthly] = [0, 0, false];
        foreach ($this->items as $item) {
            $qty = (int) ($item['qty'] ?? 1);
            $today += self::numberPriceBaisa($item) * $qty;
            if (self::isMonthly($item)) {
                $monthly += (int) ($item['price_baisa'] ?? 0) * $qty;
                $hasMonthly = true;
            } else {
                $today += (int) ($item['price_baisa'] ?? 0) * $qty;
            }
        }
        $vatPercent = (int) ($this->totals['vat_percent'] ?? Money::VAT_PERCENT);
        return [Totals::ofSubtotal($today, $vatPercent), $hasMonthly ? Totals::ofSubtotal($monthly, $vatPercent) : null];
    }

    /**
     * Whether an order line is charged monthly: a postpaid plan (its price is its monthly charge, Charges::isMonthly).
     *
     * @param array<string, mixed> $item
     */
    public static function isMonthly(array $item): bool
    {
        return ($item['product_type'] ?? 'plan') === 'plan' && ($item['service_type'] ?? '') === 'postpaid';
    }

    /**
     * The fee of the line's number (its vanity level's, options number_price), without VAT, in baisa.
     *
     * @param array<string, mixed> $item
     */
    public static function numberPriceBaisa(array $item): int
    {
        return (int) (is_array($item['options'] ?? null) ? ($item['options']['number_price'] ?? 0) : 0);
    }

    /** The order's number (its first plan item's msisdn), or ''. */
    public function msisdn(): string
    {
        foreach ($this->items as $item) {
            $msisdn = $item['options']['msisdn'] ?? '';
            if (is_string($msisdn) && $msisdn !== '') {
                return $msisdn;
            }
        }
        return '';
    }
}
