<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §7.2 action wp_postpaid_prepaid_module (contract §4.4): plan details, number search and
 * adding a plan with a number reserved for the cart (000 §4.2, §4.3, §6 captcha, §8 errors).
 */
final class PostpaidPrepaidModuleTest extends TestCase
{
    public function test_plan_details_by_url_key(): void
    {
        $answer = $this->browser()->ajax(['action' => 'wp_postpaid_prepaid_module', 'sub_action' => 'wp_plan_details',
            'type' => 'url_key', 'key' => 'hala-5', 'lang' => 'ar'], 'GET');

        self::assertSame(200, $answer['status']);
        self::assertSame('prepaid', $answer['body']['service_type']);
        self::assertSame('هلا 5', $answer['body']['response_plan_details']['name']);
        self::assertSame('PRE-HALA-5', $answer['body']['response_plan_details']['sku']);
        self::assertSame(28, $answer['body']['response_plan_details']['validity']);
        self::assertSame('5.000', $answer['body']['response_plan_details']['price']);
        self::assertSame(['item_id' => 'PRE-HALA-5', 'item_name' => 'Hala 5', 'price' => '5.000'], $answer['body']['gtm']);
    }

    public function test_plan_details_of_an_unknown_plan_is_404_not_found(): void
    {
        $answer = $this->browser()->ajax(['action' => 'wp_postpaid_prepaid_module', 'sub_action' => 'wp_plan_details',
            'type' => 'url_key', 'key' => 'hala-999'], 'GET');
        self::assertSame(404, $answer['status']);
        self::assertSame('not_found', $answer['body']['responseCode']);
    }

    public function test_number_search_answers_free_and_paid_groups(): void
    {
        $answer = $this->browser()->ajax(['action' => 'wp_postpaid_prepaid_module', 'sub_action' => 'wp_search_numbers',
            'vanity_level' => '', 'msisdn_pattern' => ' 777 ', 'page_size' => '3', 'page_index' => '1', 'service_type' => 'postpaid']);

        self::assertSame(200, $answer['status']);
        self::assertSame(['free', 'paid'], array_keys($answer['body']['response']));
        $all = array_merge($answer['body']['response']['free'], $answer['body']['response']['paid']);
        self::assertNotEmpty($all);
        foreach ($all as $number) {
            self::assertSame(['msisdn', 'VANITY_LEVEL', 'amount'], array_keys($number));
            self::assertStringContainsString('777', $number['msisdn']);
            self::assertMatchesRegularExpression('/^\d+\.\d{3}$/', $number['amount']);
        }
    }

    /** 000 §7.2 wp_search_numbers, §9 paging; contract §7.2: has_more per group. */
    public function test_number_search_says_whether_there_are_more_pages(): void
    {
        $browser = $this->browser();
        $search = static fn (int $page): array => $browser->ajax(['action' => 'wp_postpaid_prepaid_module', 'sub_action' => 'wp_search_numbers',
            'vanity_level' => 'FREE', 'msisdn_pattern' => '555', 'page_size' => '2', 'page_index' => (string) $page, 'service_type' => 'prepaid'])['body'];
        $count = Fixtures::listableCount('prepaid', 'FREE', '555');
        $lastPage = (int) ceil($count / 2);

        self::assertSame(['free' => true, 'paid' => false], $search(1)['has_more']);
        $last = $search($lastPage);
        self::assertCount($count - ($lastPage - 1) * 2, $last['response']['free']);
        self::assertSame(['free' => false, 'paid' => false], $last['has_more']);
    }

    /** @return array<string, array{string, string}> */
    public static function badPatterns(): array
    {
        return [
            'empty' => ['', 'number_search_empty'],
            'two digits' => ['12', 'number_search_empty'],
            'letters' => ['abc', 'number_search_not_numeric'],
            'nine digits' => ['123456789', 'number_search_too_long'],
        ];
    }

    /** @dataProvider badPatterns */
    public function test_the_search_pattern_is_checked_again_on_the_server(string $pattern, string $code): void
    {
        $answer = $this->browser()->ajax(['action' => 'wp_postpaid_prepaid_module', 'sub_action' => 'wp_search_numbers',
            'msisdn_pattern' => $pattern, 'page_size' => '3', 'page_index' => '1', 'service_type' => 'prepaid']);
        self::assertSame(422, $answer['status']);
        self::assertSame('validation_error', $answer['body']['responseCode']);
        self::assertSame($code, $answer['body']['errors']['msisdn_pattern']);
    }

    public function test_adding_a_plan_reserves_the_number_for_the_cart(): void
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber('prepaid', 'SILVER');
        $answer = $browser->addToCart($number['msisdn']);

        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertSame('success', $answer['body']['responseCode']);
        self::assertMatchesRegularExpression('/^[a-f0-9]{32}$/', $answer['body']['quote_id']);
        self::assertSame(1, $answer['body']['cart_items_count']);
        $reservation = $answer['body']['reservation'];
        self::assertSame($number['msisdn'], $reservation['msisdn']);
        self::assertSame('SILVER', $reservation['vanity_level']);
        self::assertSame(900, $reservation['limit_seconds']);
        self::assertGreaterThanOrEqual(895, $reservation['remaining_seconds']);
        self::assertFalse($reservation['expired']);
        // The holder of the reservation is the cart, with a server-side expiry.
        $hold = Fixtures::holdOf($number['msisdn']);
        self::assertSame($answer['body']['quote_id'], $hold['held_by']);
        self::assertEqualsWithDelta(time() + 900, strtotime($hold['held_until'] . ' UTC'), 3);
    }

    public function test_a_number_held_by_another_cart_is_409_number_unavailable(): void
    {
        $number = Fixtures::freeNumber()['msisdn'];
        $first = $this->browser();
        self::assertSame(200, $first->addToCart($number)['status']);

        $second = $this->browser();
        $answer = $second->addToCart($number);

        self::assertSame(409, $answer['status']);
        self::assertSame('number_unavailable', $answer['body']['responseCode']);
        self::assertSame($first->quoteId, Fixtures::holdOf($number)['held_by']);
        $cart = $second->restWithNonce('cart-page-summary_details', ['lang' => 'en']);
        self::assertSame([], $cart['body']['items'], 'the refused cart stays empty');
    }

    public function test_an_expired_hold_lets_another_cart_take_the_number(): void
    {
        $number = Fixtures::freeNumber()['msisdn'];
        $first = $this->browser();
        $first->addToCart($number);
        $this->shiftServerClock(901); // the site's clock moves past the 15-minute hold (issue 7: no waiting)

        $second = $this->browser();
        $answer = $second->addToCart($number);

        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertSame($second->quoteId, Fixtures::holdOf($number)['held_by']);
        $summary = $first->restWithNonce('cart-page-summary_details', ['lang' => 'en'])['body'];
        self::assertTrue($summary['reservation']['expired'], 'the first cart learns its number has expired');
        self::assertSame(0, $summary['reservation']['remaining_seconds']);
    }

    public function test_a_reused_captcha_token_is_403_captcha_failed(): void
    {
        $browser = $this->browser();
        $token = $browser->captchaToken();
        $first = $browser->addToCart(Fixtures::freeNumber()['msisdn'], extra: ['captcha-response' => $token]);
        self::assertSame(200, $first['status'], $first['raw']);

        $again = $this->browser()->addToCart(Fixtures::freeNumber()['msisdn'], extra: ['captcha-response' => $token]);
        self::assertSame(403, $again['status']);
        self::assertSame('captcha_failed', $again['body']['responseCode']);
    }

    public function test_a_captcha_token_of_another_action_is_refused(): void
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        $answer = $browser->addToCart($number, extra: ['captcha-response' => $browser->captchaToken('resend_otp')]);

        self::assertSame(403, $answer['status']);
        self::assertSame('captcha_failed', $answer['body']['responseCode']);
        self::assertNull(Fixtures::holdOf($number)['held_by']);
    }

    public function test_a_missing_captcha_token_is_refused(): void
    {
        $answer = $this->browser()->addToCart(Fixtures::freeNumber()['msisdn'], extra: ['captcha-response' => '']);
        self::assertSame(403, $answer['status']);
        self::assertSame('captcha_failed', $answer['body']['responseCode']);
    }

    public function test_a_second_plan_is_cart_not_empty_until_the_shopper_agrees_to_clear_the_cart(): void
    {
        $browser = $this->browser();
        $old = Fixtures::freeNumber()['msisdn'];
        $browser->addToCart($old);
        $new = Fixtures::freeNumber('prepaid', 'GOLD')['msisdn'];

        $refused = $browser->addToCart($new, 'PRE-HALA-10');
        self::assertSame(409, $refused['status']);
        self::assertSame('cart_not_empty', $refused['body']['responseCode']);
        self::assertSame($browser->quoteId, Fixtures::holdOf($old)['held_by'], 'nothing changed');
        self::assertNull(Fixtures::holdOf($new)['held_by']);

        $replaced = $browser->addToCart($new, 'PRE-HALA-10', extra: ['cart_update_flag' => 'cart-clear']);
        self::assertSame(200, $replaced['status'], $replaced['raw']);
        self::assertSame(1, $replaced['body']['cart_items_count']);
        self::assertNull(Fixtures::holdOf($old)['held_by'], 'the old number is released');
        self::assertSame($browser->quoteId, Fixtures::holdOf($new)['held_by']);
        $items = $browser->restWithNonce('cart-page-summary_details', ['lang' => 'en'])['body']['items'];
        self::assertSame(['PRE-HALA-10'], array_column($items, 'sku'));
        self::assertSame([$new], array_column($items, 'msisdn'));
    }

    public function test_a_number_not_sold_with_the_plans_service_type_is_unavailable(): void
    {
        $postpaidOnly = Fixtures::numberOnlyFor('postpaid');
        $answer = $this->browser()->addToCart($postpaidOnly, 'PRE-HALA-5', 'prepaid');
        self::assertSame(409, $answer['status']);
        self::assertSame('number_unavailable', $answer['body']['responseCode']);
        self::assertNull(Fixtures::holdOf($postpaidOnly)['held_by']);
    }

    public function test_bad_fields_are_422_with_a_code_per_field(): void
    {
        $browser = $this->browser();
        $answer = $browser->addToCart('24123456', 'PRE HALA', 'hybrid', ['cart_update_flag' => 'wipe', 'vanity_type' => 'DIAMOND']);

        self::assertSame(422, $answer['status']);
        self::assertSame([
            'msisdn' => 'number_prefix',
            'sku' => 'sku_invalid',
            'cart_update_flag' => 'cart_update_flag_invalid',
            'service_type' => 'service_type_invalid',
            'vanity_type' => 'vanity_level_invalid',
        ], $answer['body']['errors']);
    }

    public function test_a_plan_of_the_other_service_type_is_refused(): void
    {
        $answer = $this->browser()->addToCart(Fixtures::freeNumber('postpaid')['msisdn'], 'POST-ENDLESS-12', 'prepaid');
        self::assertSame(422, $answer['status']);
        self::assertSame(['service_type' => 'service_type_mismatch'], $answer['body']['errors']);
    }

    public function test_an_unknown_plan_is_404(): void
    {
        $answer = $this->browser()->addToCart(Fixtures::freeNumber()['msisdn'], 'PRE-NOPE-1');
        self::assertSame(404, $answer['status']);
        self::assertSame('not_found', $answer['body']['responseCode']);
    }
}
