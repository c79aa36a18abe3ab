<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Ajax;

use Whl\Bridge\Ajax\PostpaidPrepaidModule;
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

    /** 000 §7.2 / contract §4.4, §7.1: the sub_actions of wp_postpaid_prepaid_module, their methods and captcha. */
    public function test_the_sub_actions_of_wp_postpaid_prepaid_module(): void
    {
        $endpoints = Plugin::instance()->actionGroup(PostpaidPrepaidModule::class)->endpoints();
        $expected = [
            // sub_action => [GET allowed, captcha action]
            'wp_plan_details' => [true, null],
            'wp_search_numbers' => [false, null],
            'wp_plan_add_to_cart' => [false, 'number_reservation'],
            'wp_change_plan_number' => [false, 'number_reservation'],
            'wp_full_clear_cart' => [false, null],
            'wp_change_plan_update_cart' => [false, null],
            'wp_FreeDeviceListing' => [true, null],
        ];
        self::assertEqualsCanonicalizing(
            array_map(static fn (string $sub): string => 'wp_postpaid_prepaid_module:' . $sub, array_keys($expected)),
            array_keys($endpoints)
        );
        foreach ($expected as $sub => [$get, $captcha]) {
            $endpoint = $endpoints['wp_postpaid_prepaid_module:' . $sub];
            self::assertSame($get, $endpoint->allows('GET'), $sub);
            self::assertTrue($endpoint->allows('POST'), $sub);
            self::assertSame($captcha, $endpoint->captchaAction, $sub);
            self::assertTrue($endpoint->nonce, $sub);
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
