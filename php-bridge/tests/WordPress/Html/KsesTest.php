<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress\Html;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Application\Catalogue\PlanPresenter;
use Whl\Bridge\Domain\Plan;
use Whl\Bridge\WordPress\Html\Kses;
use Whl\Bridge\WordPress\Html\PlanTemplates;
use Whl\Bridge\WordPress\Settings;

/** ARCHITECTURE §3: server HTML is built from data, escaped, and passed through wp_kses with an allowlist. */
final class KsesTest extends TestCase
{
    public function test_only_the_allowlist_survives(): void
    {
        $html = Kses::clean('<div class="a" onclick="x()"><script>alert(1)</script><a href="javascript:alert(1)">x</a>'
            . '<a href="/my_cart/">cart</a><img src=x onerror=alert(1)><table class="t"><tr><td colspan="2">1</td></tr></table></div>');

        self::assertStringNotContainsString('onclick', $html);
        self::assertStringNotContainsString('<script', $html);
        self::assertStringNotContainsString('javascript:', $html);
        self::assertStringNotContainsString('onerror', $html);
        self::assertStringContainsString('<img src="x">', $html, 'a picture keeps its listed attributes only (the catalogue shows pictures)');
        self::assertStringContainsString('<a href="/my_cart/">cart</a>', $html);
        self::assertStringContainsString('<td colspan="2">1</td>', $html);
        self::assertStringContainsString('<div class="a">', $html);
    }

    public function test_a_swatch_keeps_its_colour_and_nothing_else_of_its_style(): void
    {
        $html = Kses::clean('<span class="whl-swatch" style="background-color:#1c1c1e;position:fixed;background-image:url(javascript:x)">Black</span>'
            . '<div style="color:red">x</div>');
        self::assertStringContainsString('<span class="whl-swatch" style="background-color:#1c1c1e">Black</span>', $html);
        self::assertStringContainsString('<div>x</div>', $html, 'only a swatch has a style');
    }

    public function test_plan_data_is_escaped_in_the_templates(): void
    {
        $evil = new Plan(
            'PRE-X',
            'x',
            'prepaid',
            'PrepaidHala',
            ['en' => '<script>alert(1)</script>', 'ar' => 'x'],
            ['en' => 'c', 'ar' => 'c'],
            ['en' => ['<img src=x onerror=alert(1)>'], 'ar' => []],
            1000,
            7,
            '1',
            'GB',
            '10',
            'Minutes'
        );
        $settings = new Settings([]);
        [$cards, $terms] = (new PlanTemplates($settings, new PlanPresenter($settings)))->family('PrepaidHala', [$evil], 'en');

        self::assertStringContainsString('&lt;script&gt;alert(1)&lt;/script&gt;', $cards);
        self::assertStringNotContainsString('<script', $cards);
        self::assertStringNotContainsString('<img', $cards);
        self::assertStringContainsString('1 week', $cards, '000 §9: 7 days are shown as a week');
        self::assertStringStartsWith('<div class="whl-plan-terms"', $terms);
    }
}
