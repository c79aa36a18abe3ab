<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain\Validation;

defined('ABSPATH') || exit;

/**
 * 000 §5: a numeric field takes what an Arabic keyboard types, twin of src/domain/digits.ts
 * (fixture test/fixtures/rules/digits.json): Arabic-Indic (٠–٩) and Persian (۰–۹) digits become
 * 0–9; spaces, hyphens and invisible direction marks are dropped.
 */
final class Digits
{
    private const IGNORED = '/[\s\x{00A0}\x{1680}\x{2000}-\x{200F}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}'
        . '\x{00AD}\x{2010}-\x{2015}\x{2212}\x{061C}\x{2066}-\x{2069}\x{FEFF}\-]/u';

    public static function normalise(string $raw): string
    {
        $ascii = strtr($raw, [
            '٠' => '0', '١' => '1', '٢' => '2', '٣' => '3', '٤' => '4', '٥' => '5', '٦' => '6', '٧' => '7', '٨' => '8', '٩' => '9',
            '۰' => '0', '۱' => '1', '۲' => '2', '۳' => '3', '۴' => '4', '۵' => '5', '۶' => '6', '۷' => '7', '۸' => '8', '۹' => '9',
        ]);
        // invalid UTF-8 is left as it is: the rules that follow refuse it
        return preg_replace(self::IGNORED, '', $ascii) ?? $ascii;
    }
}
