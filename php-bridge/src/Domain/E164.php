<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * A number in international form (E.164, as digits without the '+': 968XXXXXXXX), built once from
 * validated parts: a dial code of the country list (CountryTable) and the national number. Texts
 * go to this form (Ports\Otp, Ports\TextMessages): a number that already carries a foreign dial code
 * is never prefixed with Oman's (issue 31 finding 4).
 */
final class E164
{
    /** 000 §9: the default country code. */
    public const OMAN = '968';

    /** E.164: at most 15 digits, the dial code's included. */
    public const MAX_DIGITS = 15;

    /** @var array<string, true>|null */
    private static ?array $dialCodes = null;

    /** Whether $code is a dial code of the country list, digits only (no '+'). */
    public static function isDialCode(string $code): bool
    {
        self::$dialCodes ??= array_fill_keys(array_map(static fn (array $row): string => $row[2], CountryTable::ROWS), true);
        return isset(self::$dialCodes[$code]);
    }

    /**
     * The international form of $national under $dialCode ('' is Oman's).
     *
     * @throws \InvalidArgumentException when a part is not what the personal step's rules accept
     */
    public static function of(string $dialCode, string $national): string
    {
        $dialCode = $dialCode === '' ? self::OMAN : $dialCode;
        if (!self::isDialCode($dialCode) || preg_match('/^\d{6,15}$/', $national) !== 1 || strlen($dialCode . $national) > self::MAX_DIGITS) {
            throw new \InvalidArgumentException('not a dial code and a national number');
        }
        return $dialCode . $national;
    }

    /** The international form of one of the shop's own numbers (000 §9: 8 digits). */
    public static function oman(string $msisdn): string
    {
        return self::of(self::OMAN, $msisdn);
    }

    /** A number in international form as a shopper in Oman reads it: one of Oman as its 8 digits, one abroad with its '+'. */
    public static function shown(string $e164): string
    {
        return self::isAbroad($e164) ? '+' . $e164 : substr($e164, strlen(self::OMAN));
    }

    /** Whether a number in international form is outside Oman (its texts cost more: a budget of their own). */
    public static function isAbroad(string $e164): bool
    {
        return !str_starts_with($e164, self::OMAN);
    }
}
