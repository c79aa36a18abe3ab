<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress\Frontend;

use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Frontend\SitePage;
use Whl\Bridge\WordPress\Frontend\Widgets;
use Whl\Bridge\WordPress\Settings;

/**
 * 000 §2.1 site-wide behaviour, the bridge's part (contract §1 `site`, §6): the kind of page from the
 * configured routes, the settings fallback_image and store_locator_url; no entry of its own (it comes
 * with the shared chunk the widgets' entries import).
 */
final class SiteTest extends TestCase
{
    private string $dir = '';

    protected function tearDown(): void
    {
        unset($_SERVER['REQUEST_URI']);
        if ($this->dir !== '') {
            array_map('unlink', glob($this->dir . '/assets/build/preact/*.json') ?: []);
            @rmdir($this->dir . '/assets/build/preact');
            @rmdir($this->dir . '/assets/build');
            @rmdir($this->dir . '/assets');
            @rmdir($this->dir);
        }
        parent::tearDown();
    }

    public function test_the_kind_of_page_comes_from_the_configured_routes(): void
    {
        $routes = (new Settings([]))->routes();
        self::assertSame('checkout', SitePage::kind($routes, '', '/prepaid-personal-info/'));
        self::assertSame('checkout', SitePage::kind($routes, '', '/postpaid-delivery'));
        self::assertSame('checkout', SitePage::kind($routes, '', '/tourist-pack-payment/'));
        self::assertSame('thank-you', SitePage::kind($routes, '', '/postpaid-thank-you/'));
        self::assertSame('thank-you', SitePage::kind($routes, '', '/pre-to-post-thank-you/'));
        self::assertSame('track-order', SitePage::kind($routes, '', '/trackorder/'));
        self::assertSame('my-orders', SitePage::kind($routes, '', '/my-orders/'));
        self::assertSame('', SitePage::kind($routes, '', '/my_cart/'), 'the cart is not a checkout step (decision 110)');
        self::assertSame('', SitePage::kind($routes, '', '/'));
        self::assertSame('', SitePage::kind($routes, '', '/prepaid-delivery/extra/'));
        // a shop in a sub-directory, a renamed page
        self::assertSame('checkout', SitePage::kind(['{service_type}-delivery' => '/livraison-{service_type}/'], '/om/', '/om/livraison-prepaid/'));
        self::assertSame('', SitePage::kind(['{service_type}-delivery' => '/livraison-{service_type}/'], '/om/', '/livraison-prepaid/'));
    }

    public function test_the_fallback_image_and_the_store_locator_are_settings_of_links_only(): void
    {
        $defaults = new Settings([]);
        self::assertSame('', $defaults->fallbackImage());
        self::assertSame('', $defaults->storeLocatorUrl());
        $set = new Settings(['fallback_image' => ' /wp-content/uploads/missing.png ', 'store_locator_url' => 'https://stores.example/oman?x=1']);
        self::assertSame('/wp-content/uploads/missing.png', $set->fallbackImage());
        self::assertSame('https://stores.example/oman?x=1', $set->storeLocatorUrl());
        foreach (['javascript:alert(1)', '//evil.example/a.png', 'data:image/png;base64,AA', 'https://a b', 'relative.png'] as $bad) {
            self::assertSame('', (new Settings(['fallback_image' => $bad, 'store_locator_url' => $bad]))->storeLocatorUrl(), $bad);
            self::assertSame('', (new Settings(['fallback_image' => $bad]))->fallbackImage(), $bad);
        }
        self::assertSame('/trackorder/', $defaults->routes()['trackorder']);
        self::assertSame('/my-orders/', $defaults->routes()['my-orders']);
    }

    public function test_the_page_configuration_says_the_page_kind_the_links_and_the_images(): void
    {
        $_GET['lang'] = 'ar';
        $_SERVER['REQUEST_URI'] = '/prepaid-payment/?lang=ar';
        $widgets = new Widgets(new Settings(['store_locator_url' => '/stores/']), $this->fakePlugin([]));
        $site = $widgets->pageConfig('ar')['site'];
        self::assertSame('checkout', $site['page']);
        self::assertSame(add_query_arg('lang', 'ar', home_url('/')), $site['home']);
        self::assertSame(add_query_arg('lang', 'ar', home_url('/my-orders/')), $site['myOrders']);
        self::assertStringEndsWith('/assets/img/fallback.svg', $site['fallbackImage'], 'the image the plugin ships');
        self::assertSame(home_url('/stores/'), $site['storeLocatorUrl']);

        $_SERVER['REQUEST_URI'] = '/postpaid/';
        $site = (new Widgets(new Settings(['fallback_image' => 'https://cdn.example/none.png']), $this->fakePlugin([])))->pageConfig('en')['site'];
        self::assertSame(['page' => '', 'home' => home_url('/'), 'myOrders' => home_url('/my-orders/'),
            'fallbackImage' => 'https://cdn.example/none.png', 'storeLocatorUrl' => ''], $site);
    }

    public function test_a_page_with_widgets_prints_their_entries_only_and_a_page_without_none(): void
    {
        // the site-wide behaviour (000 §2.1) comes with the shared chunk the widgets import: no entry of its own
        $manifest = ['whl-cart-badge' => ['file' => 'whl-cart-badge.js', 'imports' => ['chunks/shared-2.js']]];
        $_SERVER['REQUEST_URI'] = '/postpaid/';
        $widgets = new Widgets(new Settings([]), $this->fakePlugin($manifest));
        $widgets->render('cart-badge');
        $html = $widgets->footerHtml();
        self::assertSame(1, preg_match_all('#<script type="module" src="[^"]+/(whl-[a-z-]+)\.js"#', $html, $m));
        self::assertSame(['whl-cart-badge'], $m[1]);
        self::assertStringContainsString('chunks/shared-2.js', $html, 'its shared chunk preloaded');
        self::assertSame('', (new Widgets(new Settings([]), $this->fakePlugin($manifest)))->footerHtml());
    }

    /** @param array<string, mixed> $manifest */
    private function fakePlugin(array $manifest): string
    {
        if ($this->dir === '') {
            $this->dir = sys_get_temp_dir() . '/whl-plugin-' . uniqid();
            mkdir($this->dir . '/assets/build/preact', 0777, true);
        }
        file_put_contents($this->dir . '/assets/build/preact/manifest.json', json_encode($manifest));
        file_put_contents($this->dir . '/assets/build/preact/widgets.json', json_encode(['cart-badge' => ['tag' => 'whl-cart-badge', 'attributes' => []]]));
        return $this->dir . '/whl-bridge.php';
    }
}
