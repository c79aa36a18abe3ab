<?php

declare(strict_types=1);

namespace Whl\Bridge\Html;

defined('ABSPATH') || exit;

/**
 * The few words the bridge's server HTML needs, in both shop languages. The widgets carry their
 * own catalogs; these cover only what the bridge renders itself.
 */
final class Labels
{
    private const TEXT = [
        'en' => [
            'validity' => 'Validity',
            'data' => 'Data',
            'voice' => 'Calls',
            'price' => 'Price',
            'incl_vat' => 'incl. VAT',
            'buy_now' => 'Buy now',
            'plan' => 'Plan',
            'number' => 'Number',
            'number_price' => 'Number price',
            'subtotal' => 'Subtotal',
            'vat' => 'VAT (%d%%)',
            'total' => 'Total',
            'omr' => 'OMR',
            'summary' => 'Order summary',
            'info_prices' => 'Prices are in Omani rials (OMR) and exclude %d%% VAT unless shown as incl. VAT.',
            'info_reservation' => 'A number you choose is reserved for you for %s minutes.',
            'info_id' => 'A valid Omani ID or resident card is needed to activate a line.',
            'terms_prepaid' => 'Prepaid plans renew when your balance covers the price. Unused quota does not carry over.',
            'terms_postpaid' => 'Monthly plans are billed at the start of each month. Fair usage policy applies to unlimited quotas.',
            'terms_contract' => 'Leaving a contract early costs the remaining months of the contract.',
            'free_devices' => 'Free devices with your plan',
            'no_free_devices' => 'No free devices are available right now.',
            'regular_price' => 'Regular price',
            'free' => 'Free',
        ],
        'ar' => [
            'validity' => 'الصلاحية',
            'data' => 'البيانات',
            'voice' => 'المكالمات',
            'price' => 'السعر',
            'incl_vat' => 'شامل ضريبة القيمة المضافة',
            'buy_now' => 'اشترِ الآن',
            'plan' => 'الباقة',
            'number' => 'الرقم',
            'number_price' => 'سعر الرقم',
            'subtotal' => 'المجموع الفرعي',
            'vat' => 'ضريبة القيمة المضافة (%d%%)',
            'total' => 'الإجمالي',
            'omr' => 'ر.ع.',
            'summary' => 'ملخص الطلب',
            'info_prices' => 'الأسعار بالريال العُماني ولا تشمل ضريبة القيمة المضافة %d%% ما لم يُذكر أنها شاملة.',
            'info_reservation' => 'يُحجز لك الرقم الذي تختاره لمدة %s دقيقة.',
            'info_id' => 'يلزم وجود بطاقة هوية عُمانية أو بطاقة مقيم سارية لتفعيل الخط.',
            'terms_prepaid' => 'تتجدد باقات الدفع المسبق عندما يكفي رصيدك لسعرها. لا يُرحَّل الرصيد غير المستخدم.',
            'terms_postpaid' => 'تُحتسب الباقات الشهرية في بداية كل شهر. تُطبق سياسة الاستخدام العادل على الباقات غير المحدودة.',
            'terms_contract' => 'إنهاء العقد قبل موعده يستوجب دفع الأشهر المتبقية منه.',
            'free_devices' => 'أجهزة مجانية مع باقتك',
            'no_free_devices' => 'لا تتوفر أجهزة مجانية حالياً.',
            'regular_price' => 'السعر المعتاد',
            'free' => 'مجاناً',
        ],
    ];

    private const WORDS_AR = [
        'GB' => 'جيجابايت',
        'MB' => 'ميجابايت',
        'Minutes' => 'دقيقة',
        'Unlimited' => 'غير محدود',
    ];

    public static function get(string $key, string $lang): string
    {
        return self::TEXT[$lang][$key] ?? self::TEXT['en'][$key] ?? $key;
    }

    /** Quotas and units ("GB", "Minutes", "Unlimited") in the shop language. */
    public static function word(string $word, string $lang): string
    {
        return $lang === 'ar' ? (self::WORDS_AR[$word] ?? $word) : $word;
    }

    /** 000 §9: a multiple of 7 days is shown in weeks; 1 day as '24 hours'; otherwise days. */
    public static function validity(int $days, string $lang): string
    {
        if ($days === 1) {
            return $lang === 'ar' ? '24 ساعة' : '24 hours';
        }
        if ($days % 7 === 0) {
            $weeks = intdiv($days, 7);
            if ($lang === 'ar') {
                return match ($weeks) {
                    1 => 'أسبوع',
                    2 => 'أسبوعان',
                    default => $weeks <= 10 ? $weeks . ' أسابيع' : $weeks . ' أسبوعاً',
                };
            }
            return $weeks === 1 ? '1 week' : $weeks . ' weeks';
        }
        if ($lang === 'ar') {
            return $days <= 10 ? $days . ' أيام' : $days . ' يوماً';
        }
        return $days . ' days';
    }
}
