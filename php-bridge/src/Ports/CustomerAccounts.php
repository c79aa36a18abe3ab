<?php

declare(strict_types=1);

namespace Whl\Bridge\Ports;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\CustomerAccount;

/**
 * The commerce back end's customers and their carts (000 §4.5 steps 1-3; Magento: the
 * administrator token, `{vendor}-customcustomerapi/addcustomer`, `carts/mine`, and assigning a
 * guest quote to a customer). The administrator token is the adapter's own business: it never
 * leaves the adapter. Carts are named by the same ids as Commerce's, so every cart call works on
 * a customer's cart too. Failures throw \RuntimeException.
 */
interface CustomerAccounts
{
    /** The customer with this e-mail, created when new (000 §3.7 customer creation); its token and id. */
    public function customerFor(string $email, string $firstname, string $lastname): CustomerAccount;

    /** The customer's active cart (`carts/mine`), created when it has none; null when the token is refused. */
    public function customerCart(string $customerToken): ?string;

    /**
     * The guest cart becomes the customer's active cart, items, options and number holds with it
     * (Magento: PUT guest-carts/{id} with the customer); the customer's earlier cart, which must be
     * empty, is closed. False when the token is refused or the customer's cart is not empty.
     */
    public function assignGuestCart(string $guestQuoteId, string $customerToken): bool;
}
