<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress\Frontend;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Http;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 6 finding 10 (000 §6): the shop's pages cannot be framed by other sites (clickjacking of
 * the purchase steps), and no answer names the versions of PHP or WordPress.
 */
final class SecurityHeadersTest extends TestCase
{
    public function test_shop_pages_may_be_framed_only_by_the_site_itself(): void
    {
        foreach (['/', '/my_cart/', '/prepaid-recommended-numbers/?plan=hala-5&lang=ar'] as $path) {
            $answer = Http::get(Browser::baseUrl() . $path);

            self::assertSame(200, $answer['status'], $path);
            self::assertSame(['SAMEORIGIN'], $answer['headers']['x-frame-options'] ?? [], $path);
            self::assertSame(["frame-ancestors 'self'"], $answer['headers']['content-security-policy'] ?? [], $path);
        }
    }

    public function test_no_answer_names_the_php_version(): void
    {
        $browser = $this->browser();
        $answers = [
            'page' => Http::get(Browser::baseUrl() . '/'),
            'feed' => Http::get(Browser::baseUrl() . '/feed/'),
            'rest' => Http::get(Browser::baseUrl() . '/wp-json/wp-rest/v1/homepage-plans?lang=en'),
            'ajax' => $browser->ajax(['action' => 'wp_get_quote_id'], 'GET'),
            'ajax, unknown action' => Http::get(Browser::baseUrl() . '/wp-admin/admin-ajax.php?action=whl_nothing'),
        ];

        foreach ($answers as $what => $answer) {
            self::assertArrayNotHasKey('x-powered-by', $answer['headers'], $what);
        }
        self::assertSame(200, $answers['rest']['status']);
        self::assertSame(200, $answers['ajax']['status']);
    }

    public function test_pages_and_feeds_do_not_name_the_wordpress_version(): void
    {
        global $wp_version;
        $page = Http::get(Browser::baseUrl() . '/')['body'];
        $feed = Http::get(Browser::baseUrl() . '/feed/')['body'];
        // the demo theme's pages load no core style sheet of their own (docs/decisions/136-the-demo-themes-first-paint.md); the login page does
        $login = Http::get(Browser::baseUrl() . '/wp-login.php')['body'];

        self::assertStringNotContainsString('name="generator"', $page);
        foreach (['page' => $page, 'login' => $login] as $name => $html) {
            self::assertStringNotContainsString('ver=' . $wp_version, $html, "{$name}: core scripts and styles keep a version key, not the version");
        }
        self::assertMatchesRegularExpression('#/login\.min\.css\?ver=[0-9a-f]{10}#', $login, 'the key still changes with the version (caches)');
        self::assertStringNotContainsString($wp_version, $feed);
        self::assertStringNotContainsString('<generator>', $feed);
    }
}
