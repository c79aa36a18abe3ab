<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain\Validation;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\E164;

/**
 * 000 §5.2–§5.3: the rules of the personal-information fields, each answering an error code or
 * null. Twin of src/domain/personal-rules.ts; one table for both: test/fixtures/rules/personal-rules.json
 * (its `readings` say how the spec's open points are read). Digits typed on an Arabic keyboard are
 * read first (Digits::normalise). The bridge re-checks every rule the widget checks.
 *
 * Context keys: lang, countryCode, dialCodes, blockedNumbers, reservedMsisdn, orderType, portInType,
 * touristPack, idType, nationality, today (yyyy-mm-dd, the Oman date).
 */
final class PersonalRules
{
    private const EMAIL = '/^[A-Za-z0-9_.+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/';
    private const LATIN_NAME = "/^[A-Za-z]+(?:[ '-]+[A-Za-z]+)*$/";
    private const ANY_NAME = "/^\\p{L}+(?:[ '-]+\\p{L}+)*$/u";
    private const DATE = '#^(\d{2})/(\d{2})/(\d{4})$#';

    /**
     * The rule of a field by its personal_details key.
     *
     * @param array<string, mixed> $ctx
     */
    public static function error(string $field, string $value, array $ctx): ?string
    {
        return match ($field) {
            'user_email' => self::email($value),
            'country_code' => self::countryCode($value, $ctx),
            'user_phone_number' => self::contactNumber($value, $ctx),
            'user_first_name', 'user_last_name' => self::name($value, $ctx, true),
            'middle_name' => self::name($value, $ctx, ($ctx['idType'] ?? '') === '1' && ($ctx['nationality'] ?? '') === 'OM'),
            'customer_id' => self::idNumber($value, $ctx),
            'customer_id_dob' => self::dateOfBirth($value, $ctx),
            'customer_id_expiry_date' => self::idExpiry($value, $ctx),
            default => throw new \InvalidArgumentException("no rule for {$field}"),
        };
    }

    public static function email(string $value): ?string
    {
        $email = trim($value);
        if ($email === '') {
            return 'required';
        }
        return preg_match(self::EMAIL, $email) === 1 ? null : 'email_invalid';
    }

    /**
     * A dial code of the country list, digits (a leading '+' read away); +968 only for postpaid,
     * sim_reactivation and port-in. `dialCodes` in the context is the list; the bridge's own
     * (Domain\CountryTable) when it is not given.
     *
     * @param array<string, mixed> $ctx
     */
    public static function countryCode(string $value, array $ctx): ?string
    {
        $code = self::dialCode($value);
        $listed = isset($ctx['dialCodes']) ? in_array($code, (array) $ctx['dialCodes'], true) : E164::isDialCode($code);
        if (preg_match('/^\d{1,4}$/', $code) !== 1 || !$listed) {
            return 'country_code_invalid';
        }
        $locked = in_array($ctx['orderType'] ?? '', ['postpaid', 'sim_reactivation', 'port-in'], true);
        return $locked && $code !== E164::OMAN ? 'country_code_locked' : null;
    }

    /** @param array<string, mixed> $ctx */
    public static function contactNumber(string $value, array $ctx): ?string
    {
        $number = Digits::normalise($value);
        if ($number === '') {
            return 'required';
        }
        $code = self::dialCode((string) ($ctx['countryCode'] ?? '+968'));
        if ($code === E164::OMAN) {
            $oman = Msisdn::error($number);
            if ($oman !== null) {
                return $oman;
            }
        } elseif (preg_match('/^\d{6,15}$/', $number) !== 1 || strlen($code . $number) > E164::MAX_DIGITS) {
            return 'contact_invalid'; // E.164: 15 digits at most, the country code's included
        }
        if (in_array($number, (array) ($ctx['blockedNumbers'] ?? []), true)) {
            return 'contact_blocked';
        }
        $reserved = (string) ($ctx['reservedMsisdn'] ?? '');
        return $reserved !== '' && $number === $reserved ? 'contact_is_reserved_number' : null;
    }

    /** @param array<string, mixed> $ctx */
    public static function name(string $value, array $ctx, bool $required): ?string
    {
        $name = trim($value);
        if ($name === '') {
            return $required ? 'required' : null;
        }
        return preg_match(($ctx['lang'] ?? 'en') === 'ar' ? self::ANY_NAME : self::LATIN_NAME, $name) === 1 ? null : 'name_alphabet';
    }

    /** @param array<string, mixed> $ctx */
    public static function idNumber(string $value, array $ctx): ?string
    {
        $id = Digits::normalise($value);
        if ($id === '') {
            return 'required';
        }
        $type = (string) ($ctx['idType'] ?? '');
        if (($ctx['touristPack'] ?? false) === true || ($type === '14' && self::prepaid($ctx))) {
            return preg_match('/^[A-Za-z0-9-]{1,15}$/', $id) === 1 ? null : 'id_number_invalid';
        }
        $longest = $type === '1' || $type === '6' ? 9 : 15;
        return preg_match('/^\d{1,' . $longest . '}$/', $id) === 1 ? null : 'id_number_invalid';
    }

    /** @param array<string, mixed> $ctx */
    public static function dateOfBirth(string $value, array $ctx): ?string
    {
        $date = self::date($value);
        if ($date === 'empty') {
            return 'required';
        }
        if ($date === null) {
            return 'date_invalid';
        }
        [$y, $m, $d] = $date;
        return self::compare([$y + 18, $m, $d], self::today($ctx)) <= 0 ? null : 'dob_under_age';
    }

    /** @param array<string, mixed> $ctx */
    public static function idExpiry(string $value, array $ctx): ?string
    {
        $date = self::date($value);
        if ($date === 'empty') {
            return 'required';
        }
        if ($date === null) {
            return 'date_invalid';
        }
        $order = (string) ($ctx['orderType'] ?? '');
        $postpaid = $order === 'postpaid' || $order === 'migration' || ($order === 'port-in' && ($ctx['portInType'] ?? '') === 'postpaid');
        if (($ctx['idType'] ?? '') === '1' && $postpaid) {
            return null;
        }
        return self::compare($date, self::today($ctx)) >= 0 ? null : 'document_expired';
    }

    /** A country code as its digits: the '+', spaces and hyphens a shopper may type read away (000 §3.8). */
    public static function dialCode(string $value): string
    {
        return str_replace(['+', ' ', '-'], '', $value);
    }

    /** @param array<string, mixed> $ctx */
    private static function prepaid(array $ctx): bool
    {
        $order = $ctx['orderType'] ?? '';
        return $order === 'prepaid' || ($order === 'port-in' && ($ctx['portInType'] ?? '') !== 'postpaid');
    }

    /** @return array{int, int, int}|'empty'|null */
    private static function date(string $value): array|string|null
    {
        $text = Digits::normalise($value);
        if ($text === '') {
            return 'empty';
        }
        if (preg_match(self::DATE, $text, $m) !== 1) {
            return null;
        }
        [$d, $mo, $y] = [(int) $m[1], (int) $m[2], (int) $m[3]];
        return checkdate($mo, $d, $y) ? [$y, $mo, $d] : null;
    }

    /**
     * @param array<string, mixed> $ctx
     * @return array{int, int, int}
     */
    private static function today(array $ctx): array
    {
        $parts = array_map('intval', explode('-', (string) ($ctx['today'] ?? '')) + [0, 0, 0]);
        return [$parts[0], $parts[1] ?? 0, $parts[2] ?? 0];
    }

    /**
     * @param array{int, int, int} $a
     * @param array{int, int, int} $b
     */
    private static function compare(array $a, array $b): int
    {
        return ($a[0] <=> $b[0]) ?: (($a[1] <=> $b[1]) ?: ($a[2] <=> $b[2]));
    }
}
