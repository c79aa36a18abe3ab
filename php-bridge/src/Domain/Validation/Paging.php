<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain\Validation;

defined('ABSPATH') || exit;

/** Number list paging (000 §9): page_size 1..50 per vanity level, page_index from 1. */
final class Paging
{
    public const MAX_PAGE_SIZE = 50;

    /** A paging field as sent: its integer, $default when it is empty, null when it is no integer. */
    public static function value(string $sent, ?int $default): ?int
    {
        $sent = trim($sent);
        if ($sent === '') {
            return $default;
        }
        return preg_match('/^-?\d{1,9}$/', $sent) === 1 ? (int) $sent : null;
    }

    public static function pageSizeError(?int $size): ?string
    {
        return $size !== null && $size >= 1 && $size <= self::MAX_PAGE_SIZE ? null : 'page_size_out_of_range';
    }

    public static function pageIndexError(?int $index): ?string
    {
        return $index !== null && $index >= 1 ? null : 'page_index_out_of_range';
    }
}
