<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Infrastructure\Session;

use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 6 finding 4 (000 §3.1 current-nonce, §6): a session that cannot be read is not a session
 * that does not exist. The call answers `failure`, the cookie is kept, and once the database is
 * back the shopper's cart is there.
 */
final class SessionStoreFailureTest extends TestCase
{
    public function test_a_failed_session_read_answers_failure_and_keeps_the_cookie_and_the_cart(): void
    {
        $shopper = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        self::assertSame(200, $shopper->addToCart($number)['status']);
        $cookie = $shopper->cookies['whl_sid'];

        $answer = Fixtures::withTableBroken('whl_sessions', fn (): array => $shopper->rest('current-nonce', ['lang' => 'en']));

        self::assertSame(500, $answer['status'], $answer['raw']);
        self::assertSame('failure', $answer['body']['responseCode']);
        self::assertArrayNotHasKey('set-cookie', $answer['headers'], 'no new session replaces the one that could not be read');
        self::assertSame($cookie, $shopper->cookies['whl_sid']);
        $data = $shopper->rest('current-nonce', ['lang' => 'en'])['body']['data'];
        self::assertSame($shopper->quoteId, $data['quote_id'], 'the cart is there once the database answers');
        self::assertSame(1, $data['cart_items_count']);
    }

    public function test_a_session_that_cannot_be_written_answers_failure(): void
    {
        $shopper = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        $fields = $shopper->addToCartFields($number);

        $answer = Fixtures::withTableBroken('whl_session_values', fn (): array => $shopper->ajax($fields));

        self::assertSame(500, $answer['status'], $answer['raw']);
        self::assertSame('failure', $answer['body']['responseCode']);
        self::assertNull(Fixtures::holdOf($number)['held_by'], 'nothing is held for a cart the session cannot remember');
    }

    public function test_a_failed_session_read_on_an_ajax_call_is_failure_not_session_expired(): void
    {
        $shopper = $this->browser();
        $shopper->addToCart(Fixtures::freeNumber()['msisdn']);

        $read = fn (): array => $shopper->ajax(['action' => 'whl_session_getItem', 'key' => 'plan_quote_id'], 'GET');
        $answer = Fixtures::withTableBroken('whl_session_values', $read);

        self::assertSame(500, $answer['status'], $answer['raw']);
        self::assertSame('failure', $answer['body']['responseCode']);
        $again = $shopper->ajax(['action' => 'whl_session_getItem', 'key' => 'plan_quote_id'], 'GET');
        self::assertSame($shopper->quoteId, $again['body']['value']);
    }

    public function test_a_session_id_the_bridge_handed_out_is_not_replaced_when_sessions_cannot_be_read(): void
    {
        $browser = new Browser();
        $id = SessionManager::mintId(time() - 60); // saved or not: only the store can tell
        $browser->cookies['whl_sid'] = $id;
        $answer = Fixtures::withTableBroken('whl_sessions', fn (): array => $browser->rest('current-nonce'));

        self::assertSame(500, $answer['status'], $answer['raw']);
        self::assertSame($id, $browser->cookies['whl_sid']);
    }
}
