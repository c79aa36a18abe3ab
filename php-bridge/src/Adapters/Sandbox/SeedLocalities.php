<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

/**
 * The Sandbox's places (000 §3.6 cityList, §2.10): governorate → wilayat → city (its pccode and
 * ids) → comma-separated areas ('' = the city itself is the only area), and the stores of store
 * pickup. Real Omani places, a dozen is enough for the cascade; code, not a table, as the list
 * changes only with a release (a real back end keeps its own).
 */
final class SeedLocalities
{
    /**
     * [pccode, governorate id, governorate en, governorate ar, wilaya id, wilaya en, wilaya ar,
     *  locality id, city en, city ar, areas en, areas ar]
     */
    public const CITIES = [
        ['111', '1', 'Muscat', 'مسقط', '11', 'Seeb', 'السيب', '1101', 'Al Mawaleh', 'الموالح',
            'Al Mawaleh North,Al Mawaleh South', 'الموالح الشمالية,الموالح الجنوبية'],
        ['112', '1', 'Muscat', 'مسقط', '11', 'Seeb', 'السيب', '1102', 'Al Khoudh', 'الخوض', 'Al Khoudh 6,Al Khoudh 7', 'الخوض 6,الخوض 7'],
        ['113', '1', 'Muscat', 'مسقط', '12', 'Bawshar', 'بوشر', '1201', 'Al Khuwair', 'الخوير',
            'Al Khuwair North,Al Khuwair South', 'الخوير الشمالية,الخوير الجنوبية'],
        ['114', '1', 'Muscat', 'مسقط', '12', 'Bawshar', 'بوشر', '1202', 'Al Ghubrah', 'الغبرة', '', ''],
        ['115', '1', 'Muscat', 'مسقط', '13', 'Muttrah', 'مطرح', '1301', 'Ruwi', 'روي', 'Ruwi High Street,Wadi Kabir', 'شارع روي,الوادي الكبير'],
        ['211', '2', 'Dhofar', 'ظفار', '21', 'Salalah', 'صلالة', '2101', 'Salalah', 'صلالة', 'Al Haffa,Al Saada,Awqad', 'الحافة,السعادة,عوقد'],
        ['212', '2', 'Dhofar', 'ظفار', '22', 'Taqah', 'طاقة', '2201', 'Taqah', 'طاقة', '', ''],
        ['311', '3', 'North Al Batinah', 'شمال الباطنة', '31', 'Sohar', 'صحار', '3101', 'Sohar', 'صحار', 'Al Hambar,Falaj Al Qabail', 'الهمبار,فلج القبائل'],
        ['312', '3', 'North Al Batinah', 'شمال الباطنة', '32', 'Saham', 'صحم', '3201', 'Saham', 'صحم', '', ''],
        ['411', '4', 'Ad Dakhiliyah', 'الداخلية', '41', 'Nizwa', 'نزوى', '4101', 'Nizwa', 'نزوى', 'Firq,Tanuf', 'فرق,تنوف'],
        ['412', '4', 'Ad Dakhiliyah', 'الداخلية', '42', 'Bahla', 'بهلاء', '4201', 'Bahla', 'بهلاء', '', ''],
        ['511', '5', 'South Ash Sharqiyah', 'جنوب الشرقية', '51', 'Sur', 'صور', '5101', 'Sur', 'صور', 'Al Ayjah,Sur Al Lawatiya', 'العيجة,صور اللواتية'],
    ];

    /** pccode => [latitude, longitude]: seeded approximations of each city's centre (the places search, contract §4.19) */
    public const COORDINATES = [
        '111' => [23.6010, 58.2350], '112' => [23.5980, 58.1290], '113' => [23.5930, 58.4100], '114' => [23.5960, 58.3960],
        '115' => [23.5880, 58.5450], '211' => [17.0190, 54.0890], '212' => [17.0380, 54.4030], '311' => [24.3470, 56.7090],
        '312' => [24.1720, 56.8880], '411' => [22.9330, 57.5300], '412' => [22.9680, 57.3000], '511' => [22.5670, 59.5290],
    ];

    /** [id, name en, name ar, address en, address ar] */
    public const STORES = [
        ['MCT01', 'Muscat Grand Mall store', 'متجر مسقط جراند مول', 'Muscat Grand Mall, Al Khuwair', 'مسقط جراند مول، الخوير'],
        ['MCT02', 'Seeb City Centre store', 'متجر سيتي سنتر السيب', 'City Centre Seeb, Al Mawaleh', 'سيتي سنتر السيب، الموالح'],
        ['SLL01', 'Salalah Gardens store', 'متجر صلالة جاردنز', 'Salalah Gardens Mall, Salalah', 'صلالة جاردنز مول، صلالة'],
        ['SOH01', 'Sohar store', 'متجر صحار', 'Sohar Souq, Sohar', 'سوق صحار، صحار'],
        ['NZW01', 'Nizwa store', 'متجر نزوى', 'Nizwa Grand Mall, Nizwa', 'نزوى جراند مول، نزوى'],
    ];

    /** @return list<array<string, string>> 000 §3.6 cityList rows in the language (names in both) */
    public static function cityList(string $lang): array
    {
        $ar = $lang === 'ar';
        return array_map(static fn (array $c): array => [
            'city_name' => $ar ? $c[9] : $c[8],
            'city_name_eng' => $c[8],
            'pccode' => $c[0],
            'governorate_id' => $c[1],
            'governorate_name' => $ar ? $c[3] : $c[2],
            'wilaya_id' => $c[4],
            'wilaya_name' => $ar ? $c[6] : $c[5],
            'locality_id' => $c[7],
            'locality_name' => $ar ? $c[9] : $c[8],
            'area' => $ar ? $c[11] : $c[10],
        ], self::CITIES);
    }

    /** @return list<array{id: string, name: string, address: string}> */
    public static function stores(string $lang): array
    {
        $ar = $lang === 'ar';
        return array_map(static fn (array $s): array => ['id' => $s[0], 'name' => $ar ? $s[2] : $s[1], 'address' => $ar ? $s[4] : $s[3]], self::STORES);
    }
}
