<?php

declare(strict_types=1);

namespace Whl\Bridge\Ports;

defined('ABSPATH') || exit;

use Whl\Bridge\Cart\CustomerStanding;
use Whl\Bridge\Domain\Cart;
use Whl\Bridge\Domain\CartItem;
use Whl\Bridge\Domain\Device;
use Whl\Bridge\Domain\DeviceModel;
use Whl\Bridge\Domain\GiftCard;
use Whl\Bridge\Domain\Order;
use Whl\Bridge\Domain\Plan;
use Whl\Bridge\Domain\Roaming;
use Whl\Bridge\Domain\ShippingOptions;
use Whl\Bridge\Domain\Totals;

/**
 * The commerce back end in Magento's terms: guest carts (quotes) addressed by a masked id,
 * items with options, totals, and the plan catalogue. Adapters: Sandbox (own tables), Magento REST.
 */
interface Commerce
{
    /** Creates an empty guest cart; returns its masked quote id. */
    public function createGuestCart(): string;

    /** The active cart, or null when the quote id is unknown or no longer active. */
    public function getCart(string $quoteId): ?Cart;

    /**
     * Adds a product to the cart.
     *
     * @param array<string, scalar> $options msisdn, vanity_level, number_price (baisa), service_type, sim_type, …
     * @throws \RuntimeException when the cart or product is unknown
     */
    public function addItem(string $quoteId, string $sku, int $qty, array $options = []): CartItem;

    /**
     * Replaces the options of an item of the cart (Magento: PUT guest-carts/{id}/items/{itemId}).
     *
     * @param array<string, scalar> $options the item's complete options
     * @throws \RuntimeException when the cart or the item is unknown
     */
    public function updateItemOptions(string $quoteId, int $itemId, array $options): void;

    public function removeItem(string $quoteId, int $itemId): void;

    public function clearCart(string $quoteId): void;

    public function totals(string $quoteId): Totals;

    /**
     * Records the personal details of the quote's order (000 §3.8), replacing earlier ones.
     *
     * @param array<string, string> $details
     */
    public function savePersonalDetails(string $quoteId, array $details): void;

    /**
     * The personal details recorded for the quote, or null when none are.
     *
     * @return array<string, string>|null
     */
    public function personalDetails(string $quoteId): ?array;

    /**
     * 000 §2.8, §8: what the operator knows of the quote's customer, by the ID number of its recorded
     * personal details: flagged for fraud (with the operator's message) and the lines they already
     * hold. A quote without personal details is CustomerStanding::unknown().
     */
    public function customerStanding(string $quoteId): CustomerStanding;

    /**
     * Records the delivery details of the quote's order (000 §3.14), replacing earlier ones.
     *
     * @param array<string, string> $details
     */
    public function saveDeliveryDetails(string $quoteId, array $details): void;

    /**
     * The delivery details recorded for the quote, or null when none are.
     *
     * @return array<string, string>|null
     */
    public function deliveryDetails(string $quoteId): ?array;

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

    /** @return list<Plan> active plans in catalogue order, of one service type or all */
    public function plans(?string $serviceType = null): array;

    public function planByUrlKey(string $urlKey): ?Plan;

    public function planBySku(string $sku): ?Plan;

    /** Where the plan roams and where it is priced as at home (000 §2.5 panels); none for a plan without roaming. */
    public function roamingOf(Plan $plan): Roaming;

    /** @return list<Device> devices offered free with a plan (000 §2.7 free-device offer), in catalogue order */
    public function freeDevices(): array;

    /**
     * @param string $type DeviceModel::DEVICE or DeviceModel::ACCESSORY
     * @return list<DeviceModel> the models on sale (000 §2.6), in catalogue order
     * @throws \RuntimeException when the catalogue cannot be read (never an empty list)
     */
    public function deviceModels(string $type): array;

    /**
     * @return DeviceModel|null the model with this key (a device page's `device=`), null when there is none
     * @throws \RuntimeException when the catalogue cannot be read
     */
    public function deviceModel(string $key): ?DeviceModel;

    /**
     * @return GiftCard|null the gift card with this key (its page's `card=`), null when there is none
     * @throws \RuntimeException when the catalogue cannot be read
     */
    public function giftCard(string $key): ?GiftCard;
}
