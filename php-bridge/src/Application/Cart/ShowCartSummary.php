<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Cart;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Catalogue\PlanPresenter;
use Whl\Bridge\Domain\Cart;
use Whl\Bridge\Domain\CartItem;
use Whl\Bridge\Domain\Charges;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\WordPress\Html\OrderDetails;
use Whl\Bridge\WordPress\Settings;

/**
 * 000 §2.8, §3.6; contract §4.6: what the cart page and the checkout steps read of the session's
 * cart: its items with server-side prices and totals (VAT 5 %), what is due today and monthly, the
 * reservation, the options the back end offers it and whether the customer may check out.
 */
final class ShowCartSummary
{
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly CartService $carts,
        private readonly Commerce $commerce,
        private readonly Settings $settings,
    ) {
    }

    /**
     * @return array<string, mixed> contract §4.6's answer
     * @throws \Whl\Bridge\Application\Refusal session_expired
     */
    public function summary(string $lang): array
    {
        $session = $this->sessions->require();
        // read before the cart: a merge settling during this read is then still reported pending
        $mergePending = $session->get('cart_merge') === 'pending';
        $cart = $this->carts->cartOf($session);
        if ($cart === null || $cart->isEmpty()) {
            return $this->emptyCart($cart?->quoteId ?? '') + ['cart_merge_pending' => $mergePending];
        }
        $totals = $this->commerce->totals($cart->quoteId);
        $standing = $this->commerce->customerStanding($cart->quoteId);
        $charges = Charges::of($cart, $totals->vatPercent);
        $plan = $cart->planItem();
        $planRecord = $plan !== null ? $this->commerce->planBySku($plan->sku) : null;
        return [
            'orderDetails' => OrderDetails::table($cart, $totals, $lang),
            'items' => array_map(static fn (CartItem $item): array => self::item($item, $lang, $totals->vatPercent), $cart->items),
            'totals' => $totals->toArray(),
            // issue 8: due today (the number fee, a prepaid plan, one-off items) apart from monthly (a postpaid plan)
            'due_today' => $charges->dueToday->toArray(),
            'monthly' => $charges->monthly?->toArray(),
            'reservation' => $this->carts->reservationOf($cart),
            'upfrontAmount' => Money::format($charges->dueToday->grandTotal),
            'cart_items_count' => $cart->itemsCount(),
            // the plan's service type, or a device cart's order type (devices, device-installment)
            'selected_order_type' => CartService::orderTypeOf($cart),
            // 000 §3.2 sub-category ({event}_tourist_pack): the plan's
            'selected_order_sub_category_type' => $planRecord?->subCategory ?? '',
            'urlKey' => $plan?->urlKey ?? '',
            // 000 §4.11 (issue 11): what the Commerce port offers the quote
            'shipping_options' => $this->commerce->shippingOptions($cart->quoteId)->toArray(),
            // 000 §4.11: an eSIM is not paid cash on delivery; the recorded personal details' SIM type
            'sim_type' => self::simType($this->commerce->personalDetails($cart->quoteId)),
            // 000 §2.8, §8: a customer the operator flagged for fraud (the footer hidden, the operator's message
            // as a 5 s warning toast); one at the maximum of lines (the maximum-connections popup): no checkout
            'fraud_status' => $standing->fraud,
            'fraud_message' => $standing->fraudMessage($lang),
            'max_connections_status' => $standing->atLineLimit($this->settings->maxConnections()),
            'max_connections' => $this->settings->maxConnections(),
            // 000 §2.8 selected-plan popup: the plan the cart holds, as the number page's plan details (contract §4.3)
            'selected_plan' => $planRecord !== null ? (new PlanPresenter($this->settings))->details($planRecord, $lang) : null,
            // 000 §4.5: after a login, until the guest → customer merge settles, this may be the guest cart whose
            // numbers the merge is releasing: the steps' reservation check waits for the cart after the merge
            'cart_merge_pending' => $mergePending,
        ];
    }

    /** @param array<string, string>|null $personal */
    private static function simType(?array $personal): string
    {
        $type = $personal['sim_type'] ?? '';
        return in_array($type, ['physical', 'esim'], true) ? $type : '';
    }

    /** @return array<string, mixed> */
    private function emptyCart(string $quoteId): array
    {
        return [
            'orderDetails' => '',
            'items' => [],
            'totals' => null,
            'due_today' => null,
            'monthly' => null,
            'reservation' => null,
            'upfrontAmount' => Money::format(0),
            'cart_items_count' => 0,
            'selected_order_type' => '',
            'selected_order_sub_category_type' => '',
            'urlKey' => '',
            'shipping_options' => $this->commerce->shippingOptions($quoteId)->toArray(),
            'sim_type' => '',
            'fraud_status' => false,
            'fraud_message' => '',
            'max_connections_status' => false,
            'max_connections' => $this->settings->maxConnections(),
            'selected_plan' => null,
        ];
    }

    /** @return array<string, mixed> */
    private static function item(CartItem $item, string $lang, int $vatPercent): array
    {
        $months = Charges::instalmentMonths($item);
        // a device on instalments shows what it charges a month, and over how many months
        $price = Charges::monthlyBaisa($item);
        $name = $months > 0 ? Translation::in($lang, static fn (): string => sprintf(
            /* translators: 1: a device's name, 2: the number of monthly instalments */
            __('%1$s, over %2$d months', 'whl-bridge'),
            $item->name($lang),
            $months,
        )) : $item->name($lang);
        return [
            'item_id' => $item->itemId,
            'sku' => $item->sku,
            'name' => $name,
            'product_type' => $item->productType,
            'service_type' => $item->serviceType,
            'msisdn' => $item->msisdn() !== '' ? $item->msisdn() : null,
            'vanity_level' => $item->vanityLevel() !== '' ? $item->vanityLevel() : null,
            'price' => Money::format($price),
            'price_incl_vat' => Money::format($item->isVatExempt() ? $price : Money::withVat($price, $vatPercent)),
            // 000 §2.2 a gift card: no VAT (the cart says so instead of 'incl. VAT')
            'vat_exempt' => $item->isVatExempt(),
            'billing' => Charges::isMonthly($item) ? 'monthly' : 'once',
            'installment_months' => $months > 0 ? $months : null,
            'number_price' => Money::format($item->numberPriceBaisa()),
            'number_price_incl_vat' => Money::format(Money::withVat($item->numberPriceBaisa(), $vatPercent)),
            'qty' => $item->qty,
        ];
    }
}
