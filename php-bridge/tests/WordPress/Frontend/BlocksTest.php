<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress\Frontend;

use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Frontend\Blocks;
use Whl\Bridge\WordPress\Plugin;

/**
 * 000 §2.3 the homepage's port-in quick nav, printed by the bridge: `[whl-block name="port-in"]`, a
 * button and its 'order now' overlay as a native popover, in the page's language; and its yellow strip
 * banner to the business registration page, `[whl-block name="business-strip"]`, its link a setting.
 */
final class BlocksTest extends TestCase
{
    public function test_the_button_opens_an_overlay_with_the_postpaid_listing_in_port_in_mode_and_each_prepaid_plans_port_in_link(): void
    {
        $html = Plugin::instance()->blocks()->portIn('en');
        self::assertStringContainsString('<button type="button" class="whl-block__button" popovertarget="whl-port-in">Keep your number</button>', $html);
        self::assertStringContainsString('<div popover id="whl-port-in" class="whl-block__overlay" role="dialog" aria-labelledby="whl-port-in-title">', $html);
        self::assertStringContainsString('<h2 id="whl-port-in-title">Order now with your number</h2>', $html);
        self::assertStringContainsString('href="' . esc_url(home_url('/postpaid/?sim_type=portin')) . '"', $html);
        // every prepaid plan of the catalogue but the tourist packs, with its own port-in link and its price with VAT
        $prepaid = Plugin::instance()->commerce()->plans('prepaid');
        self::assertNotEmpty($prepaid);
        foreach ($prepaid as $plan) {
            $href = esc_url(home_url('/prepaid-recommended-numbers/?plan=' . $plan->urlKey . '&method=port-in'));
            if (str_ends_with($plan->subCategory, '_tourist_pack')) {
                self::assertStringNotContainsString($href, $html, 'a tourist pack is no line to port in');
            } else {
                self::assertStringContainsString($href, $html);
            }
        }
        self::assertMatchesRegularExpression('/OMR \d+\.\d{3} incl\. VAT/', $html);
        self::assertStringContainsString('popovertargetaction="hide">Close</button>', $html);
        self::assertStringNotContainsString('<script', $html);
    }

    public function test_in_arabic_the_texts_are_arabic_and_the_links_keep_the_language(): void
    {
        $html = Plugin::instance()->blocks()->portIn('ar');
        self::assertStringContainsString('>احتفظ برقمك</button>', $html);
        self::assertStringContainsString('اطلب الآن برقمك الحالي', $html);
        self::assertStringContainsString('sim_type=portin&#038;lang=ar', $html);
        self::assertStringContainsString('method=port-in&#038;lang=ar', $html);
        self::assertStringContainsString('شامل ضريبة القيمة المضافة', $html);
    }

    public function test_a_catalogue_that_cannot_be_read_leaves_the_prepaid_list_out_never_the_button(): void
    {
        $blocks = new Blocks(Plugin::instance()->settings(), static function (): Commerce {
            throw new \RuntimeException('the catalogue is down');
        });
        $html = $blocks->portIn('en');
        self::assertStringContainsString('Keep your number', $html);
        self::assertStringContainsString('sim_type=portin', $html);
        self::assertStringNotContainsString('<ul>', $html);
    }

    public function test_the_shortcode_prints_the_named_block_and_nothing_for_an_unknown_one(): void
    {
        self::assertStringContainsString('id="whl-port-in"', do_shortcode('[whl-block name="port-in"]'));
        self::assertSame('', do_shortcode('[whl-block name="iframe"]'));
        self::assertSame('', do_shortcode('[whl-block]'));
    }

    public function test_the_business_strip_leads_to_the_configured_registration_page_in_the_page_language(): void
    {
        $html = do_shortcode('[whl-block name="business-strip"]');
        self::assertStringContainsString('<p class="whl-business-strip"><a href="' . home_url('/b2b/b2b-business-registration/') . '">', $html);
        self::assertStringContainsString('For your business', $html);
        $ar = Plugin::instance()->blocks()->businessStrip('ar');
        self::assertStringContainsString('/b2b/b2b-business-registration/?lang=ar"', $ar);
        self::assertStringContainsString('لأعمالك', $ar);

        $this->settings(['business_registration_url' => 'https://business.example/join']);
        self::assertStringContainsString('href="https://business.example/join"', Plugin::instance()->blocks()->businessStrip('en'));
        $this->settings(['business_registration_url' => 'javascript:alert(1)']);
        $strip = Plugin::instance()->blocks()->businessStrip('en');
        self::assertStringContainsString('href="https://business.example/join"', $strip, 'not a link target: the stored link stays');
        self::assertStringNotContainsString('javascript:', $strip);
    }
}
