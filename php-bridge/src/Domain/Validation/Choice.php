<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain\Validation;

defined('ABSPATH') || exit;

/** The closed value sets of the calls (000 §3.2, §3.4, §3.5; contract §4, §7). */
final class Choice
{
    public const SERVICE_TYPES = ['prepaid', 'postpaid'];
    public const CART_UPDATE_FLAGS = ['cart-clear', 'cart-not-clear'];
    public const VANITY_LEVELS = ['FREE', 'SILVER', 'GOLD', 'PLATINUM'];
    public const PLAN_KEY_TYPES = ['url_key', 'sku'];
    public const SUMMARY_PAGES = ['', 'personal-info', 'delivery', 'payment'];
    /** 000 §2.7 / §3.5 `method` of wp_change_plan_number. */
    public const CHANGE_NUMBER_METHODS = ['change-number'];

    /** @param list<string> $allowed */
    public static function error(string $value, array $allowed, string $code): ?string
    {
        return in_array($value, $allowed, true) ? null : $code;
    }

    public static function serviceTypeError(string $value): ?string
    {
        return self::error($value, self::SERVICE_TYPES, 'service_type_invalid');
    }

    public static function cartUpdateFlagError(string $value): ?string
    {
        return self::error($value, self::CART_UPDATE_FLAGS, 'cart_update_flag_invalid');
    }

    /** Empty means every level. Levels are upper case on the wire (000 §3.4); case is forgiven. */
    public static function vanityLevelError(string $value): ?string
    {
        return $value === '' ? null : self::error(strtoupper($value), self::VANITY_LEVELS, 'vanity_level_invalid');
    }
}
