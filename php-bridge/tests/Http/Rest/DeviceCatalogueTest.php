<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Rest;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §2.6, §9 and contract §8.2–8.3: GET devices-listing and device-details, public and cacheable;
 * the models of the Sandbox catalogue with their variants, and the HTML the pages print in their
 * element (filters, swatches by YIQ, discounts, instalments).
 */
final class DeviceCatalogueTest extends TestCase
{
    /**
     * @param array<string, string> $query
     * @return array<string, mixed>
     */
    private static function read(string $route, array $query): array
    {
        $answer = (new Browser())->rest($route, $query);
        self::assertSame(200, $answer['status'], (string) json_encode($answer['body']));
        self::assertSame('public, max-age=300', $answer['headers']['cache-control'][0]);
        self::assertArrayNotHasKey('set-cookie', $answer['headers'], 'a cacheable answer sets no session');
        return $answer['body'];
    }

    public function test_the_devices_are_models_with_their_variants_and_the_listing_html(): void
    {
        $body = self::read('devices-listing', ['lang' => 'en']);
        self::assertSame('device', $body['type']);
        self::assertGreaterThanOrEqual(10, count($body['models']));
        self::assertGreaterThanOrEqual(25, array_sum(array_map(static fn (array $m): int => count($m['variants']), $body['models'])), 'about 30 devices');
        $iphone = $body['models'][array_search('iphone-15', array_column($body['models'], 'key'), true)];
        self::assertSame(['apple', 'ios', 'Apple'], [$iphone['brand'], $iphone['os'], $iphone['brand_label']]);
        self::assertSame('334.950', $iphone['from_price_incl_vat'], '319.000 with VAT');
        self::assertSame(5, $iphone['discount_percent'], '(339 − 319) / 339 = 5.9 %: the integer part');
        self::assertSame(
            ['sku' => 'DEV-APL-IP15-128-BLK', 'colour' => 'Black', 'colour_hex' => '#1c1c1e', 'storage_gb' => 128],
            array_slice($iphone['variants'][0], 0, 4),
        );
        self::assertStringEndsWith('/assets/img/catalogue/dev-apl-ip15-128-blk.svg', $iphone['variants'][0]['image']);
        self::assertNotContains('', array_column($body['models'], 'os'), 'every device has its OS');

        $html = $body['listing_html'];
        self::assertStringContainsString('<input type="checkbox" name="whl-brand" value="apple">Apple</label>', $html);
        self::assertStringContainsString('<input type="checkbox" name="whl-os" value="ios">iOS</label>', $html);
        self::assertStringContainsString('<li class="whl-product" data-brand="google" data-os="android">', $html);
        self::assertStringContainsString(
            '<span class="whl-swatch whl-swatch--white" style="background-color:#1c1c1e">Black</span>',
            $html,
            'YIQ 28: white text',
        );
        self::assertStringContainsString(
            '<span class="whl-swatch whl-swatch--black" style="background-color:#a7c1d9">Blue</span>',
            $html,
            'YIQ 188: black text',
        );
        self::assertStringContainsString('<bdi>From OMR 334.950</bdi><small>incl. VAT</small><del>OMR 355.950</del><span class="whl-off">5% off</span>', $html);
        self::assertStringContainsString('/device-details/?device=iphone-15"', $html);
    }

    public function test_accessories_have_no_os_filter_and_arabic_has_arabic_texts(): void
    {
        $body = self::read('devices-listing', ['type' => 'accessory', 'lang' => 'ar']);
        self::assertSame('accessory', $body['type']);
        self::assertGreaterThanOrEqual(5, count($body['models']));
        self::assertSame([''], array_values(array_unique(array_column($body['models'], 'os'))));
        self::assertStringNotContainsString('whl-os', $body['listing_html']);
        self::assertStringContainsString('العلامة التجارية', $body['listing_html']);
        self::assertStringContainsString('ابتداءً من', $body['listing_html']);
        self::assertStringContainsString('?device=airpods-3&#038;lang=ar', $body['listing_html'], 'lang=ar on the links');
    }

    public function test_an_unknown_type_is_refused_and_a_broken_catalogue_answers_failure(): void
    {
        $answer = (new Browser())->rest('devices-listing', ['type' => 'phones', 'lang' => 'en']);
        self::assertSame([422, ['type' => 'invalid_choice']], [$answer['status'], $answer['body']['errors']]);
        $broken = Fixtures::withTableBroken('whl_sbx_devices', static fn (): array => (new Browser())->rest('devices-listing', ['lang' => 'en']));
        self::assertSame([500, 'failure'], [$broken['status'], $broken['body']['responseCode']]);
        self::assertArrayNotHasKey('models', $broken['body']);
    }

    public function test_a_device_page_has_its_variants_prices_instalments_and_stock(): void
    {
        $body = self::read('device-details', ['device' => 'iphone-15-pro', 'lang' => 'en']);
        self::assertSame('iphone-15-pro', $body['device']['key']);
        self::assertFalse($body['device']['variants'][2]['in_stock']);
        $html = $body['page_html'];
        self::assertStringContainsString(
            '<input type="radio" name="whl-variant" value="DEV-APL-IP15P-256-NAT" checked>',
            $html,
            'the first variant in stock is chosen',
        );
        self::assertStringContainsString('White Titanium</span> 512 GB <span class="whl-device__stock">Out of stock</span>', $html);
        self::assertStringContainsString('12 months, OMR 39.288 a month incl. VAT', $html, '449.000 + VAT = 471.450 over 12, rounded up');
        self::assertStringContainsString('24 months, OMR 19.644 a month incl. VAT', $html);
        self::assertStringNotContainsString(
            'months, ',
            self::read('device-details', ['device' => 'galaxy-a15', 'lang' => 'en'])['page_html'],
            'no instalments under 100 OMR',
        );

        $answer = (new Browser())->rest('device-details', ['device' => 'nokia-3310', 'lang' => 'en']);
        self::assertSame([404, 'not_found'], [$answer['status'], $answer['body']['responseCode']]);
    }

    public function test_the_pages_hold_the_catalogue_with_the_filters_of_their_url(): void
    {
        $page = (new Browser())->get(Browser::baseUrl() . '/devices/?brand=apple,samsung&os=ios')['raw'];
        self::assertStringContainsString('<input type="checkbox" name="whl-brand" value="apple" checked>', $page);
        self::assertStringContainsString('<input type="checkbox" name="whl-brand" value="samsung" checked>', $page);
        self::assertStringContainsString('<input type="checkbox" name="whl-os" value="ios" checked>', $page);
        self::assertStringContainsString('<input type="checkbox" name="whl-brand" value="google">', $page);
        self::assertStringContainsString(
            '.whl-shop:has([name=whl-brand]:checked):not(:has([name=whl-brand][value="google"]:checked)) [data-brand="google"]',
            $page,
            'a brand left unchecked hides its cards once a brand is checked',
        );
        $accessories = (new Browser())->get(Browser::baseUrl() . '/accessories/?lang=ar')['raw'];
        self::assertStringContainsString('<whl-devices type="accessory"><div class="whl-shop">', $accessories);
        $unknown = (new Browser())->get(Browser::baseUrl() . '/device-details/?device=nokia-3310')['raw'];
        self::assertStringContainsString('This device is not in our catalogue.', $unknown);
    }

    public function test_a_gift_card_has_its_amounts_and_says_it_carries_no_vat(): void
    {
        $body = self::read('gift-card-details', ['card' => 'sahel-gift-card', 'lang' => 'en']);
        self::assertSame(
            ['GIFT-SAHEL', ['5.000', '10.000', '20.000', '50.000'], true],
            [$body['card']['sku'], $body['card']['amounts'], $body['card']['vat_exempt']],
        );
        self::assertStringContainsString('<input type="radio" name="whl-amount" value="5.000" checked><bdi>OMR 5.000</bdi>', $body['page_html']);
        self::assertStringContainsString('No VAT on a gift card', $body['page_html']);
        $ar = self::read('gift-card-details', ['card' => 'sahel-gift-card', 'lang' => 'ar']);
        self::assertStringContainsString('<bdi>5.000 ر.ع.</bdi>', $ar['page_html']);
        self::assertStringContainsString('لا تخضع بطاقة الهدايا', $ar['page_html']);
        $unknown = (new Browser())->rest('gift-card-details', ['card' => 'nope', 'lang' => 'en']);
        self::assertSame([404, 'not_found'], [$unknown['status'], $unknown['body']['responseCode']]);
        $page = (new Browser())->get(Browser::baseUrl() . '/gift-card-details/?card=app-store-gift-card')['raw'];
        self::assertStringContainsString('<whl-gift-card><div class="whl-device whl-gift" data-model="app-store-gift-card">', $page);
    }
}
