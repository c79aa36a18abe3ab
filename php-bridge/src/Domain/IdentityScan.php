<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/** The scan's rules of the spec (000 §5.3 ages, §5.4 scan document type, §5.5 / §9 scan limits). */
final class IdentityScan
{
    /** 000 §5.3, §9: face attempts. */
    public const FACE_ATTEMPTS = 3;

    /** 000 §5.5, §9: each file of the scan flow, JPG, PNG or PDF. */
    public const MAX_FILE_BYTES = 5 * 1024 * 1024;

    /** 000 §9: GCC nationalities. */
    public const GCC = ['BH', 'KW', 'QA', 'SA', 'AE'];

    /** 000 §5.3: the scan's minimum age, 16 for prepaid and 18 for postpaid and migration (and anything else). */
    public static function minimumAge(string $orderType): int
    {
        return $orderType === 'prepaid' ? 16 : 18;
    }

    /**
     * 000 §5.4 "scan document type": postpaid (and a postpaid port-in) a national ID; OM nationality
     * or ID type 6 a national ID; a GCC country with ID type 7 that country's ID; otherwise a passport.
     */
    public static function documentType(string $orderType, string $idType, string $nationality): string
    {
        $nationality = strtoupper($nationality);
        if ($orderType === 'postpaid' || $nationality === 'OM' || $idType === '6') {
            return 'national_id';
        }
        if ($idType === '7' && in_array($nationality, self::GCC, true)) {
            return 'gcc_id';
        }
        return 'passport';
    }

    /** A passport is scanned on its data page only; ID cards front and back. */
    public static function sides(string $documentType): int
    {
        return $documentType === 'passport' ? 1 : 2;
    }

    /** Whole years from $dob (Y-m-d) to $today (Y-m-d); a 29 February birthday turns a year older on 1 March. */
    public static function age(string $dob, string $today): int
    {
        [$y, $m, $d] = array_map('intval', explode('-', $dob));
        [$ty, $tm, $td] = array_map('intval', explode('-', $today));
        return $ty - $y - (($tm < $m || ($tm === $m && $td < $d)) ? 1 : 0);
    }
}
