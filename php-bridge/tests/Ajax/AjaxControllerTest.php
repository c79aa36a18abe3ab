<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Ajax;

use Whl\Bridge\Http\Request;
use Whl\Bridge\Plugin;
use Whl\Bridge\Tests\Support\TestCase;

/** 000 §7 (contract §4): every action is served for guests and logged-in users, and every route exists. */
final class AjaxControllerTest extends TestCase
{
    public function test_every_action_is_registered_for_wp_ajax_and_wp_ajax_nopriv(): void
    {
        $expected = ['wpb_return_current_nonce', 'whl_session_getItem', 'whl_session_addItem', 'whl_session_removeItem',
            'wp_js_error_logger', 'wp_get_quote_id', 'wpb_esb_unreserve_number', 'whl_captcha_token', 'wp_postpaid_prepaid_module'];
        self::assertEqualsCanonicalizing($expected, array_keys(Plugin::AJAX_ACTIONS));
        foreach ($expected as $action) {
            self::assertNotFalse(has_action('wp_ajax_' . $action), $action);
            self::assertNotFalse(has_action('wp_ajax_nopriv_' . $action), $action);
        }
    }

    public function test_the_wp_ajax_hook_answers_the_envelope(): void
    {
        $die = static function (): \Closure {
            return static function (): void {
                throw new \RuntimeException('wp_die');
            };
        };
        add_filter('wp_doing_ajax', '__return_true');
        add_filter('wp_die_ajax_handler', $die);
        $_POST = ['action' => 'whl_session_getItem', 'key' => 'plan_quote_id'];
        $_SERVER['REQUEST_METHOD'] = 'POST';
        ob_start();
        try {
            do_action('wp_ajax_nopriv_whl_session_getItem');
            self::fail('the answer ends the request');
        } catch (\RuntimeException $e) {
            self::assertSame('wp_die', $e->getMessage());
        } finally {
            $out = (string) ob_get_clean();
            remove_filter('wp_doing_ajax', '__return_true');
            remove_filter('wp_die_ajax_handler', $die);
            $_POST = [];
            $_SERVER['REQUEST_METHOD'] = 'GET';
        }
        self::assertSame(['responseCode' => 'invalid_nonce', 'message' => 'invalid_nonce'], json_decode($out, true));
    }

    public function test_unknown_actions_are_not_found(): void
    {
        self::assertSame(404, Plugin::instance()->ajax()->handle('wp_restAPICall', Request::create([]))->status());
    }

    public function test_the_rest_routes_exist_in_namespace_wp_rest_v1(): void
    {
        $routes = rest_get_server()->get_routes('wp-rest/v1');
        foreach (['current-nonce', 'homepage-plans', 'plan-details-numbers-list', 'cart-page-summary_details'] as $route) {
            self::assertArrayHasKey('/wp-rest/v1/' . $route, $routes, $route);
        }
    }
}
