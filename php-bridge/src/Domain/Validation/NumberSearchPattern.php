<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain\Validation;

defined('ABSPATH') || exit;

/**
 * 000 §5.1 number search pattern, twin of src/domain/msisdn.ts searchPatternError, on the pattern
 * as Digits reads it (Arabic-Indic and Persian digits are digits, spaces and hyphens ignored):
 * '*' asks for every number; empty or shorter than 3 → number_search_empty; not numeric →
 * number_search_not_numeric; longer than 8 → number_search_too_long.
 */
final class NumberSearchPattern
{
    public const ANY = '*';

    public static function error(string $raw): ?string
    {
        $pattern = Digits::normalise($raw);
        if ($pattern === self::ANY) {
            return null;
        }
        if (mb_strlen($pattern) < 3) { // characters, as the widget counts them
            return 'number_search_empty';
        }
        if (!preg_match('/^[0-9]+$/', $pattern)) {
            return 'number_search_not_numeric';
        }
        if (mb_strlen($pattern) > 8) {
            return 'number_search_too_long';
        }
        return null;
    }

    /**
     * The pattern to search with, in ASCII digits; '*' when the field is absent and `$required`
     * is false (the list route's default list).
     */
    public static function normalise(string $raw, bool $required = false): string
    {
        $pattern = Digits::normalise($raw);
        return $pattern === '' && !$required ? self::ANY : $pattern;
    }
}
