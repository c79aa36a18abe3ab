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
    /**
     * The models the shop sells (000 §2.6), by model_key (the device page's `device=` and the listing's
     * card): names, brand (its filter code and label), operating system (the OS filter: ios, android;
     * '' for an accessory), a short description and highlights, in both shop languages.
     *
     * @var array<string, array{
     *     type: string, brand: string, os: string, name: array{en: string, ar: string},
     *     brandLabel: array{en: string, ar: string}, description: array{en: string, ar: string}
     * }>
     */
    public const MODELS = [
        'iphone-15-pro' => [
            'type' => 'device',
            'brand' => 'apple',
            'os' => 'ios',
            'name' => ['en' => 'Apple iPhone 15 Pro', 'ar' => 'آبل آيفون 15 برو'],
            'brandLabel' => self::APPLE,
            'description' => [
                'en' => 'Titanium design, A17 Pro chip and a 48 MP main camera.',
                'ar' => 'تصميم من التيتانيوم وشريحة A17 Pro وكاميرا رئيسية بدقة 48 ميجابكسل.',
            ],
        ],
        'iphone-15' => [
            'type' => 'device',
            'brand' => 'apple',
            'os' => 'ios',
            'name' => ['en' => 'Apple iPhone 15', 'ar' => 'آبل آيفون 15'],
            'brandLabel' => self::APPLE,
            'description' => [
                'en' => 'Dynamic Island, USB-C and a 48 MP main camera.',
                'ar' => 'الجزيرة الديناميكية ومنفذ USB-C وكاميرا رئيسية بدقة 48 ميجابكسل.',
            ],
        ],
        'iphone-13' => [
            'type' => 'device',
            'brand' => 'apple',
            'os' => 'ios',
            'name' => ['en' => 'Apple iPhone 13', 'ar' => 'آبل آيفون 13'],
            'brandLabel' => self::APPLE,
            'description' => [
                'en' => 'A15 Bionic chip and a dual camera system.',
                'ar' => 'شريحة A15 Bionic ونظام كاميرا مزدوج.',
            ],
        ],
        'ipad-10' => [
            'type' => 'device',
            'brand' => 'apple',
            'os' => 'ios',
            'name' => ['en' => 'Apple iPad (10th generation)', 'ar' => 'آبل آيباد (الجيل العاشر)'],
            'brandLabel' => self::APPLE,
            'description' => [
                'en' => 'A 10.9-inch Liquid Retina display, Wi-Fi and cellular.',
                'ar' => 'شاشة Liquid Retina مقاس 10.9 إنش مع واي فاي وشبكة خلوية.',
            ],
        ],
        'galaxy-s24' => [
            'type' => 'device',
            'brand' => 'samsung',
            'os' => 'android',
            'name' => ['en' => 'Samsung Galaxy S24', 'ar' => 'سامسونج جالاكسي S24'],
            'brandLabel' => self::SAMSUNG,
            'description' => [
                'en' => 'Galaxy AI, a 6.2-inch display and seven years of updates.',
                'ar' => 'ذكاء Galaxy AI وشاشة 6.2 إنش وتحديثات لسبع سنوات.',
            ],
        ],
        'galaxy-a55' => [
            'type' => 'device',
            'brand' => 'samsung',
            'os' => 'android',
            'name' => ['en' => 'Samsung Galaxy A55 5G', 'ar' => 'سامسونج جالاكسي A55 5G'],
            'brandLabel' => self::SAMSUNG,
            'description' => [
                'en' => 'A metal frame, 5G and a 50 MP camera.',
                'ar' => 'إطار معدني وشبكة 5G وكاميرا بدقة 50 ميجابكسل.',
            ],
        ],
        'galaxy-a15' => [
            'type' => 'device',
            'brand' => 'samsung',
            'os' => 'android',
            'name' => ['en' => 'Samsung Galaxy A15', 'ar' => 'سامسونج جالاكسي A15'],
            'brandLabel' => self::SAMSUNG,
            'description' => [
                'en' => 'A 6.5-inch display and a 5000 mAh battery.',
                'ar' => 'شاشة 6.5 إنش وبطارية بسعة 5000 مللي أمبير.',
            ],
        ],
        'galaxy-tab-a9' => [
            'type' => 'device',
            'brand' => 'samsung',
            'os' => 'android',
            'name' => ['en' => 'Samsung Galaxy Tab A9', 'ar' => 'سامسونج جالاكسي تاب A9'],
            'brandLabel' => self::SAMSUNG,
            'description' => [
                'en' => 'An 8.7-inch tablet with LTE.',
                'ar' => 'جهاز لوحي مقاس 8.7 إنش مع LTE.',
            ],
        ],
        'pixel-8' => [
            'type' => 'device',
            'brand' => 'google',
            'os' => 'android',
            'name' => ['en' => 'Google Pixel 8', 'ar' => 'جوجل بكسل 8'],
            'brandLabel' => ['en' => 'Google', 'ar' => 'جوجل'],
            'description' => [
                'en' => 'Google Tensor G3 and the best of Google AI.',
                'ar' => 'شريحة Google Tensor G3 وأفضل ما في ذكاء جوجل.',
            ],
        ],
        'redmi-note-13' => [
            'type' => 'device',
            'brand' => 'xiaomi',
            'os' => 'android',
            'name' => ['en' => 'Xiaomi Redmi Note 13', 'ar' => 'شاومي ريدمي نوت 13'],
            'brandLabel' => ['en' => 'Xiaomi', 'ar' => 'شاومي'],
            'description' => [
                'en' => 'A 120 Hz AMOLED display and 33 W charging.',
                'ar' => 'شاشة AMOLED بتردد 120 هرتز وشحن بقوة 33 واط.',
            ],
        ],
        'honor-x8b' => [
            'type' => 'device',
            'brand' => 'honor',
            'os' => 'android',
            'name' => ['en' => 'Honor X8b', 'ar' => 'هونر X8b'],
            'brandLabel' => ['en' => 'Honor', 'ar' => 'هونر'],
            'description' => [
                'en' => 'A slim 6.7-inch phone with a 108 MP camera.',
                'ar' => 'هاتف نحيف مقاس 6.7 إنش بكاميرا 108 ميجابكسل.',
            ],
        ],
        'airpods-3' => [
            'type' => 'accessory',
            'brand' => 'apple',
            'os' => '',
            'name' => ['en' => 'AirPods (3rd generation)', 'ar' => 'إيربودز (الجيل الثالث)'],
            'brandLabel' => self::APPLE,
            'description' => [
                'en' => 'Spatial audio and a MagSafe charging case.',
                'ar' => 'صوت محيطي وعلبة شحن MagSafe.',
            ],
        ],
        'apple-20w-adapter' => [
            'type' => 'accessory',
            'brand' => 'apple',
            'os' => '',
            'name' => ['en' => 'Apple 20W USB-C power adapter', 'ar' => 'محول طاقة آبل USB-C بقوة 20 واط'],
            'brandLabel' => self::APPLE,
            'description' => [
                'en' => 'Fast charging for iPhone and iPad.',
                'ar' => 'شحن سريع لأجهزة آيفون وآيباد.',
            ],
        ],
        'iphone-15-clear-case' => [
            'type' => 'accessory',
            'brand' => 'apple',
            'os' => '',
            'name' => ['en' => 'iPhone 15 clear case with MagSafe', 'ar' => 'غطاء شفاف لآيفون 15 مع MagSafe'],
            'brandLabel' => self::APPLE,
            'description' => [
                'en' => 'A thin, clear case that keeps MagSafe.',
                'ar' => 'غطاء رفيع وشفاف يدعم MagSafe.',
            ],
        ],
        'galaxy-buds-fe' => [
            'type' => 'accessory',
            'brand' => 'samsung',
            'os' => '',
            'name' => ['en' => 'Samsung Galaxy Buds FE', 'ar' => 'سامسونج جالاكسي بادز FE'],
            'brandLabel' => self::SAMSUNG,
            'description' => [
                'en' => 'Active noise cancelling and up to 21 hours of play.',
                'ar' => 'إلغاء نشط للضوضاء وتشغيل حتى 21 ساعة.',
            ],
        ],
        'samsung-25w-charger' => [
            'type' => 'accessory',
            'brand' => 'samsung',
            'os' => '',
            'name' => ['en' => 'Samsung 25W fast charger', 'ar' => 'شاحن سامسونج سريع بقوة 25 واط'],
            'brandLabel' => self::SAMSUNG,
            'description' => [
                'en' => 'Super fast charging over USB-C.',
                'ar' => 'شحن فائق السرعة عبر USB-C.',
            ],
        ],
        'anker-powercore-10000' => [
            'type' => 'accessory',
            'brand' => 'anker',
            'os' => '',
            'name' => ['en' => 'Anker PowerCore 10000', 'ar' => 'أنكر باور كور 10000'],
            'brandLabel' => ['en' => 'Anker', 'ar' => 'أنكر'],
            'description' => [
                'en' => 'A pocket power bank of 10000 mAh.',
                'ar' => 'بنك طاقة للجيب بسعة 10000 مللي أمبير.',
            ],
        ],
    ];

    private const APPLE = ['en' => 'Apple', 'ar' => 'آبل'];
    private const SAMSUNG = ['en' => 'Samsung', 'ar' => 'سامسونج'];

    /**
     * The variants on sale: [model_key, sku, colour en, colour ar, hex, storage GB, regular price, price
     * (below the regular one: a discount), in stock] (prices in baisa, without VAT).
     */
    private const SALE = [
        ['iphone-15-pro', 'DEV-APL-IP15P-256-NAT', 'Natural Titanium', 'تيتانيوم طبيعي', '#bab4a9', 256, 469000, 449000, true],
        ['iphone-15-pro', 'DEV-APL-IP15P-256-BLK', 'Black Titanium', 'تيتانيوم أسود', '#3c3c3d', 256, 469000, 449000, true],
        ['iphone-15-pro', 'DEV-APL-IP15P-512-WHT', 'White Titanium', 'تيتانيوم أبيض', '#f2f1ed', 512, 559000, 559000, false],
        ['iphone-15', 'DEV-APL-IP15-128-BLK', 'Black', 'أسود', '#1c1c1e', 128, 339000, 319000, true],
        ['iphone-15', 'DEV-APL-IP15-128-BLU', 'Blue', 'أزرق', '#a7c1d9', 128, 339000, 319000, true],
        ['iphone-15', 'DEV-APL-IP15-256-PNK', 'Pink', 'وردي', '#f2d4d7', 256, 389000, 369000, true],
        ['iphone-13', 'DEV-APL-IP13-128-MDN', 'Midnight', 'أسود منتصف الليل', '#1f2020', 128, 219000, 199000, true],
        ['iphone-13', 'DEV-APL-IP13-128-STL', 'Starlight', 'أبيض نجمي', '#f9f3ee', 128, 219000, 199000, true],
        ['ipad-10', 'DEV-APL-IPAD10-64-SLV', 'Silver', 'فضي', '#e3e4e5', 64, 179000, 179000, true],
        ['ipad-10', 'DEV-APL-IPAD10-64-BLU', 'Blue', 'أزرق', '#5b8fc9', 64, 179000, 179000, true],
        ['galaxy-s24', 'DEV-SAM-S24-256-BLK', 'Onyx Black', 'أسود أونيكس', '#2b2b2b', 256, 329000, 289000, true],
        ['galaxy-s24', 'DEV-SAM-S24-256-GRY', 'Marble Grey', 'رمادي رخامي', '#c9c7c3', 256, 329000, 289000, true],
        ['galaxy-s24', 'DEV-SAM-S24-512-VLT', 'Cobalt Violet', 'بنفسجي كوبالت', '#6e5b9b', 512, 379000, 349000, true],
        ['galaxy-a55', 'DEV-SAM-A55-128-NVY', 'Awesome Navy', 'كحلي', '#2f3a4f', 128, 149000, 129000, true],
        ['galaxy-a55', 'DEV-SAM-A55-256-ICE', 'Awesome Iceblue', 'أزرق ثلجي', '#b9d4e6', 256, 169000, 149000, true],
        ['galaxy-a15', 'DEV-SAM-A15-128-BBK', 'Blue Black', 'أزرق داكن', '#2c3036', 128, 69000, 69000, true],
        ['galaxy-a15', 'DEV-SAM-A15-128-LBL', 'Light Blue', 'أزرق فاتح', '#b0c8e0', 128, 69000, 69000, true],
        ['galaxy-tab-a9', 'DEV-SAM-TABA9-64-GPH', 'Graphite', 'جرافيت', '#4a4a4a', 64, 65000, 59000, true],
        ['pixel-8', 'DEV-GOO-PX8-128-OBS', 'Obsidian', 'أسود أوبسيديان', '#2e2e30', 128, 249000, 229000, true],
        ['pixel-8', 'DEV-GOO-PX8-128-HZL', 'Hazel', 'رمادي بندقي', '#8d9286', 128, 249000, 229000, true],
        ['pixel-8', 'DEV-GOO-PX8-256-ROS', 'Rose', 'وردي', '#e6c4bd', 256, 279000, 259000, true],
        ['redmi-note-13', 'DEV-XIA-RN13-256-GRP', 'Graphite Grey', 'رمادي جرافيت', '#52555a', 256, 79000, 69000, true],
        ['redmi-note-13', 'DEV-XIA-RN13-256-ICE', 'Ice Blue', 'أزرق جليدي', '#cfe3ef', 256, 79000, 69000, true],
        ['honor-x8b', 'DEV-HON-X8B-256-MBK', 'Midnight Black', 'أسود ليلي', '#1b1b1d', 256, 89000, 89000, true],
        ['honor-x8b', 'DEV-HON-X8B-256-SLV', 'Titanium Silver', 'فضي تيتانيوم', '#d6d6d6', 256, 89000, 84000, true],
        ['airpods-3', 'ACC-APL-AIRPODS3', 'White', 'أبيض', '#f5f5f5', 0, 69000, 59000, true],
        ['apple-20w-adapter', 'ACC-APL-20W', 'White', 'أبيض', '#f5f5f5', 0, 8900, 8900, true],
        ['iphone-15-clear-case', 'ACC-APL-IP15-CASE', 'Clear', 'شفاف', '#eef3f6', 0, 19000, 15000, true],
        ['galaxy-buds-fe', 'ACC-SAM-BUDSFE-GRF', 'Graphite', 'جرافيت', '#4a4a4a', 0, 39000, 32000, true],
        ['samsung-25w-charger', 'ACC-SAM-25W', 'Black', 'أسود', '#1f1f1f', 0, 7500, 7500, true],
        ['anker-powercore-10000', 'ACC-ANK-PC10000', 'Black', 'أسود', '#1f1f1f', 0, 15900, 12900, true],
    ];

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
        foreach (self::SALE as [$model, $sku, $colourEn, $colourAr, $hex, $storage, $regular, $price, $inStock]) {
            $m = self::MODELS[$model];
            $rows[] = [
                'sku' => $sku,
                'name_en' => $m['name']['en'],
                'name_ar' => $m['name']['ar'],
                'brand_en' => $m['brandLabel']['en'],
                'brand_ar' => $m['brandLabel']['ar'],
                'colour_en' => $colourEn,
                'colour_ar' => $colourAr,
                'storage_gb' => $storage,
                'regular_price_baisa' => $regular,
                'price_baisa' => $price,
                'is_free_offer' => 0,
                'model_key' => $model,
                'product_type' => $m['type'],
                'colour_hex' => $hex,
                // shipped with the plugin (assets/img/catalogue), one picture per variant
                'image' => strtolower($sku) . '.svg',
                'in_stock' => $inStock ? 1 : 0,
                'is_active' => 1,
            ];
        }
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
