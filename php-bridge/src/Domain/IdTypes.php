<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * 000 §5.4: which ID types a shopper may choose, by order type and nationality. Twin of
 * src/domain/id-types.ts idTypeOptions; one table for both: test/fixtures/rules/id-types.json.
 * ID types: 1 and 6 national (Omani and resident cards), 7 and 13 GCC, 14 passport or tourist ID.
 * Readings of the spec: prepaid and device-installment give 1 and 6 before a nationality is chosen
 * (the spec names that row for postpaid only); a port-in without a port-in type follows the prepaid rows.
 */
final class IdTypes
{
    /** 000 §9: the GCC nationalities. */
    public const GCC = ['BH', 'KW', 'QA', 'SA', 'AE'];

    /** @return list<int> */
    public static function options(string $orderType, string $portInType, bool $touristPack, string $nationality): array
    {
        $none = $nationality === '';
        $om = $nationality === 'OM';
        $gcc = in_array($nationality, self::GCC, true);
        $national = $none ? [1, 6] : ($om ? [1] : [6]);
        if ($orderType === 'postpaid' || $orderType === 'home_internet' || ($orderType === 'port-in' && $portInType === 'postpaid')) {
            return $national;
        }
        if ($orderType === 'prepaid' || $orderType === 'port-in') {
            if ($gcc) {
                return $touristPack ? [7, 13] : [6, 7, 13];
            }
            return $touristPack ? [14] : $national;
        }
        if ($orderType === 'device-installment') {
            return $national;
        }
        return $none ? [1, 6, 7, 13, 14] : ($gcc ? [7, 13] : ($om ? [1] : [6, 14]));
    }
}
