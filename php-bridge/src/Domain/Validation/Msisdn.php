<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain\Validation;

defined('ABSPATH') || exit;

/**
 * 000 §9 Oman numbers, twin of src/domain/msisdn.ts omanNumberError: 8 digits starting with 9, 7
 * or 2; numbers starting with 999 are refused. Mobile lines (the numbers a plan is sold with)
 * start with 9 or 7; 2 is fixed line.
 */
final class Msisdn
{
    public static function error(string $raw): ?string
    {
        $number = trim($raw);
        if (!preg_match('/^\d{8}$/', $number)) {
            return 'number_invalid';
        }
        if (!preg_match('/^[972]/', $number)) {
            return 'number_prefix';
        }
        if (str_starts_with($number, '999')) {
            return 'number_invalid';
        }
        return null;
    }

    public static function mobileError(string $raw): ?string
    {
        $error = self::error($raw);
        if ($error !== null) {
            return $error;
        }
        return preg_match('/^[97]/', trim($raw)) ? null : 'number_prefix';
    }
}
