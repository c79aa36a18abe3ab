<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Http\Ajax\Actions;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Plugin;
use Whl\Bridge\WordPress\Settings;

/**
 * 000 §7 (contract §4): every action is served for guests and logged-in users, and every route
 * exists; issue 7 part 5: the wire names live in one table (Http\Ajax\Actions), which every user reads.
 */
final class AjaxControllerTest extends TestCase
{
    public function test_every_action_is_registered_for_wp_ajax_and_wp_ajax_nopriv(): void
    {
        $expected = ['wpb_return_current_nonce', 'whl_session_getItem', 'whl_session_addItem', 'whl_session_removeItem',
            'wp_js_error_logger', 'wp_get_quote_id', 'wpb_esb_unreserve_number', 'whl_captcha_token', 'wp_postpaid_prepaid_module',
            'wp_user_upload_document', 'wp_user_upload_compressed_document', 'wpb_countryLookUp',
            'whl_sbx_idv_document', 'whl_sbx_idv_face', 'decryptPayonlineDetails',
            'whl_city_list', 'wpb_thank_you_order_summary_details', 'whl_place_search', 'wp_restAPICall',
            'wpb_create_b2c_customerTokenAndCartMerge', 'keycloak_get_user_info_API', 'wpb_keycloak_update_user_details'];
        self::assertEqualsCanonicalizing($expected, Actions::names());
        // contract §4.17: the thank-you read is GET with the nonce, in the session's rate group; §4.19: the places search is public
        $thankYou = Actions::route(Actions::THANK_YOU_ORDER_SUMMARY, Actions::NO_SUB_ACTION);
        self::assertSame(['session', true, true], [$thankYou['rate'], $thankYou['get'] ?? false, $thankYou['nonce'] ?? true]);
        $places = Actions::route(Actions::PLACE_SEARCH, Actions::NO_SUB_ACTION);
        self::assertSame(['catalogue', true, false, 3600], [$places['rate'], $places['get'] ?? false, $places['nonce'] ?? true, $places['cache'] ?? 0]);
        foreach ($expected as $action) {
            self::assertNotFalse(has_action('wp_ajax_' . $action), $action);
            self::assertNotFalse(has_action('wp_ajax_nopriv_' . $action), $action);
        }
    }

    /** 000 §7.2 / contract §4.4, §7.1: the sub_actions of wp_postpaid_prepaid_module, their methods and captcha. */
    public function test_the_sub_actions_of_wp_postpaid_prepaid_module(): void
    {
        $expected = [
            // sub_action => [GET allowed, captcha action, rate group]
            'wp_plan_details' => [true, null, 'catalogue'],
            'wp_search_numbers' => [false, null, 'catalogue'],
            'wp_plan_add_to_cart' => [false, 'number_reservation', 'reservation'],
            'wp_change_plan_number' => [false, 'number_reservation', 'reservation'],
            'wp_full_clear_cart' => [false, null, 'cart'],
            'wp_change_plan_update_cart' => [false, null, 'cart'],
            // contract §8.6–8.7: nothing is reserved, so no captcha
            'wp_device_add_to_cart' => [false, null, 'cart'],
            'wp_gift_card_add_to_cart' => [false, null, 'cart'],
            'wp_FreeDeviceListing' => [true, null, 'catalogue'],
            'wp_postpaid_prepaid_personal_infomation_capture' => [false, 'personal_information_submit', 'personal'],
            'verify-existing-customer-number' => [false, 'existing_customer_get_otp', 'passcode'], // each texts a number (issue 31)
            'verify-otp-existing-customer-number' => [false, 'existing_customer_verify_otp', 'personal'],
            'resend-otp-existing-customer-number' => [false, 'existing_customer_resend_otp', 'passcode'], // each texts a number (issue 31)
            'wp_change_sim_type' => [false, null, 'personal'],
            'wp_postpaid_prepaid_esim_otp_verify' => [false, null, 'personal'],
            'wp_resend_esim_otp' => [false, 'resend_otp', 'passcode'], // each texts a number (issue 31)
            'wp_ekyc_verification_start' => [false, null, 'idv'],
            'wp_ekyc_verification_result' => [false, null, 'idv'],
            'wp_postpaid_prepaid_delivery_details_capture' => [false, 'delivery_details_submit', 'delivery'],
            'wp_postpaid_prepaid_place_order' => [false, 'place_order', 'order'],
        ];
        self::assertEqualsCanonicalizing(array_keys($expected), array_keys(Actions::TABLE['wp_postpaid_prepaid_module']));
        foreach ($expected as $sub => [$get, $captcha, $rate]) {
            $route = Actions::route('wp_postpaid_prepaid_module', $sub);
            self::assertSame($get, $route['get'] ?? false, $sub);
            self::assertSame($captcha, $route['captcha'] ?? null, $sub);
            self::assertSame($rate, $route['rate'], $sub);
            self::assertTrue($route['nonce'] ?? true, $sub);
        }
        self::assertNull(Actions::route('wp_postpaid_prepaid_module', ''), 'the module has no action of its own');
        self::assertNull(Actions::route('wp_postpaid_prepaid_module', 'wp_restAPICall'));
    }

    /** Every row of the table names a public method of its group and a rate group of the settings. */
    public function test_every_row_of_the_action_table_has_a_handler_and_a_rate_group(): void
    {
        foreach (Actions::TABLE as $action => $subs) {
            foreach ($subs as $sub => $route) {
                [$class, $method] = $route['handler'];
                $where = trim("{$action} {$sub}");
                self::assertTrue(method_exists($class, $method) && (new \ReflectionMethod($class, $method))->isPublic(), $where);
                self::assertContains($route['rate'], Settings\OptionSchema::RATE_GROUPS, $where);
                self::assertEqualsCanonicalizing(
                    [],
                    array_diff(array_keys($route), ['handler', 'rate', 'get', 'nonce', 'captcha', 'captcha_field', 'sandbox', 'cache']),
                    $where
                );
            }
        }
    }

    public function test_a_sub_action_of_the_module_is_answered_by_its_method_through_the_pipeline(): void
    {
        $answer = Plugin::instance()->ajax()->handle('wp_postpaid_prepaid_module', Request::create(['sub_action' => 'wp_plan_details'], 'GET'));
        self::assertSame(403, $answer->status(), 'the pipeline asks for the nonce first');
        $post = Plugin::instance()->ajax()->handle('wp_postpaid_prepaid_module', Request::create(['sub_action' => 'wp_search_numbers'], 'GET'));
        self::assertSame(404, $post->status(), 'GET on a POST-only sub_action');
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
        self::assertSame(404, Plugin::instance()->ajax()->handle('wp_no_such_action', Request::create([]))->status());
    }

    public function test_the_rest_routes_exist_in_namespace_wp_rest_v1(): void
    {
        $routes = rest_get_server()->get_routes('wp-rest/v1');
        foreach (['current-nonce', 'homepage-plans', 'plan-details-numbers-list', 'cart-page-summary_details'] as $route) {
            self::assertArrayHasKey('/wp-rest/v1/' . $route, $routes, $route);
        }
    }
}
