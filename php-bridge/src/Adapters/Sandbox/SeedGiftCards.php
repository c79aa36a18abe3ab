<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\GiftCard;

/** Sandbox gift cards (000 §2.2 gift-card-details?card={urlKey}): the shop's own (named without a brand: the demo is re-branded by its theme) and an app store's. */
final class SeedGiftCards
{
    /** @return list<GiftCard> */
    public static function all(): array
    {
        return [
            new GiftCard(
                'sahel-gift-card',
                'GIFT-SAHEL',
                ['en' => 'Shop gift card', 'ar' => 'بطاقة هدايا المتجر'],
                [
                    'en' => 'Credit for any plan, recharge or device in our shops and online. Valid for one year.',
                    'ar' => 'رصيد لأي باقة أو إعادة شحن أو جهاز في متاجرنا وعبر الإنترنت. صالحة لمدة سنة.',
                ],
                [5000, 10000, 20000, 50000],
                'gift-sahel.svg',
            ),
            new GiftCard(
                'app-store-gift-card',
                'GIFT-APPSTORE',
                ['en' => 'App store gift card', 'ar' => 'بطاقة هدايا متجر التطبيقات'],
                [
                    'en' => 'For apps, games and subscriptions. The code arrives by e-mail.',
                    'ar' => 'للتطبيقات والألعاب والاشتراكات. يصلك الرمز عبر البريد الإلكتروني.',
                ],
                [10000, 25000, 50000],
                'gift-appstore.svg',
            ),
        ];
    }
}
