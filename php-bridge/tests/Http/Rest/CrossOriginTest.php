<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Rest;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Http;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 6 finding 8 (000 §6, contract §2): another origin must not read the session's nonce. The
 * bridge's REST routes (namespace wp-rest/v1) answer JSON only (no JSONP callback, nosniff) and
 * send no CORS headers to another origin (WordPress's REST server reflects any origin with
 * credentials); GETs are answered before that server runs, anything else passes through it with
 * the foreign origin's CORS headers taken back. Other REST routes keep WordPress's behaviour.
 */
final class CrossOriginTest extends TestCase
{
    private const EVIL = 'https://evil.example';

    public function test_jsonp_is_off_for_the_bridge_s_routes(): void
    {
        $browser = $this->browser();
        $cookie = 'Cookie: ' . implode('; ', array_map(static fn ($k, $v) => $k . '=' . $v, array_keys($browser->cookies), $browser->cookies));
        foreach (
            [
            '/wp-json/wp-rest/v1/current-nonce?_jsonp=steal',
            '/?rest_route=/wp-rest/v1/current-nonce&_jsonp=steal',
            '/wp-json/wp-rest/v1/cart-page-summary_details?_jsonp=steal',
            ] as $path
        ) {
            $answer = Http::get(Browser::baseUrl() . $path, [$cookie]);

            // a page of another origin can include it as a script, but JSON with nosniff does not run
            self::assertStringStartsWith('application/json', $answer['headers']['content-type'][0] ?? '', $path);
            self::assertSame(['nosniff'], $answer['headers']['x-content-type-options'] ?? [], $path);
            self::assertStringNotContainsString('steal(', $answer['body'], $path);
            self::assertIsArray(json_decode($answer['body'], true), $path);
        }
    }

    public function test_other_routes_keep_jsonp(): void
    {
        $answer = Http::get(Browser::baseUrl() . '/wp-json/wp/v2/types?_jsonp=cb');

        self::assertStringStartsWith('application/javascript', $answer['headers']['content-type'][0] ?? '');
        self::assertStringStartsWith('/**/cb(', $answer['body']);
    }

    public function test_another_origin_is_not_allowed_to_read_the_bridge_s_routes(): void
    {
        foreach (['GET', 'OPTIONS', 'POST'] as $method) {
            $answer = Http::request($method, Browser::baseUrl() . '/wp-json/wp-rest/v1/current-nonce', ['Origin: ' . self::EVIL]);

            self::assertArrayNotHasKey('access-control-allow-origin', $answer['headers'], $method);
            self::assertArrayNotHasKey('access-control-allow-credentials', $answer['headers'], $method);
        }
    }

    public function test_the_site_s_own_pages_read_the_bridge_s_routes_same_origin(): void
    {
        $own = (string) parse_url(Browser::baseUrl(), PHP_URL_SCHEME) . '://' . parse_url(Browser::baseUrl(), PHP_URL_HOST)
            . (parse_url(Browser::baseUrl(), PHP_URL_PORT) ? ':' . parse_url(Browser::baseUrl(), PHP_URL_PORT) : '');

        $answer = Http::get(Browser::baseUrl() . '/wp-json/wp-rest/v1/current-nonce', ['Origin: ' . $own]);

        // same origin: the browser reads the answer without CORS headers
        self::assertSame(200, $answer['status']);
        self::assertSame('success', json_decode($answer['body'], true)['responseCode'] ?? null);
        self::assertArrayNotHasKey('access-control-allow-credentials', $answer['headers']);
    }

    public function test_other_routes_keep_wordpress_s_cors(): void
    {
        $answer = Http::get(Browser::baseUrl() . '/wp-json/wp/v2/types', ['Origin: ' . self::EVIL]);

        self::assertSame([self::EVIL], $answer['headers']['access-control-allow-origin'] ?? []);
    }
}
