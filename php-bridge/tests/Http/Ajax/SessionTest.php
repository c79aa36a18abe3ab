<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Infrastructure\Session\SessionStore;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §7.1 / §3.17 server-side session items and contract §4.5: whl_session_getItem, addItem,
 * removeItem; the bridge refuses keys it owns and foreign quotes.
 */
final class SessionTest extends TestCase
{
    public function test_a_new_session_has_no_items(): void
    {
        $browser = $this->browser();
        foreach (['loggedin_user_info', 'user_info', 'plan_quote_id', 'generated_order_id'] as $key) {
            $answer = $browser->ajax(['action' => 'whl_session_getItem', 'key' => $key], 'GET');
            self::assertSame(200, $answer['status'], $key);
            self::assertSame(['responseCode' => 'success', 'value' => null], $answer['body'], $key);
        }
    }

    public function test_the_quote_of_the_session_can_be_read_confirmed_and_removed(): void
    {
        $browser = $this->browser();
        $browser->addToCart(Fixtures::freeNumber()['msisdn']);
        self::assertNotSame('', $browser->quoteId);

        $get = $browser->ajax(['action' => 'whl_session_getItem', 'key' => 'plan_quote_id'], 'GET');
        self::assertSame($browser->quoteId, $get['body']['value']);

        $add = $browser->ajax(['action' => 'whl_session_addItem', 'key' => 'plan_quote_id', 'value' => $browser->quoteId]);
        self::assertSame(['responseCode' => 'success', 'status' => 'whl_success', 'code' => 'whl_000'], $add['body']);

        $remove = $browser->ajax(['action' => 'whl_session_removeItem', 'key' => 'plan_quote_id']);
        self::assertSame(['responseCode' => 'success', 'status' => 'whl_success', 'code' => 'whl_000'], $remove['body']);
        $after = $browser->ajax(['action' => 'whl_session_getItem', 'key' => 'plan_quote_id'], 'GET');
        self::assertNull($after['body']['value']);
    }

    public function test_a_browser_cannot_attach_itself_to_another_cart(): void
    {
        $victim = $this->browser();
        $victim->addToCart(Fixtures::freeNumber()['msisdn']);
        $attacker = $this->browser();

        $answer = $attacker->ajax(['action' => 'whl_session_addItem', 'key' => 'plan_quote_id', 'value' => $victim->quoteId]);

        self::assertSame(422, $answer['status']);
        self::assertSame(['value' => 'quote_mismatch'], $answer['body']['errors']);
        $get = $attacker->ajax(['action' => 'whl_session_getItem', 'key' => 'plan_quote_id'], 'GET');
        self::assertNull($get['body']['value']);
    }

    public function test_keys_the_bridge_owns_are_refused(): void
    {
        $browser = $this->browser();
        foreach (['loggedin_customer_token', 'user_info', 'loggedin_user_info', 'generated_order_id', 'anything'] as $key) {
            $answer = $browser->ajax(['action' => 'whl_session_addItem', 'key' => $key, 'value' => 'x']);
            self::assertSame(422, $answer['status'], $key);
            self::assertSame(['key' => 'session_key_not_allowed'], $answer['body']['errors'], $key);
        }
        $read = $browser->ajax(['action' => 'whl_session_getItem', 'key' => 'loggedin_customer_token'], 'GET');
        self::assertSame(422, $read['status'], 'the customer token is never handed to the browser');
    }

    public function test_generated_order_id_is_answered_as_a_list_of_order_ids(): void
    {
        $browser = $this->browser();
        $store = new SessionStore(Fixtures::db());
        $store->create($browser->cookies['whl_sid']); // as the order step's first write saves it
        $store->put($browser->cookies['whl_sid'], 'generated_order_id', '"000000123"');

        $answer = $browser->ajax(['action' => 'whl_session_getItem', 'key' => 'generated_order_id'], 'GET');
        self::assertSame([['OrderID' => '000000123']], $answer['body']['value']);
    }

    public function test_an_expired_session_answers_401_session_expired(): void
    {
        $browser = $this->browser();
        $browser->addToCart(Fixtures::freeNumber()['msisdn']); // a saved session
        (new SessionStore(Fixtures::db()))->expire($browser->cookies['whl_sid']);

        $answer = $browser->ajax(['action' => 'whl_session_getItem', 'key' => 'plan_quote_id'], 'GET');
        self::assertSame(401, $answer['status']);
        self::assertSame('session_expired', $answer['body']['responseCode']);
    }

    /** Issue 6 finding 8: forgetting the quote must not leave a hold nobody can release. */
    public function test_removing_the_quote_releases_its_number(): void
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        self::assertSame(200, $browser->addToCart($number)['status']);

        $remove = $browser->ajax(['action' => 'whl_session_removeItem', 'key' => 'plan_quote_id']);

        self::assertSame(200, $remove['status'], $remove['raw']);
        self::assertNull(Fixtures::holdOf($number)['held_by'], 'the number is free for others');
    }
}
