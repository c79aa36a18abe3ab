<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress\Frontend;

use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Frontend\Widgets;
use Whl\Bridge\WordPress\Settings;

/**
 * contract §1 and §6: shortcode and template tag print the custom elements; the footer prints the
 * page configuration and the scripts of exactly the widgets on the page.
 */
final class WidgetsTest extends TestCase
{
    private string $dir = '';

    protected function tearDown(): void
    {
        if ($this->dir !== '') {
            array_map('unlink', glob($this->dir . '/assets/build/*/*.json') ?: []);
            foreach (['preact', 'react'] as $b) {
                @rmdir($this->dir . '/assets/build/' . $b);
            }
            @rmdir($this->dir . '/assets/build');
            @rmdir($this->dir . '/assets');
            @rmdir($this->dir);
        }
        parent::tearDown();
    }

    public function test_the_shortcode_prints_the_custom_element_with_its_declared_attributes(): void
    {
        self::assertSame(
            '<whl-number-picker service-type="prepaid" mode="search"></whl-number-picker>',
            do_shortcode('[whl widget="number-picker" service-type="prepaid" mode="search"]'),
        );
        self::assertSame('<whl-cart></whl-cart>', do_shortcode('[whl widget="cart"]'));
        // every widget of the build (widgets/<name>/widget.json) is known to the shortcode
        self::assertStringStartsWith('<whl-plan-cards><div class="whl-cards">', do_shortcode('[whl widget="plan-cards"]'), 'cards printed inside');
        foreach (['number-picker', 'cart', 'cart-badge', 'lang-switch'] as $name) {
            self::assertSame("<whl-{$name}></whl-{$name}>", do_shortcode("[whl widget=\"{$name}\"]"));
        }
    }

    public function test_only_known_widgets_declared_attributes_and_declared_values_are_printed(): void
    {
        self::assertSame('', do_shortcode('[whl widget="iframe"]'));
        self::assertSame('', do_shortcode('[whl]'));
        $html = whl_bridge_widget('number-picker', [
            'service-type' => '"><script>alert(1)</script>',
            'onclick' => 'steal()',
            'style' => 'display:none',
            'Mode' => 'search',
            'bad name' => 'x',
        ]);
        self::assertSame(
            "<!-- WHL widget number-picker: service-type is not one of prepaid, postpaid -->\n<whl-number-picker mode=\"search\"></whl-number-picker>",
            $html,
        );
        // an attribute another widget has is not this one's
        self::assertStringStartsWith('<whl-plan-cards service-type="all"><div', do_shortcode('[whl widget="plan-cards" service-type="all" mode="search"]'));
        self::assertStringStartsWith(
            '<!-- WHL widget plan-cards: service-type is not one of prepaid, postpaid, all -->',
            do_shortcode('[whl widget="plan-cards" service-type="PREPAID"]'),
        );
    }

    /** issue 30: what an element holds is the printer its widget.json names (`firstScreen`), not a list of widgets in the bridge. */
    public function test_the_element_holds_what_the_printer_its_widget_json_names_prints(): void
    {
        $plugin = $this->fakePlugin(null, []);
        file_put_contents(dirname($plugin) . '/assets/build/preact/widgets.json', json_encode([
            'plan-cards' => ['tag' => 'whl-plan-cards', 'attributes' => [], 'firstScreen' => ['printer' => 'homepage-plans', 'whole' => true]],
            'promo' => ['tag' => 'whl-promo', 'attributes' => [], 'firstScreen' => ['printer' => 'homepage-plans', 'whole' => true]],
            'number-picker' => ['tag' => 'whl-number-picker', 'attributes' => [], 'firstScreen' => ['printer' => 'numbers', 'whole' => false]],
            'cart' => ['tag' => 'whl-cart', 'attributes' => [], 'firstScreen' => ['printer' => 'no-such-route', 'whole' => true]],
        ]));
        $widgets = new Widgets(new Settings([]), $plugin, [
            'homepage-plans' => static fn (): string => '<p>cards</p>',
            'numbers' => static fn (): string => '<p>first numbers</p>',
        ]);
        self::assertSame('<whl-promo><p>cards</p></whl-promo>', $widgets->render('promo'), 'a widget that names a printer gets it');
        self::assertSame('<whl-plan-cards><p>cards</p></whl-plan-cards>', $widgets->render('plan-cards'));
        self::assertSame('<whl-number-picker><p>first numbers</p></whl-number-picker>', $widgets->render('number-picker'));
        self::assertSame('<whl-cart></whl-cart>', $widgets->render('cart'), 'a printer the bridge does not have prints nothing');
        self::assertSame([true, false, false], [$widgets->printsContent('promo'), $widgets->printsContent('number-picker'), $widgets->printsContent('cart')]);
    }

    public function test_a_page_without_widgets_gets_nothing_in_the_footer(): void
    {
        $widgets = new Widgets(new Settings([]), $this->fakePlugin(null));
        self::assertSame('', $widgets->footerHtml());
    }

    public function test_the_footer_prints_the_config_then_the_rendered_widgets_scripts(): void
    {
        $_GET['lang'] = 'ar';
        $widgets = new Widgets(new Settings([
            'brand_name' => ['en' => 'Sahel Telecom', 'ar' => 'ساحل & <b>تيليكوم</b>'],
            'captcha_site_key' => 'key</script><script>x()',
            'block_number_time_limit' => 0.25,
        ]), $this->fakePlugin([
            'whl-plan-cards' => ['file' => 'whl-plan-cards.js', 'imports' => ['chunks/shared-3f2a.js']],
            'whl-cart-badge' => ['file' => 'whl-cart-badge.js', 'imports' => ['chunks/shared-3f2a.js', 'chunks/badge-1.js']],
            'whl-cart' => ['file' => 'whl-cart.js', 'imports' => ['chunks/shared-3f2a.js', 'chunks/cart-9.js']],
            'whl-evil' => ['file' => 'https://evil.example/x.js', 'imports' => []],
        ]));
        $widgets->render('cart-badge');
        $widgets->render('plan-cards', ['service-type' => 'prepaid']);
        $widgets->render('plan-cards');

        $html = $widgets->footerHtml();

        self::assertMatchesRegularExpression('#<script type="application/json" id="whl-config">\s*(\{.*\})\s*</script>#s', $html);
        preg_match('#<script type="application/json" id="whl-config">\s*(\{.*?\})\s*</script>#s', $html, $m);
        self::assertStringNotContainsString('</script><script>x()', $m[1], 'JSON cannot close the script tag');
        $config = json_decode($m[1], true);
        self::assertSame('ar', $config['lang']);
        self::assertSame(admin_url('admin-ajax.php'), $config['ajaxUrl']);
        self::assertSame(rest_url('wp-rest/v1/'), $config['restRoot']);
        self::assertSame(untrailingslashit(home_url()), $config['siteUrl']);
        self::assertSame('preact', $config['build']);
        self::assertSame('/my_cart/', $config['routes']['my_cart']);
        self::assertSame(['blockNumberMinutes' => 0.25, 'numbersPageSize' => 3], $config['limits']);
        self::assertSame(['provider' => 'sandbox', 'siteKey' => 'key</script><script>x()'], $config['captcha']);
        self::assertSame('ساحل & تيليكوم', $config['brand']['name'], 'in the page\'s language, plain text');
        self::assertSame(
            ['blockedContactNumbers' => ['99887766'], 'uploads' => ['imageMaxMb' => 5, 'pdfMaxMb' => 5, 'maxWidth' => 1600, 'maxHeight' => 1600]],
            $config['personal'],
        );
        self::assertSame(['aptMax' => 6, 'wayMax' => 5, 'landmarkMax' => 60], $config['delivery'], '000 §5.6 the configured lengths');
        self::assertStringNotContainsString('nonce', strtolower($m[1]), 'no nonce in a cacheable page');

        // each chunk preloaded once, each rendered entry once, nothing else
        self::assertSame(2, preg_match_all('#<link rel="modulepreload" href="[^"]+"#', $html));
        self::assertSame(1, substr_count($html, 'chunks/shared-3f2a.js'));
        self::assertStringContainsString('chunks/badge-1.js', $html);
        self::assertStringNotContainsString('cart-9.js', $html, 'whl-cart was not rendered');
        self::assertSame(2, preg_match_all('#<script type="module" src="[^"]+/assets/build/preact/(whl-cart-badge|whl-plan-cards)\.js"#', $html));
        self::assertLessThan(strpos($html, 'type="module"'), strpos($html, 'whl-config'), 'config comes first');
    }

    public function test_a_missing_build_is_said_in_a_comment_and_no_widget_is_printed(): void
    {
        $widgets = new Widgets(new Settings(['build' => 'react']), $this->fakePlugin(null));
        self::assertStringStartsWith('<!-- WHL widgets are not built (no assets/build/react/widgets.json)', $widgets->render('cart'));
        self::assertStringNotContainsString('<whl-cart', $widgets->render('cart'));
        self::assertSame('', $widgets->footerHtml());
    }

    public function test_the_manifest_may_not_point_outside_the_build(): void
    {
        $widgets = new Widgets(new Settings([]), $this->fakePlugin([
            'whl-cart' => ['file' => '../../../wp-config.js', 'imports' => ['//evil.example/a.js', 'chunks/ok.js']],
        ]));
        $widgets->render('cart');
        $html = $widgets->footerHtml();
        self::assertStringNotContainsString('wp-config', $html);
        self::assertStringNotContainsString('evil.example', $html);
        self::assertStringContainsString('<!-- WHL widget whl-cart is missing from the build -->', $html);
    }

    /**
     * A plugin folder in the temp dir with an optional preact manifest and widget list (by default
     * plan-cards, cart and cart-badge, plus whl-evil's).
     */
    private function fakePlugin(?array $manifest, ?array $widgets = ['plan-cards' => [], 'cart' => [], 'cart-badge' => [], 'evil' => []]): string
    {
        $this->dir = sys_get_temp_dir() . '/whl-plugin-' . uniqid();
        mkdir($this->dir . '/assets/build/preact', 0777, true);
        if ($manifest !== null) {
            file_put_contents($this->dir . '/assets/build/preact/manifest.json', json_encode($manifest));
        }
        if ($widgets !== null) {
            $list = [];
            foreach ($widgets as $name => $attributes) {
                $list[$name] = ['tag' => "whl-{$name}", 'attributes' => $attributes];
            }
            file_put_contents($this->dir . '/assets/build/preact/widgets.json', json_encode($list));
        }
        return $this->dir . '/whl-bridge.php';
    }
}
