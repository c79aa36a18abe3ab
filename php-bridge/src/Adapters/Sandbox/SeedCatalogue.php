<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

/**
 * The Sandbox catalogue: the plan families of 000 §2.5 / §3.3 with believable Omani prices
 * (baisa), quotas and texts in English and Arabic.
 */
final class SeedCatalogue
{
    /**
     * 000 §2.4 the credit description of a prepaid plan, looked up by SKU: what its price buys and
     * how long the credit lasts, as the operator words it.
     *
     * @var array<string, array{en: string, ar: string}>
     */
    public const CREDIT = [
        'PRE-HALA-W2' => [
            'en' => 'Your 2.100 OMR buys a week of data and local minutes. Unused quota ends with the week; renew before it ends to keep your number active.',
            'ar' => 'تمنحك 2.100 ر.ع. أسبوعاً من البيانات والدقائق المحلية. ينتهي الرصيد غير المستخدم بانتهاء الأسبوع؛ جدّد قبل انتهائه ليبقى رقمك فعّالاً.',
        ],
        'PRE-HALA-3' => [
            'en' => 'Your 3.150 OMR credit lasts 14 days. Calls to your favourite number are free and do not use your minutes.',
            'ar' => 'يدوم رصيدك البالغ 3.150 ر.ع. لمدة 14 يوماً. المكالمات إلى رقمك المفضل مجانية ولا تُحتسب من دقائقك.',
        ],
        'PRE-HALA-5' => [
            'en' => 'Your 5.250 OMR credit lasts 28 days. Social apps do not use your data; when the quota runs out, data is charged from your balance.',
            'ar' => 'يدوم رصيدك البالغ 5.250 ر.ع. لمدة 28 يوماً. تطبيقات التواصل لا تستهلك بياناتك؛ وعند نفاد الباقة تُحتسب البيانات من رصيدك.',
        ],
        'PRE-HALA-10' => [
            'en' => 'Your 10.500 OMR credit lasts 28 days and includes 50 international minutes to any country.',
            'ar' => 'يدوم رصيدك البالغ 10.500 ر.ع. لمدة 28 يوماً ويشمل 50 دقيقة دولية إلى أي دولة.',
        ],
    ];

    /**
     * 000 §2.5 the contract plans sold without a contract too: the twin's SKU → the contract plan's,
     * whose card offers both by its contract / no-contract radio (Plan::$termOf).
     */
    public const TERM_OF = [
        'POST-CONTRACT-25-NC' => 'POST-CONTRACT-25',
        'POST-CONTRACT-15-NC' => 'POST-CONTRACT-15',
    ];

    /** @return list<array<string, mixed>> rows of whl_sbx_products */
    public static function plans(): array
    {
        $hala = ['PrepaidHala', 'prepaid', 'Hala Plans', 'باقات هلا'];
        $endless = ['PostpaidShahryEndless', 'postpaid', 'Shahry Endless Plans', 'باقات شهري اللامحدودة'];
        $omanuna = ['PostpaidOmanuna', 'postpaid', 'Omanuna Plans', 'باقات عُماننا'];
        $dataOnly = ['PostpaidShahryDataOnly', 'postpaid', 'Data Only Plans', 'باقات البيانات فقط'];
        $contract = ['PostpaidContract', 'postpaid', 'Contract Plans', 'باقات بعقد'];
        $noContract = ['PostpaidNoContract', 'postpaid', 'No-Contract Plans', 'باقات بدون عقد'];
        $tourist = ['PrepaidTouristPack', 'prepaid', 'Tourist Packs', 'باقات السياح'];

        $rows = [
            self::plan(
                $hala,
                'PRE-HALA-W2',
                'hala-weekly',
                'Hala Weekly',
                'هلا الأسبوعية',
                2000,
                7,
                '3',
                'GB',
                '60',
                'Minutes',
                ['3 GB local data', '60 local minutes', 'Renews every week'],
                ['3 جيجابايت بيانات محلية', '60 دقيقة محلية', 'تتجدد كل أسبوع']
            ),
            self::plan(
                $hala,
                'PRE-HALA-3',
                'hala-3',
                'Hala 3',
                'هلا 3',
                3000,
                14,
                '4',
                'GB',
                '100',
                'Minutes',
                ['4 GB local data', '100 local minutes', 'Free calls to 1 favourite number'],
                ['4 جيجابايت بيانات محلية', '100 دقيقة محلية', 'مكالمات مجانية لرقم مفضل واحد']
            ),
            self::plan(
                $hala,
                'PRE-HALA-5',
                'hala-5',
                'Hala 5',
                'هلا 5',
                5000,
                28,
                '10',
                'GB',
                '300',
                'Minutes',
                ['Unlimited social', '10 GB local data', '300 local minutes'],
                ['تواصل اجتماعي بلا حدود', '10 جيجابايت بيانات محلية', '300 دقيقة محلية']
            ),
            self::plan(
                $hala,
                'PRE-HALA-10',
                'hala-10',
                'Hala 10',
                'هلا 10',
                10000,
                28,
                '25',
                'GB',
                '600',
                'Minutes',
                ['Unlimited social', '25 GB local data', '600 local minutes', '50 international minutes'],
                ['تواصل اجتماعي بلا حدود', '25 جيجابايت بيانات محلية', '600 دقيقة محلية', '50 دقيقة دولية']
            ),
            self::plan(
                $hala,
                'PRE-HALA-15',
                'hala-15',
                'Hala 15',
                'هلا 15',
                15000,
                28,
                '50',
                'GB',
                'Unlimited',
                'Minutes',
                ['Unlimited local calls', '50 GB local data', '100 international minutes'],
                ['مكالمات محلية بلا حدود', '50 جيجابايت بيانات محلية', '100 دقيقة دولية']
            ),

            self::plan(
                $endless,
                'POST-ENDLESS-12',
                'shahry-endless-12',
                'Shahry Endless 12',
                'شهري اللامحدود 12',
                12000,
                30,
                'Unlimited',
                '',
                '1000',
                'Minutes',
                ['Unlimited data', '1000 local minutes', '2 GB GCC roaming'],
                ['بيانات بلا حدود', '1000 دقيقة محلية', '2 جيجابايت تجوال في دول الخليج']
            ),
            self::plan(
                $endless,
                'POST-ENDLESS-20',
                'shahry-endless-20',
                'Shahry Endless 20',
                'شهري اللامحدود 20',
                20000,
                30,
                'Unlimited',
                '',
                'Unlimited',
                'Minutes',
                ['Unlimited data', 'Unlimited local calls', '5 GB GCC roaming', '100 international minutes'],
                ['بيانات بلا حدود', 'مكالمات محلية بلا حدود', '5 جيجابايت تجوال في دول الخليج', '100 دقيقة دولية']
            ),
            self::plan(
                $endless,
                'POST-ENDLESS-30',
                'shahry-endless-30',
                'Shahry Endless 30',
                'شهري اللامحدود 30',
                30000,
                30,
                'Unlimited',
                '',
                'Unlimited',
                'Minutes',
                ['Unlimited data', 'Unlimited local calls', '10 GB roaming worldwide', '300 international minutes'],
                ['بيانات بلا حدود', 'مكالمات محلية بلا حدود', '10 جيجابايت تجوال حول العالم', '300 دقيقة دولية']
            ),

            self::plan(
                $omanuna,
                'POST-OMANUNA-8',
                'omanuna-8',
                'Omanuna 8',
                'عُماننا 8',
                8000,
                30,
                '15',
                'GB',
                '500',
                'Minutes',
                ['For Omani nationals', '15 GB local data', '500 local minutes'],
                ['للمواطنين العُمانيين', '15 جيجابايت بيانات محلية', '500 دقيقة محلية']
            ),
            self::plan(
                $omanuna,
                'POST-OMANUNA-14',
                'omanuna-14',
                'Omanuna 14',
                'عُماننا 14',
                14000,
                30,
                '40',
                'GB',
                '1500',
                'Minutes',
                ['For Omani nationals', '40 GB local data', '1500 local minutes', 'Free family line'],
                ['للمواطنين العُمانيين', '40 جيجابايت بيانات محلية', '1500 دقيقة محلية', 'خط عائلي مجاني']
            ),

            self::plan(
                $dataOnly,
                'POST-DATA-5',
                'data-only-5',
                'Data Only 5',
                'بيانات فقط 5',
                5000,
                30,
                '20',
                'GB',
                '',
                '',
                ['20 GB local data', 'Ideal for tablets and routers'],
                ['20 جيجابايت بيانات محلية', 'مثالية للأجهزة اللوحية وأجهزة الراوتر']
            ),
            self::plan(
                $dataOnly,
                'POST-DATA-10',
                'data-only-10',
                'Data Only 10',
                'بيانات فقط 10',
                10000,
                30,
                '60',
                'GB',
                '',
                '',
                ['60 GB local data', 'Ideal for tablets and routers'],
                ['60 جيجابايت بيانات محلية', 'مثالية للأجهزة اللوحية وأجهزة الراوتر']
            ),
            self::plan(
                $dataOnly,
                'POST-DATA-20',
                'data-only-20',
                'Data Only 20',
                'بيانات فقط 20',
                20000,
                30,
                'Unlimited',
                '',
                '',
                '',
                ['Unlimited local data', '5G where available'],
                ['بيانات محلية بلا حدود', 'الجيل الخامس حيثما يتوفر']
            ),

            self::plan(
                $contract,
                'POST-CONTRACT-25',
                'shahry-contract-25',
                'Shahry Contract 25',
                'شهري بعقد 25',
                25000,
                30,
                'Unlimited',
                '',
                'Unlimited',
                'Minutes',
                ['12-month contract', 'Unlimited data and local calls', 'Device discount with the plan'],
                ['عقد لمدة 12 شهراً', 'بيانات ومكالمات محلية بلا حدود', 'خصم على الجهاز مع الباقة'],
                12
            ),
            self::plan(
                $contract,
                'POST-CONTRACT-15',
                'shahry-contract-15',
                'Shahry Contract 15',
                'شهري بعقد 15',
                15000,
                30,
                '50',
                'GB',
                '2000',
                'Minutes',
                ['12-month contract', '50 GB local data', '2000 local minutes', 'Device discount with the plan'],
                ['عقد لمدة 12 شهراً', '50 جيجابايت بيانات محلية', '2000 دقيقة محلية', 'خصم على الجهاز مع الباقة'],
                12
            ),
            // the two contract plans without their contract (TERM_OF): the same quotas for a higher monthly price
            self::plan(
                $contract,
                'POST-CONTRACT-25-NC',
                'shahry-25-no-contract',
                'Shahry 25 without contract',
                'شهري 25 بدون عقد',
                29000,
                30,
                'Unlimited',
                '',
                'Unlimited',
                'Minutes',
                ['No contract: leave at any month end', 'Unlimited data and local calls'],
                ['بدون عقد: يمكنك الإلغاء في نهاية أي شهر', 'بيانات ومكالمات محلية بلا حدود']
            ),
            self::plan(
                $contract,
                'POST-CONTRACT-15-NC',
                'shahry-15-no-contract',
                'Shahry 15 without contract',
                'شهري 15 بدون عقد',
                18000,
                30,
                '50',
                'GB',
                '2000',
                'Minutes',
                ['No contract: leave at any month end', '50 GB local data', '2000 local minutes'],
                ['بدون عقد: يمكنك الإلغاء في نهاية أي شهر', '50 جيجابايت بيانات محلية', '2000 دقيقة محلية']
            ),
            // 000 §2.5 #no-contract-plans: monthly plans that can be left at any month's end
            self::plan(
                $noContract,
                'POST-FLEX-9',
                'shahry-flex-9',
                'Shahry Flex 9',
                'شهري مرن 9',
                9000,
                30,
                '20',
                'GB',
                '500',
                'Minutes',
                ['No contract: leave at any month end', '20 GB local data', '500 local minutes'],
                ['بدون عقد: يمكنك الإلغاء في نهاية أي شهر', '20 جيجابايت بيانات محلية', '500 دقيقة محلية']
            ),
            self::plan(
                $noContract,
                'POST-FLEX-16',
                'shahry-flex-16',
                'Shahry Flex 16',
                'شهري مرن 16',
                16000,
                30,
                '60',
                'GB',
                'Unlimited',
                'Minutes',
                ['No contract: leave at any month end', '60 GB local data', 'Unlimited local calls'],
                ['بدون عقد: يمكنك الإلغاء في نهاية أي شهر', '60 جيجابايت بيانات محلية', 'مكالمات محلية بلا حدود']
            ),
            // 000 §3.2 / §4.3: a tourist pack (order sub-category {event}_tourist_pack): passport
            // identity (000 §5.4), and a change-number control instead of the redirect on expiry
            self::plan(
                $tourist,
                'PRE-FIFA-TOURIST',
                'fifa-tourist-pack',
                'Visitor Pack 30',
                'باقة الزوار 30',
                8000,
                30,
                '20',
                'GB',
                '100',
                'Minutes',
                ['For visitors to Oman', '20 GB local data', '100 local and international minutes'],
                ['لزوار عُمان', '20 جيجابايت بيانات محلية', '100 دقيقة محلية ودولية'],
                0,
                'fifa_tourist_pack'
            ),
        ];
        foreach ($rows as $i => &$row) {
            $row['sort_order'] = $i + 1;
        }
        return $rows;
    }

    /**
     * @param array{0: string, 1: string, 2: string, 3: string} $family family, service type, category en, category ar
     * @param list<string> $highlightsEn
     * @param list<string> $highlightsAr
     * @return array<string, mixed>
     */
    private static function plan(
        array $family,
        string $sku,
        string $urlKey,
        string $nameEn,
        string $nameAr,
        int $priceBaisa,
        int $validityDays,
        string $dataQuota,
        string $dataUnits,
        string $voiceQuota,
        string $voiceUnits,
        array $highlightsEn,
        array $highlightsAr,
        int $contractMonths = 0,
        string $subCategory = ''
    ): array {
        return [
            'sku' => $sku,
            'url_key' => $urlKey,
            'product_type' => 'plan',
            'service_type' => $family[1],
            'family' => $family[0],
            'name_en' => $nameEn,
            'name_ar' => $nameAr,
            'category_en' => $family[2],
            'category_ar' => $family[3],
            'highlights_en' => (string) wp_json_encode($highlightsEn, JSON_UNESCAPED_UNICODE),
            'highlights_ar' => (string) wp_json_encode($highlightsAr, JSON_UNESCAPED_UNICODE),
            'price_baisa' => $priceBaisa,
            'validity_days' => $validityDays,
            'data_quota' => $dataQuota,
            'data_units' => $dataUnits,
            'voice_quota' => $voiceQuota,
            'voice_units' => $voiceUnits,
            'contract_months' => $contractMonths,
            'sub_category' => $subCategory,
            'is_active' => 1,
        ];
    }
}
