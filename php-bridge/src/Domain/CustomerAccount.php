<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/** A commerce customer (000 §3.7 customer creation: [0].token and [0].customer_id). */
final class CustomerAccount
{
    public function __construct(
        public readonly string $token,
        public readonly int $customerId,
    ) {
    }
}
