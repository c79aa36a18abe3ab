<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Rest;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/** 000 §3.1 / §7.1 and contract §2, §4.1: GET current-nonce starts the session and hands out its nonce. */
final class CurrentNonceTest extends TestCase
{
    public function test_the_first_call_sets_the_session_cookie_and_answers_the_bootstrap(): void
    {
        $browser = new Browser();
        $answer = $browser->rest('current-nonce', ['cart_hash' => '', 'notify_type' => '', 'lang' => 'ar']);

        self::assertSame(200, $answer['status']);
        $cookie = implode("\n", $answer['headers']['set-cookie'] ?? []);
        self::assertMatchesRegularExpression('/^whl_sid=[a-f0-9]{64};/m', $cookie);
        self::assertStringContainsStringIgnoringCase('HttpOnly', $cookie);
        self::assertStringContainsString('SameSite=Lax', $cookie);
        self::assertStringContainsStringIgnoringCase('path=/', $cookie);
        self::assertStringContainsString('no-store', $answer['headers']['cache-control'][0]);

        $data = $answer['body']['data'];
        self::assertMatchesRegularExpression('/^[a-f0-9]{10}$/', $data['current_nonce']);
        self::assertSame(['cart_restart_status' => false, 'redirection_url' => '', 'lang' => 'ar'], $data['cart_restart']);
        self::assertSame('', $data['orderType']);
        self::assertSame('', $data['quote_id']);
        self::assertSame(0, $data['cart_items_count']);
        self::assertSame('ar', $data['language']);
        self::assertNull($data['loggedin_user_info']);
    }

    public function test_a_cart_shows_in_the_bootstrap(): void
    {
        $browser = $this->browser();
        $browser->addToCart(Fixtures::freeNumber()['msisdn']);

        $data = $browser->rest('current-nonce', ['lang' => 'en'])['body']['data'];
        self::assertSame('prepaid', $data['orderType']);
        self::assertSame($browser->quoteId, $data['quote_id']);
        self::assertSame(1, $data['cart_items_count']);
        self::assertSame($browser->nonce, $data['current_nonce'], 'the same session keeps its nonce');
    }

    public function test_a_made_up_session_id_is_never_adopted(): void
    {
        $browser = new Browser();
        $browser->cookies['whl_sid'] = str_repeat('ab', 32);
        $answer = $browser->rest('current-nonce');

        self::assertNotSame(str_repeat('ab', 32), $browser->cookies['whl_sid']);
        self::assertMatchesRegularExpression('/^[a-f0-9]{64}$/', $browser->cookies['whl_sid']);
        $browser->nonce = $answer['body']['data']['current_nonce'];
        self::assertSame(200, $browser->ajax(['action' => 'wp_get_quote_id'], 'GET')['status']);
    }

    public function test_the_ajax_twin_hands_out_a_working_nonce(): void
    {
        $browser = new Browser();
        $answer = $browser->ajax(['action' => 'wpb_return_current_nonce', '_ajax_nonce' => '']);
        self::assertSame(200, $answer['status']);
        $browser->nonce = $answer['body']['current_nonce'];
        self::assertArrayHasKey('whl_sid', $browser->cookies);
        self::assertSame(200, $browser->ajax(['action' => 'wp_get_quote_id'], 'GET')['status']);
    }

    /** Issue 6 finding 8: a visit that only asks for the nonce leaves no session row behind. */
    public function test_a_visit_without_a_write_stores_no_session(): void
    {
        $count = static fn (): int => (int) Fixtures::db()->get_var('SELECT COUNT(*) FROM ' . Fixtures::db()->prefix . 'whl_sessions');
        $before = $count();
        for ($i = 0; $i < 5; $i++) {
            Browser::open();
        }
        self::assertSame($before, $count());
    }
}
