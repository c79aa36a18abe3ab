<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Orders;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\Order;
use Whl\Bridge\Domain\Totals;
use Whl\Bridge\Infrastructure\I18n\Translation;

/**
 * The thank-you page's order (contract §4.17; 000 §3.15, §4.12; 001 §3.3, §4.4), built from the
 * placed order alone, in the shape of the spec's Magento order (api_response.items[0]) and the
 * fields beside it. Names come in the asked language; store_id says which one the order was
 * placed in (1 English, 2 Arabic).
 */
final class ThankYouSummary
{
    /** 000 §3.15 shipping_type by the order's shipping method */
    private const SHIPPING_TYPE = ['storepickup' => 'Storepickup', 'doordelivery' => 'Doordelivery', 'esim' => 'Esim'];

    /** Working days before a store pickup is ready; Oman's weekend is Friday and Saturday. */
    public const PICKUP_WORKING_DAYS = 2;
    private const WEEKEND = ['5', '6']; // ISO-8601 day numbers (date 'N'): Friday, Saturday

    /**
     * @param array{id: string, name: string, address: string}|null $store the chosen store of a pickup, in $lang
     * @param string $subCategory the plan's sub-category (000 §3.2), '' without
     * @param string $retryUrl payment_retry_url (contract §4.18), '' when no retry is offered
     * @return array<string, mixed>
     */
    public static function build(Order $order, string $lang, ?array $store, string $subCategory, string $retryUrl, \DateTimeZone $zone): array
    {
        $vatPercent = (int) ($order->totals['vat_percent'] ?? Money::VAT_PERCENT);
        $personal = $order->personalDetails;
        $delivery = $order->deliveryDetails;
        $msisdn = $order->msisdn();
        $pickup = $order->shippingMethod === 'storepickup';
        $items = [];
        $gtmItems = [];
        $selfActivation = false;
        foreach ($order->items as $item) {
            $options = is_array($item['options'] ?? null) ? $item['options'] : [];
            $price = (int) ($item['price_baisa'] ?? 0);
            $service = (string) ($item['service_type'] ?? $order->serviceType);
            $name = is_array($item['name'] ?? null) ? (string) ($item['name'][$lang] ?? $item['name']['en'] ?? '') : (string) ($item['name'] ?? '');
            $number = is_string($options['msisdn'] ?? null) ? $options['msisdn'] : '';
            $selfActivation = $selfActivation || ($options['activation'] ?? '') === 'self';
            $numberPrice = Order::numberPriceBaisa($item);
            $items[] = [
                'sku' => (string) ($item['sku'] ?? ''),
                'name' => $name,
                'qty_ordered' => (int) ($item['qty'] ?? 1),
                'price' => Money::format($price),
                'price_incl_tax' => Money::format(Money::withVat($price, $vatPercent)),
                // contract §4.6, §4.17: a postpaid plan's price is its monthly charge; its number's fee is paid once, today
                'billing' => Order::isMonthly($item) ? 'monthly' : 'once',
                'number_price' => Money::format($numberPrice),
                'number_price_incl_tax' => Money::format(Money::withVat($numberPrice, $vatPercent)),
                'extension_attributes' => [
                    // 000 §3.15 simtype_sku: a new line (physical SIM or eSIM) is an activation
                    'simtype_sku' => self::simTypeSku($options),
                    'msisdn' => $number !== '' ? '968' . $number : '',
                    'type_product' => ucfirst($service),
                    'service_type' => 'x^' . $service,
                ],
                'product_option' => ['extension_attributes' => ['custom_options' => [
                    ['option_id' => 'amount', 'option_value' => Money::format(Money::withVat($price, $vatPercent))],
                ]]],
            ];
            $gtmItems[] = [
                'item_id' => (string) ($item['sku'] ?? ''),
                'item_name' => $name,
                'item_category' => $service,
                'price' => self::omr($price),
                'quantity' => (int) ($item['qty'] ?? 1),
            ];
        }
        $created = (new \DateTimeImmutable('@' . $order->createdAt))->setTimezone($zone);
        $street = match ($order->shippingMethod) {
            // the street lines in the order's language, as the operator's documents print them
            'doordelivery' => Translation::in($order->lang, static fn (): array => array_values(array_filter([
                ($delivery['way_no'] ?? '') !== ''
                    /* translators: %s: the way number of a delivery address (000 §3.14 way_no) */
                    ? sprintf(__('Way %s', 'whl-bridge'), $delivery['way_no']) : '',
                ($delivery['apt_no'] ?? '') !== ''
                    /* translators: %s: the villa or apartment number of a delivery address (000 §3.14 apt_no) */
                    ? sprintf(__('Villa %s', 'whl-bridge'), $delivery['apt_no']) : '',
                (string) ($delivery['area'] ?? ''),
            ], static fn (string $line): bool => $line !== ''))),
            'storepickup' => $store !== null ? [$store['address']] : [],
            default => [],
        };
        $subtotal = self::baisa($order->totals['subtotal'] ?? '');
        $vat = self::baisa($order->totals['vat'] ?? '');
        [$dueToday, $monthly] = $order->charges();
        return [
            'service_type' => $order->serviceType,
            'order_type' => $order->serviceType,
            'sub_category' => $subCategory,
            'api_response' => ['items' => [[
                'increment_id' => $order->incrementId,
                'status' => $order->status,
                'store_id' => $order->lang === 'ar' ? 2 : 1,
                'created_at' => $created->format('c'),
                // 000 §3.15: the online gateway's method is Magento's eshoppayment
                'payment' => ['method' => $order->isOnline() ? 'eshoppayment' : $order->paymentMethod],
                'billing_address' => [
                    'email' => (string) ($personal['user_email'] ?? ''),
                    'firstname' => (string) ($personal['user_first_name'] ?? ''),
                    'lastname' => (string) ($personal['user_last_name'] ?? ''),
                    'telephone' => ($personal['user_phone_number'] ?? '') !== ''
                        ? ($personal['country_code'] ?? '968') . $personal['user_phone_number']
                        : '',
                ],
                'subtotal' => Money::format($subtotal),
                'tax_amount' => Money::format($vat),
                'grand_total' => Money::format(self::baisa($order->totals['grand_total'] ?? '')),
                // contract §4.6 due_today / monthly: what is paid now (online) or on delivery, and what a postpaid plan charges monthly
                'due_today' => self::totals($dueToday),
                'monthly' => $monthly !== null ? self::totals($monthly) : null,
                'order_currency_code' => 'OMR',
                'extension_attributes' => [
                    'wilaya' => (string) ($delivery['wilayat'] ?? ''),
                    'governorate' => (string) ($delivery['governorate'] ?? ''),
                    'landmark' => (string) ($delivery['landmark'] ?? ''),
                    'shipping_assignments' => [['shipping' => [
                        'method' => $order->shippingMethod,
                        'address' => ['street' => $street, 'city' => $order->shippingMethod === 'doordelivery' ? (string) ($delivery['city'] ?? '') : ''],
                    ]]],
                ],
                'items' => $items,
            ]]],
            'any_store_pickup' => $pickup,
            'any_store_pickup_date' => $pickup ? self::workingDaysAfter($created, self::PICKUP_WORKING_DAYS)->format('Y-m-d') : '',
            'store' => $pickup ? $store : null,
            'esim_status' => $order->shippingMethod === 'esim',
            'show_port_in_section' => false,
            'port_in_new_msisdn' => '',
            'shipping_type' => self::SHIPPING_TYPE[$order->shippingMethod] ?? ucfirst($order->shippingMethod),
            'selfServiceActivationStatus' => $selfActivation,
            'selectedMsisdn' => $msisdn !== '' ? '968' . $msisdn : '',
            'subCategoryType' => $subCategory,
            'sim_price_next_bill_status' => false,
            'payment_retry_url' => $retryUrl,
            // docs/analytics.md: GA4's ecommerce object, value without VAT and tax beside it (src/checkout/analytics.ts),
            // what is paid now (due today) as the checkout steps send it: a postpaid plan's monthly charge is not
            'gtm' => [
                'currency' => 'OMR',
                'value' => self::omr($dueToday->subtotal),
                'tax' => self::omr($dueToday->vat),
                'transaction_id' => $order->incrementId,
                'items' => $gtmItems,
            ],
        ];
    }

    /** $days working days after $from (Friday and Saturday are not). */
    public static function workingDaysAfter(\DateTimeImmutable $from, int $days): \DateTimeImmutable
    {
        $day = $from;
        while ($days > 0) {
            $day = $day->modify('+1 day');
            if (!in_array($day->format('N'), self::WEEKEND, true)) {
                $days--;
            }
        }
        return $day;
    }

    /** @param array<string, mixed> $options */
    private static function simTypeSku(array $options): string
    {
        $kind = $options['simtype_sku'] ?? null; // a later order kind (port-in, migration…) names its own
        return is_string($kind) && $kind !== '' ? $kind : 'activation';
    }

    /** @return array{subtotal: string, tax_amount: string, grand_total: string} the order's names of the amounts */
    private static function totals(Totals $totals): array
    {
        return [
            'subtotal' => Money::format($totals->subtotal),
            'tax_amount' => Money::format($totals->vat),
            'grand_total' => Money::format($totals->grandTotal),
        ];
    }

    private static function baisa(mixed $omr): int
    {
        return preg_match('/^(\d+)\.(\d{3})$/', (string) $omr, $m) === 1 ? (int) $m[1] * 1000 + (int) $m[2] : 0;
    }

    private static function omr(int $baisa): float
    {
        return round($baisa / 1000, 3);
    }
}
