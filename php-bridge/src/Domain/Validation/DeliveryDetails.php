<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain\Validation;

defined('ABSPATH') || exit;

/**
 * The bridge's check of a delivery_details submit (000 §3.14, §5.6, §2.10): the fields each
 * delivery type requires, Villa/Apartment and way number numeric within the configured lengths,
 * a landmark of letters, digits and spaces within 60 in non-Arabic mode, and a place that is in
 * the city list (the city by its pccode, with its governorate, wilayat and locality ids, names
 * and area); store pickup needs a known store. The widget checks the same before it sends.
 */
final class DeliveryDetails
{
    public const TYPES = ['home_delivery', 'store_pickup'];

    /** 000 §5.6: in non-Arabic mode the landmark keeps letters, digits and spaces, 60 at most. */
    public const LANDMARK_MAX = 60;

    /**
     * @param array<string, string> $details the delivery_details sent (trimmed strings)
     * @param array{lang: string, aptMax: int, wayMax: int, landmarkMax: int, cities: list<array<string, string>>,
     *     citiesEn: list<array<string, string>>, storeIds: list<string>} $ctx
     * @return array<string, string> field => error code; empty when the submit holds
     */
    public static function errors(array $details, array $ctx): array
    {
        $type = $details['delivery_type'] ?? '';
        if (!in_array($type, self::TYPES, true)) {
            return ['delivery_type' => 'delivery_type_invalid'];
        }
        if ($type === 'store_pickup') {
            $store = $details['store_id'] ?? '';
            if ($store === '') {
                return ['store_id' => 'required'];
            }
            return in_array($store, $ctx['storeIds'], true) ? [] : ['store_id' => 'store_unknown'];
        }
        $errors = [];
        foreach (['governorate', 'wilayat', 'city', 'area', 'apt_no', 'way_no', 'landmark'] as $field) {
            if (($details[$field] ?? '') === '') {
                $errors[$field] = 'required';
            }
        }
        foreach (['apt_no' => $ctx['aptMax'], 'way_no' => $ctx['wayMax']] as $field => $max) {
            $value = $details[$field] ?? '';
            if ($value === '' || isset($errors[$field])) {
                continue;
            }
            if (preg_match('/^\d+$/', $value) !== 1) {
                $errors[$field] = 'not_numeric';
            } elseif (strlen($value) > $max) {
                $errors[$field] = 'too_long';
            }
        }
        $landmark = $details['landmark'] ?? '';
        if ($landmark !== '') {
            $nonArabic = $ctx['lang'] !== 'ar';
            $max = $nonArabic ? min(self::LANDMARK_MAX, $ctx['landmarkMax']) : $ctx['landmarkMax'];
            if ($nonArabic && preg_match('/^[A-Za-z0-9 ]+$/', $landmark) !== 1) {
                $errors['landmark'] = 'landmark_invalid';
            } elseif (mb_strlen($landmark) > $max) {
                $errors['landmark'] = 'too_long';
            }
        }
        // the map pin (optional): a coordinate when given
        foreach (['latitude' => 90.0, 'longitude' => 180.0] as $field => $max) {
            $value = $details[$field] ?? '';
            if ($value !== '' && (!is_numeric($value) || abs((float) $value) > $max)) {
                $errors[$field] = 'coordinate_invalid';
            }
        }
        if (!isset($errors['city']) && !isset($errors['governorate']) && !isset($errors['wilayat']) && !self::knownPlace($details, $ctx)) {
            $errors['city'] = 'place_unknown';
        }
        return $errors;
    }

    /**
     * The city by pccode, its ids as sent (governorateid, wilayaid, localityid), its names as
     * sent in either language, and the area one of the city's areas (or the city itself when it has none).
     *
     * @param array<string, string> $details
     * @param array{cities: list<array<string, string>>, citiesEn: list<array<string, string>>} $ctx
     */
    private static function knownPlace(array $details, array $ctx): bool
    {
        foreach ($ctx['cities'] as $i => $city) {
            $en = $ctx['citiesEn'][$i] ?? $city;
            if ($city['pccode'] !== ($details['pccode'] ?? '')) {
                continue;
            }
            $ids = $city['governorate_id'] === ($details['governorateid'] ?? '')
                && $city['wilaya_id'] === ($details['wilayaid'] ?? '')
                && $city['locality_id'] === ($details['localityid'] ?? '');
            $named = static fn (string $sent, string $key): bool => in_array($sent, [$city[$key], $en[$key]], true);
            $names = $named($details['governorate'] ?? '', 'governorate_name')
                && $named($details['wilayat'] ?? '', 'wilaya_name')
                && $named($details['city'] ?? '', 'city_name');
            $areas = array_merge(
                $city['area'] !== '' ? explode(',', $city['area']) : [$city['city_name']],
                $en['area'] !== '' ? explode(',', $en['area']) : [$en['city_name']],
            );
            return $ids && $names && in_array($details['area'] ?? '', $areas, true);
        }
        return false;
    }
}
