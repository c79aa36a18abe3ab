<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain\Validation;

defined('ABSPATH') || exit;

/** Shapes of catalogue identifiers before they reach a port: url keys and SKUs. */
final class CatalogueKey
{
    public static function urlKeyError(string $value): ?string
    {
        return preg_match('/^[a-z0-9][a-z0-9-]{0,63}$/', $value) ? null : 'plan_key_invalid';
    }

    public static function skuError(string $value): ?string
    {
        return preg_match('/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/', $value) ? null : 'sku_invalid';
    }
}
