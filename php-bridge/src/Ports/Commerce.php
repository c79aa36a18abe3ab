<?php

declare(strict_types=1);

namespace Whl\Bridge\Ports;

defined('ABSPATH') || exit;

/**
 * A commerce back end that answers carts, checkout and orders, and the catalogue at once (the
 * Sandbox's, Magento's): the adapter table's `commerce` port. A handler asks for the ports it uses.
 */
interface Commerce extends Carts, Checkout, Catalogue
{
}
