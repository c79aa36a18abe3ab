<?php

declare(strict_types=1);

namespace Whl\Bridge\Ports;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CustomerStanding;
use Whl\Bridge\Domain\Cart;
use Whl\Bridge\Domain\CartItem;
use Whl\Bridge\Domain\Totals;

/**
 * The commerce back end's guest carts (Magento's quotes, addressed by a masked id): items with options,
 * totals, and the details recorded for the quote's order. Adapters: Sandbox (own tables), Magento REST.
 */
interface Carts
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
     * Records the personal details of the quote's order (000 §3.8), replacing earlier ones; [] drops
     * them (a change of the cart's plan, contract §7.1): personalDetails() answers null again.
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
     * Records the delivery details of the quote's order (000 §3.14), replacing earlier ones; [] drops
     * them, as savePersonalDetails.
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
}
