<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * OMR amounts are integers of baisa (1 OMR = 1000 baisa); they become "x.xxx" strings only at
 * the edge (contract §4: money is sent as OMR decimal strings with exactly 3 decimals).
 */
final class Money
{
    public const VAT_PERCENT = 5;

    public static function format(int $baisa): string
    {
        $sign = $baisa < 0 ? '-' : '';
        $baisa = abs($baisa);
        return sprintf('%s%d.%03d', $sign, intdiv($baisa, 1000), $baisa % 1000);
    }

    /** "5.250" → 5250: the wire format back to baisa (src/domain/money.ts parseOmr); not an amount → an exception. */
    public static function parse(string $omr): int
    {
        if (preg_match('/^(-?)(\d+)(?:\.(\d{1,3}))?$/', trim($omr), $m) !== 1) {
            throw new \InvalidArgumentException('not an OMR amount');
        }
        $baisa = (int) $m[2] * 1000 + (int) str_pad($m[3] ?? '', 3, '0');
        return $m[1] === '-' ? -$baisa : $baisa;
    }

    /** VAT on an amount (000 §9: VAT 5 %), rounded to the baisa, halves away from zero (a credit's VAT mirrors its charge's). */
    public static function vat(int $baisa, int $percent = self::VAT_PERCENT): int
    {
        $tax = intdiv(abs($baisa) * $percent + 50, 100);
        return $baisa < 0 ? -$tax : $tax;
    }

    /**
     * An amount as shoppers read it, without its currency (formatOmr of the widgets): 3 decimals and
     * grouping, Latin digits in Arabic too; a listing's without all-zero decimals (000 §9).
     */
    public static function display(int $baisa, bool $listing = false): string
    {
        $decimals = $listing && $baisa % 1000 === 0 ? 0 : 3;
        $sign = $baisa < 0 ? '-' : '';
        return $sign . number_format(abs($baisa) / 1000, $decimals, '.', ',');
    }

    /** 000 §9: discount % = integer part of (regular − min) / regular × 100; 0 without a discount. */
    public static function discountPercent(int $regular, int $min): int
    {
        return $regular <= 0 || $min >= $regular ? 0 : intdiv(($regular - $min) * 100, $regular);
    }

    /**
     * A device-installment's monthly charge before VAT (000 §3.2 device-installment): the price shared
     * over the months, rounded up to the baisa so the months cover the price.
     */
    public static function instalment(int $baisa, int $months): int
    {
        return intdiv($baisa + $months - 1, $months);
    }

    /** The same with its VAT: what the device page and the cart show a month. */
    public static function monthlyInstalment(int $baisa, int $months): int
    {
        return self::withVat(self::instalment($baisa, $months));
    }

    public static function withVat(int $baisa, int $percent = self::VAT_PERCENT): int
    {
        return $baisa + self::vat($baisa, $percent);
    }
}
