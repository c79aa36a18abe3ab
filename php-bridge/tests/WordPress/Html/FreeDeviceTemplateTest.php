<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress\Html;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Application\Catalogue\DevicePresenter;
use Whl\Bridge\Domain\Device;
use Whl\Bridge\WordPress\Html\FreeDeviceTemplate;

/** ARCHITECTURE §3: FreeDeviceTemplate (000 §7.2) is built from data, escaped, and passed through wp_kses. */
final class FreeDeviceTemplateTest extends TestCase
{
    /** 000 §7.2 FreeDeviceTemplate, ARCHITECTURE §3: device texts are escaped; 000 §9 OMR with 3 decimals. */
    public function test_device_data_is_escaped(): void
    {
        $evil = new Device(
            'DEV-"X',
            ['en' => '<script>alert(1)</script>Phone', 'ar' => 'x'],
            ['en' => '<b onclick="x()">B</b>', 'ar' => 'b'],
            ['en' => '<img src=x onerror=alert(1)>', 'ar' => 'c'],
            128,
            120000,
            0
        );

        $html = FreeDeviceTemplate::render([$evil], 'en');

        self::assertStringNotContainsString('<script', $html);
        self::assertStringNotContainsString('<img', $html);
        self::assertStringNotContainsString('<b ', $html);
        self::assertStringContainsString('&lt;script&gt;alert(1)&lt;/script&gt;Phone', $html);
        self::assertStringContainsString('data-sku="DEV-&quot;X"', $html);
        self::assertStringContainsString('<del class="whl-free-device__regular">120.000 OMR</del>', $html);
        self::assertStringContainsString('<strong class="whl-free-device__now">0.000 OMR</strong>', $html);
    }

    /** 000 §2.7: the popup says when there is no free device. */
    public function test_no_devices_says_so(): void
    {
        self::assertStringContainsString('whl-free-devices__none', FreeDeviceTemplate::render([], 'ar'));
    }

    /** 000 §2 languages, §9 money; contract §7.1 FreeDevice in Arabic. */
    public function test_the_structured_device(): void
    {
        $device = new Device('DEV-A', ['en' => 'A', 'ar' => 'أ'], ['en' => 'Brand', 'ar' => 'براند'], ['en' => 'Black', 'ar' => 'أسود'], 256, 89500, 0);
        self::assertSame(['sku' => 'DEV-A', 'name' => 'أ', 'brand' => 'براند', 'colour' => 'أسود', 'storage' => '256 جيجابايت',
            'regular_price' => '89.500', 'price' => '0.000'], DevicePresenter::freeDevice($device, 'ar'));
    }
}
