<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §2.7 "With the free-device offer, a device list popup shows the free devices", §7.2
 * sub_action wp_FreeDeviceListing (GET) → FreeDeviceListing.FreeDeviceTemplate; contract §7.1
 * FreeDevice; ARCHITECTURE §3 server HTML through wp_kses.
 */
final class FreeDeviceListingTest extends TestCase
{
    private const KEYS = ['sku', 'name', 'brand', 'colour', 'storage', 'regular_price', 'price'];

    /** 000 §2.7 free-device popup, §9 OMR with 3 decimals; contract §7.1: devices with price 0.000, and the template. */
    public function test_the_free_devices_and_their_template_in_english(): void
    {
        $answer = $this->browser()->module('wp_FreeDeviceListing', ['lang' => 'en'], 'GET');

        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertSame(['responseCode', 'FreeDeviceListing', 'devices'], array_keys($answer['body']));
        $devices = $answer['body']['devices'];
        self::assertGreaterThanOrEqual(5, count($devices));
        foreach ($devices as $device) {
            self::assertSame(self::KEYS, array_keys($device));
            self::assertSame('0.000', $device['price'], $device['sku']);
            self::assertMatchesRegularExpression('/^[1-9]\d*\.\d{3}$/', $device['regular_price'], $device['sku']);
            self::assertMatchesRegularExpression('/^\d+ GB$/', $device['storage'], $device['sku']);
            self::assertNotSame('', $device['colour']);
            self::assertNotSame('', $device['brand']);
        }
        self::assertSame(count($devices), count(array_unique(array_column($devices, 'sku'))));
        self::assertContains('Samsung Galaxy A15', array_column($devices, 'name'));

        $html = $answer['body']['FreeDeviceListing']['FreeDeviceTemplate'];
        self::assertIsString($html);
        self::assertStringStartsWith('<div class="whl-free-devices" dir="ltr">', $html);
        foreach ($devices as $device) {
            self::assertStringContainsString('data-sku="' . $device['sku'] . '"', $html);
            self::assertStringContainsString(esc_html($device['name']), $html);
            self::assertStringContainsString($device['regular_price'] . ' OMR', $html);
        }
        self::assertSame($html, wp_kses($html, \Whl\Bridge\WordPress\Html\Kses::allowed(), ['http', 'https']), 'the template is what wp_kses lets through');
    }

    /** 000 §2: names, colours and units in Arabic with lang=ar; the template is right to left. */
    public function test_arabic(): void
    {
        $en = $this->browser()->module('wp_FreeDeviceListing', ['lang' => 'en'], 'GET')['body'];
        $ar = $this->browser()->module('wp_FreeDeviceListing', ['lang' => 'ar'], 'GET')['body'];

        self::assertSame(array_column($en['devices'], 'sku'), array_column($ar['devices'], 'sku'));
        self::assertSame(array_column($en['devices'], 'regular_price'), array_column($ar['devices'], 'regular_price'));
        foreach ($ar['devices'] as $device) {
            self::assertMatchesRegularExpression('/\p{Arabic}/u', $device['name']);
            self::assertMatchesRegularExpression('/\p{Arabic}/u', $device['colour']);
            self::assertMatchesRegularExpression('/^\d+ جيجابايت$/u', $device['storage']);
        }
        $html = $ar['FreeDeviceListing']['FreeDeviceTemplate'];
        self::assertStringStartsWith('<div class="whl-free-devices" dir="rtl">', $html);
        self::assertStringContainsString($ar['devices'][0]['name'], $html);
        self::assertStringContainsString('ر.ع.', $html);
    }

    /** 000 §7.2 marks wp_FreeDeviceListing GET (contract §2: POST works too); 000 §7 common rules: the nonce is needed. */
    public function test_post_works_and_the_nonce_is_checked(): void
    {
        $browser = $this->browser();
        self::assertSame(200, $browser->module('wp_FreeDeviceListing', ['lang' => 'en'])['status']);
        $answer = $browser->module('wp_FreeDeviceListing', ['lang' => 'en', '_ajax_nonce' => 'stale'], 'GET');
        self::assertSame(403, $answer['status']);
        self::assertSame('invalid_nonce', $answer['body']['responseCode']);
    }
}
