<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

/**
 * How the Sandbox prices a number, the way operators do: the easier a number is to remember,
 * the higher its tier. Judged on the 6 digits after the 2-digit prefix.
 */
final class VanityRules
{
    /** Price of each tier in baisa: FREE 0, SILVER 5 OMR, GOLD 25 OMR, PLATINUM 100 OMR. */
    public const PRICES = ['FREE' => 0, 'SILVER' => 5000, 'GOLD' => 25000, 'PLATINUM' => 100000];

    public static function levelOf(string $msisdn): string
    {
        $tail = substr($msisdn, 2);
        if (preg_match('/(\d)\1{5}/', $msisdn) || self::isRun($tail)) {
            return 'PLATINUM'; // 777777, 123456, 654321
        }
        if (
            preg_match('/(\d)\1{3}$/', $tail)            // …5555
            || self::isRun(substr($tail, 2))             // …1234, …9876
            || preg_match('/^(\d\d)\1\1$/', $tail)        // 121212
            || preg_match('/^(\d)\1\1(\d)\2\2$/', $tail)
        ) { // 777888
            return 'GOLD';
        }
        if (
            preg_match('/(\d)\1\1$/', $tail)              // …777
            || preg_match('/^(\d)\1(\d)\2(\d)\3$/', $tail) // 112233
            || preg_match('/^(\d{3})\1$/', $tail)          // 123123
            || preg_match('/^(\d)(\d)(\d)\3\2\1$/', $tail)  // 123321
            || self::isRun(substr($tail, 3))
        ) {            // …123
            return 'SILVER';
        }
        return 'FREE';
    }

    public static function priceOf(string $level): int
    {
        return self::PRICES[$level] ?? 0;
    }

    /** Consecutive digits, ascending or descending ("3456", "987"). */
    private static function isRun(string $digits): bool
    {
        $up = $down = true;
        for ($i = 1, $n = strlen($digits); $i < $n; $i++) {
            $d = (int) $digits[$i] - (int) $digits[$i - 1];
            $up = $up && $d === 1;
            $down = $down && $d === -1;
        }
        return strlen($digits) >= 2 && ($up || $down);
    }
}
