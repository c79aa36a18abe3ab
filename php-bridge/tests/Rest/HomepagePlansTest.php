<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Rest;

use Whl\Bridge\Adapters\Sandbox\SeedCatalogue;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\TestCase;

/** 000 §2.3, §3.3 and contract §4.2: GET homepage-plans, public and cacheable. */
final class HomepagePlansTest extends TestCase
{
    public function test_the_homepage_answer_has_the_templates_and_plan_cards(): void
    {
        $answer = (new Browser())->rest('homepage-plans', ['lang' => 'en']);

        self::assertSame(200, $answer['status']);
        self::assertSame('public, max-age=300', $answer['headers']['cache-control'][0]);
        self::assertArrayNotHasKey('set-cookie', $answer['headers'], 'a cacheable answer sets no session');
        $body = $answer['body'];
        self::assertSame('success', $body['responseCode']);
        self::assertStringStartsWith('<p>', $body['ImportantInfoData']);
        self::assertCount(2, $body['PrepaidHala']['PrepaidHalaTemplate']);
        self::assertCount(2, $body['PostpaidShahryEndless']['PostpaidShahryEndlessTemplate']);
        self::assertStringContainsString('data-sku="PRE-HALA-5"', $body['PrepaidHala']['PrepaidHalaTemplate'][0]);

        $card = array_values(array_filter($body['plans'], static fn ($p) => $p['product_sku'] === 'PRE-HALA-5'))[0];
        self::assertSame([
            'product_sku' => 'PRE-HALA-5', 'url_key' => 'hala-5', 'service_type' => 'prepaid', 'plan_name' => 'Hala 5',
            'category' => 'Hala Plans', 'family' => 'PrepaidHala', 'price' => '5.000', 'price_incl_vat' => '5.250',
            'validity' => 28, 'data_quota' => '10', 'data_units' => 'GB', 'voice_quota' => '300', 'voice_units' => 'Minutes',
            'highlights' => ['Unlimited social', '10 GB local data', '300 local minutes'], 'selected' => false,
            'activation_url' => '/prepaid-recommended-numbers/?plan=hala-5', 'migration_url' => null,
            'portin_url' => '/prepaid-recommended-numbers/?plan=hala-5&method=port-in',
            'credit_description' => SeedCatalogue::CREDIT['PRE-HALA-5']['en'],
        ], $card);
        // 000 §2.4: looked up by SKU; a plan without one says ''
        $hala15 = array_values(array_filter($body['plans'], static fn ($p) => $p['product_sku'] === 'PRE-HALA-15'))[0];
        self::assertSame('', $hala15['credit_description']);
        self::assertContains('postpaid', array_column($body['plans'], 'service_type'));
    }

    public function test_service_type_narrows_the_plans(): void
    {
        $plans = (new Browser())->rest('homepage-plans', ['lang' => 'en', 'service_type' => 'postpaid'])['body']['plans'];
        self::assertNotEmpty($plans);
        self::assertSame(['postpaid'], array_values(array_unique(array_column($plans, 'service_type'))));
        $endless = array_values(array_filter($plans, static fn ($p) => $p['family'] === 'PostpaidShahryEndless'))[0];
        self::assertSame($endless['activation_url'], $endless['migration_url'], '000 §2.3: migration copies the activation link');

        $bad = (new Browser())->rest('homepage-plans', ['service_type' => 'hybrid']);
        self::assertSame(422, $bad['status']);
        self::assertSame(['service_type' => 'service_type_invalid'], $bad['body']['errors']);
    }

    public function test_arabic_texts_come_in_arabic(): void
    {
        $body = (new Browser())->rest('homepage-plans', ['lang' => 'ar'])['body'];
        $card = array_values(array_filter($body['plans'], static fn ($p) => $p['product_sku'] === 'PRE-HALA-5'))[0];
        self::assertSame('هلا 5', $card['plan_name']);
        self::assertSame('باقات هلا', $card['category']);
        self::assertSame('5.250', $card['price_incl_vat'], 'money keeps Latin digits');
        self::assertStringContainsString('dir="rtl"', $body['PrepaidHala']['PrepaidHalaTemplate'][0]);
        self::assertStringContainsString('هلا 5', $body['PrepaidHala']['PrepaidHalaTemplate'][0]);
    }
}
