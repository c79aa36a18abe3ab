<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Rest;

use Whl\Bridge\Http\Rest\RestController;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Http;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * contract §4 REST routes: a GET of the bridge's routes is answered as soon as WordPress has loaded
 * (first on wp_loaded, issue 15), before its REST server builds every route of core (the bridge's
 * reads within 1.2× a bare ajax ping); the answer is the same envelope either way.
 */
final class RestControllerTest extends TestCase
{
    public function test_a_get_is_answered_before_wordpress_s_rest_server_with_the_same_envelope(): void
    {
        $paths = [
            '/wp-json/wp-rest/v1/homepage-plans?lang=en',
            '/?rest_route=/wp-rest/v1/homepage-plans&lang=en',
            '/wp-json/wp-rest/v1/homepage-plans/?lang=en',
        ];
        foreach ($paths as $path) {
            $answer = Http::get(Browser::baseUrl() . $path);

            self::assertSame(200, $answer['status'], $path);
            self::assertSame('success', json_decode($answer['body'], true)['responseCode'] ?? null, $path);
            self::assertSame(['noindex'], $answer['headers']['x-robots-tag'] ?? [], $path);
            self::assertSame(['nosniff'], $answer['headers']['x-content-type-options'] ?? [], $path);
            // WordPress's REST server sends this header with every answer it serves
            self::assertArrayNotHasKey('access-control-expose-headers', $answer['headers'], $path);
        }
    }

    /** The route is read from the request as WordPress reads it: rest_route, or the path under /wp-json/. */
    public function test_the_requested_route_is_read_as_wordpress_reads_it(): void
    {
        $saved = [$_GET, $_SERVER['REQUEST_URI'] ?? null];
        try {
            $read = static function (string $uri, array $get = []): ?string {
                [$_GET, $_SERVER['REQUEST_URI']] = [$get, $uri];
                return RestController::requestedRoute();
            };
            self::assertSame('/wp-rest/v1/homepage-plans', $read('/wp-json/wp-rest/v1/homepage-plans?lang=en'));
            self::assertSame('/wp-rest/v1/cart-page-summary_details/', $read('/wp-json/wp-rest/v1/cart-page-summary_details/'));
            self::assertSame('/wp-rest/v1/homepage-plans', $read('/?rest_route=/wp-rest/v1/homepage-plans', ['rest_route' => '/wp-rest/v1/homepage-plans']));
            self::assertNull($read('/my_cart/'));
            self::assertNull($read('/blog/wp-json-is-not-the-prefix/'));
        } finally {
            [$_GET, $_SERVER['REQUEST_URI']] = $saved;
        }
    }

    public function test_the_early_answer_can_be_turned_off_and_the_rest_server_answers_alike(): void
    {
        $early = json_decode(Http::get(Browser::baseUrl() . '/wp-json/wp-rest/v1/plan-details-numbers-list?type=url_key&key=nope&lang=en')['body'], true);
        add_filter('whl_bridge_rest_fast_path', '__return_false');
        try {
            $request = new \WP_REST_Request('GET', '/wp-rest/v1/plan-details-numbers-list');
            $request->set_query_params(['type' => 'url_key', 'key' => 'nope', 'lang' => 'en']);
            $served = rest_get_server()->dispatch($request);
        } finally {
            remove_filter('whl_bridge_rest_fast_path', '__return_false');
        }

        self::assertSame(404, $served->get_status());
        self::assertSame($early, $served->get_data());
        self::assertSame('not_found', $early['responseCode']);
    }

    public function test_other_methods_still_go_through_wordpress(): void
    {
        $answer = Http::request('POST', Browser::baseUrl() . '/wp-json/wp-rest/v1/homepage-plans');

        self::assertSame(404, $answer['status']);
        self::assertSame('rest_no_route', json_decode($answer['body'], true)['code'] ?? null);
    }
}
