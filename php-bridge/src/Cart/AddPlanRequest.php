<?php

declare(strict_types=1);

namespace Whl\Bridge\Cart;

defined('ABSPATH') || exit;

/** A validated wp_plan_add_to_cart call (000 §3.5, contract §4.4). */
final class AddPlanRequest
{
    /** @param array<string, string> $options sim_type, offer_type, activation: kept on the item */
    public function __construct(
        public readonly string $msisdn,
        public readonly string $sku,
        public readonly string $serviceType,
        public readonly bool $clearCart,
        public readonly array $options = [],
    ) {
    }
}
