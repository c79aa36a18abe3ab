<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

/**
 * Sandbox devices (000 §2.6): phones and a tablet sold in Oman, in English and Arabic, with
 * colour, storage and the regular price in baisa. Those of the free-device offer (000 §2.7,
 * `&offer=free-device`) cost 0 with a plan.
 */
final class SeedDevices
{
    /** @return list<array<string, mixed>> rows of whl_sbx_devices */
    public static function devices(): array
    {
        $rows = [
            self::device(
                'DEV-SAM-A15-128-BLK',
                'Samsung Galaxy A15',
                'سامسونج جالاكسي A15',
                'Samsung',
                'سامسونج',
                'Blue Black',
                'أزرق داكن',
                128,
                69000
            ),
            self::device(
                'DEV-SAM-A25-128-BLU',
                'Samsung Galaxy A25 5G',
                'سامسونج جالاكسي A25 5G',
                'Samsung',
                'سامسونج',
                'Light Blue',
                'أزرق فاتح',
                128,
                99000
            ),
            self::device(
                'DEV-XIA-RN13-256-GRY',
                'Xiaomi Redmi Note 13',
                'شاومي ريدمي نوت 13',
                'Xiaomi',
                'شاومي',
                'Graphite Grey',
                'رمادي جرافيت',
                256,
                79000
            ),
            self::device(
                'DEV-HON-X8B-256-BLK',
                'Honor X8b',
                'هونر X8b',
                'Honor',
                'هونر',
                'Midnight Black',
                'أسود ليلي',
                256,
                89000
            ),
            self::device(
                'DEV-APL-IP13-128-MID',
                'Apple iPhone 13',
                'آبل آيفون 13',
                'Apple',
                'آبل',
                'Midnight',
                'أسود منتصف الليل',
                128,
                219000
            ),
            self::device(
                'DEV-SAM-TABA9-64-GRY',
                'Samsung Galaxy Tab A9',
                'سامسونج جالاكسي تاب A9',
                'Samsung',
                'سامسونج',
                'Graphite',
                'جرافيت',
                64,
                65000
            ),
        ];
        foreach ($rows as $i => &$row) {
            $row['sort_order'] = $i + 1;
        }
        return $rows;
    }

    /** @return array<string, mixed> a device of the free-device offer: price 0, regular price kept */
    private static function device(
        string $sku,
        string $nameEn,
        string $nameAr,
        string $brandEn,
        string $brandAr,
        string $colourEn,
        string $colourAr,
        int $storageGb,
        int $regularPriceBaisa
    ): array {
        return [
            'sku' => $sku,
            'name_en' => $nameEn,
            'name_ar' => $nameAr,
            'brand_en' => $brandEn,
            'brand_ar' => $brandAr,
            'colour_en' => $colourEn,
            'colour_ar' => $colourAr,
            'storage_gb' => $storageGb,
            'regular_price_baisa' => $regularPriceBaisa,
            'price_baisa' => 0,
            'is_free_offer' => 1,
            'is_active' => 1,
        ];
    }
}
