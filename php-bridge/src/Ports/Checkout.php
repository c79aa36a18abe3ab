<?php

declare(strict_types=1);

namespace Whl\Bridge\Ports;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Order;
use Whl\Bridge\Domain\ShippingOptions;

/**
 * Checkout and orders: what the delivery step offers, the placement (once per quote), the order's
 * payment and status, and the customer's orders. Adapters: Sandbox (own tables), Magento REST.
 */
interface Checkout
{
    /**
     * 000 §3.6 cityList: the places the shop delivers to, one row per city (city_name,
     * city_name_eng, pccode, governorate_id, governorate_name, wilaya_id, wilaya_name,
     * locality_id, locality_name, area: a comma-separated list of areas, or '').
     *
     * @return list<array<string, string>>
     */
    public function cityList(string $lang): array;

    /** @return list<array{id: string, name: string, address: string}> the stores a shopper may pick up from */
    public function stores(string $lang): array;

    /**
     * 000 §4.11 shipping_options (issue 11): the delivery types and payment methods offered for the
     * quote (Magento: its shipping and payment methods). The cart summary answers them; the delivery
     * submit and the placement refuse what they do not offer. $quoteId is '' before the session has a quote.
     */
    public function shippingOptions(string $quoteId): ShippingOptions;

    /**
     * Places the quote's order, once (000 §7.5): the quote's masked id is the idempotency key, so
     * a repeated call gives the order the first one placed, with its payment method and status.
     * The order keeps its items, totals, personal and delivery details as they were, and the
     * language it was placed in ($lang: en or ar; the thank-you's store_id, its notices).
     *
     * @throws \RuntimeException when the cart is unknown or the order could not be written
     */
    public function placeOrder(string $quoteId, string $paymentMethod, string $status, string $shippingMethod, string $lang = 'en'): Order;

    /** The order placed from the quote, or null while none is (the cart is then still open). */
    public function orderOfQuote(string $quoteId): ?Order;

    /** The order by its increment id, or null. */
    public function order(string $incrementId): ?Order;

    /**
     * Records the page an online order pays on (PaymentGateway::startPayment), once: a second
     * call leaves the first URL, so every answer for the order names the same page.
     */
    public function setPaymentUrl(string $incrementId, string $url): void;

    /**
     * A new payment attempt of an online order (contract §4.18, the retry after a decline or an
     * expiry): its page replaces the order's, and the order is pending_payment again.
     */
    public function retryPayment(string $incrementId, string $url): void;

    /** Sets the order's status (e.g. as its payment ends: success, payment_failure); unknown ids change nothing. */
    public function setOrderStatus(string $incrementId, string $status): void;

    /**
     * 001 §2.4 My Orders: the customer's orders, newest first (at most 50).
     *
     * @return list<Order>
     */
    public function ordersOfCustomer(int $customerId): array;

    /**
     * 001 §3.4, §4.5: the reasons a customer may give for cancelling, in $lang (en, ar), the first the default.
     *
     * @return list<array{id: string, label: string}>
     */
    public function cancelReasons(string $lang): array;

    /** 001 §3.4, §4.5: cancels the order with the reason; false when it can no longer be cancelled. */
    public function cancelOrder(string $incrementId, string $reasonId): bool;

    /**
     * 001 §4.8: records the additional documents the operator asked of the order (upload references,
     * Ports\Storage ids); false when the order asks none.
     *
     * @param list<string> $idProofDocs
     * @param list<string> $incomeProofDocs
     */
    public function updateOrderDocuments(string $incrementId, array $idProofDocs, array $incomeProofDocs): bool;
}
