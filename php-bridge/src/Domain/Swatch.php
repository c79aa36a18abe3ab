<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * 000 §2.6, §9 Display: a device's colour swatch writes its text in black when the swatch's YIQ
 * brightness is 128 or more, else in white (the bridge prints the device pages: no widget twin).
 */
final class Swatch
{
    /** YIQ brightness (0–255) of a #rgb or #rrggbb colour; null for anything else. */
    public static function yiq(string $colour): ?float
    {
        if (preg_match('/^#?([\da-f]{3}|[\da-f]{6})$/i', trim($colour), $m) !== 1) {
            return null;
        }
        $hex = strlen($m[1]) === 3 ? preg_replace('/(.)/', '$1$1', $m[1]) : $m[1];
        [$r, $g, $b] = array_map('hexdec', str_split((string) $hex, 2));
        return ($r * 299 + $g * 587 + $b * 114) / 1000;
    }

    /** 'black' or 'white'; a colour that cannot be read gets black (the swatch keeps its border). */
    public static function textColour(string $colour): string
    {
        $yiq = self::yiq($colour);
        return $yiq === null || $yiq >= 128 ? 'black' : 'white';
    }
}
