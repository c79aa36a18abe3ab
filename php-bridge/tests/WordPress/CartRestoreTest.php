<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\Http;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\CartRestore;

/**
 * 000 §4.4, §3.1, §7.1 and contract §4.1: an abandoned cart (untouched for an hour) gets a restore
 * link in the demo outbox, in the shopper's language; current-nonce with its hash attaches the cart
 * to the session once, renews the number's hold and answers the cart page in the cart's language;
 * an unknown, used or expired hash answers false (never an error).
 */
final class CartRestoreTest extends TestCase
{
    private int $page = 0;

    protected function setUp(): void
    {
        parent::setUp();
        $this->page = (int) wp_insert_post([
            'post_type' => 'page',
            'post_status' => 'publish',
            'post_title' => 'Outbox',
            'post_name' => 'outbox-restore-' . uniqid(),
            'post_content' => '[whl_demo_outbox]',
        ]);
    }

    protected function tearDown(): void
    {
        wp_delete_post($this->page, true);
        parent::tearDown();
    }

    private function outbox(Browser $browser, string $lang = 'en'): string
    {
        $cookie = implode('; ', array_map(static fn ($k, $v): string => "{$k}={$v}", array_keys($browser->cookies), $browser->cookies));
        $url = $lang === 'ar' ? add_query_arg('lang', 'ar', (string) get_permalink($this->page)) : (string) get_permalink($this->page);
        return (string) Http::get(str_replace(home_url(), Browser::baseUrl(), $url), ['Cookie: ' . $cookie])['body'];
    }

    /** @return array{0: Browser, 1: string, 2: string} the shopper, its number, the link's hash */
    private function abandonedCart(string $lang = 'en'): array
    {
        $shopper = $this->browser();
        $msisdn = Fixtures::freeNumber()['msisdn'];
        self::assertSame(200, $shopper->addToCart($msisdn)['status']);
        self::assertStringNotContainsString('cart=', $this->outbox($shopper, $lang), 'a cart changed just now is not abandoned');
        $this->shiftServerClock(CartRestore::IDLE_SECONDS + 60);
        $html = $this->outbox($shopper, $lang);
        self::assertSame(1, preg_match('/[?&](?:amp;)?cart=([a-f0-9]{32})/', $html, $m), 'the outbox holds the restore link');
        self::assertStringContainsString('notify_type=abandoned_cart', $html);
        self::assertStringContainsString('lang=' . $lang, $html);
        self::assertSame(1, substr_count($this->outbox($shopper, $lang), 'cart=' . $m[1]), 'one link per cart');
        return [$shopper, $msisdn, $m[1]];
    }

    /** @return array<string, mixed> */
    private static function restart(Browser $browser, string $hash, string $lang = 'en'): array
    {
        $answer = $browser->rest('current-nonce', ['cart_hash' => $hash, 'notify_type' => 'abandoned_cart', 'lang' => $lang]);
        self::assertSame(200, $answer['status']);
        return $answer['body']['data'];
    }

    public function test_a_valid_link_restores_the_cart_once_and_renews_its_hold(): void
    {
        [$shopper, $msisdn, $hash] = $this->abandonedCart();
        self::assertStringContainsString('your cart is waiting', $this->outbox($shopper));
        Fixtures::expireHold($msisdn, 5 - (int) get_option('whl_test_clock_offset', 0)); // its hold ran out meanwhile

        $other = $this->browser();
        $other->rest('current-nonce', ['lang' => 'en']);
        $sessionBefore = $other->cookies['whl_sid'] ?? '';
        $data = self::restart($other, $hash);
        self::assertNotSame($sessionBefore, $other->cookies['whl_sid'] ?? '', 'a new session id once the cart attaches');
        self::assertSame(['cart_restart_status' => true, 'redirection_url' => 'my_cart', 'lang' => 'en'], $data['cart_restart']);
        self::assertSame($shopper->quoteId, $data['quote_id'], 'the cart is the session\'s now');
        self::assertSame(1, $data['cart_items_count']);
        $other->nonce = $data['current_nonce'];
        self::assertSame(200, $other->ajax(['action' => 'wp_get_quote_id'], 'GET')['status'], 'the new session\'s nonce works');
        $hold = Fixtures::holdOf($msisdn);
        self::assertNotNull($hold['held_by']);
        $until = (int) strtotime($hold['held_until'] . ' UTC');
        self::assertGreaterThan(time() + (int) get_option('whl_test_clock_offset', 0) + 60, $until, 'the hold is renewed');

        $again = self::restart($this->browser(), $hash);
        self::assertSame(['cart_restart_status' => false, 'redirection_url' => '', 'lang' => 'en'], $again['cart_restart'], 'single use');
    }

    /** Issue 31 finding 8: one quote is one session's cart; the restore moves it, never shares it. */
    public function test_the_session_the_link_was_sent_to_lets_the_restored_cart_go(): void
    {
        [$shopper, $msisdn, $hash] = $this->abandonedCart();
        $quoteId = $shopper->quoteId;

        $other = $this->browser();
        $restored = self::restart($other, $hash);
        self::assertSame($quoteId, $restored['quote_id'], 'the cart is the new session\'s');
        $other->nonce = $restored['current_nonce'];

        $source = self::restart($shopper, '');
        self::assertSame(['', 0], [$source['quote_id'], $source['cart_items_count']], 'the old session holds no cart');
        $shopper->nonce = $source['current_nonce'];
        self::assertSame(200, $shopper->ajax(['action' => 'wp_postpaid_prepaid_module', 'sub_action' => 'wp_full_clear_cart'])['status']);
        self::assertCount(1, $other->summary()['items'] ?? [], 'the old session cannot empty the restored cart');
        self::assertNotNull(Fixtures::holdOf($msisdn)['held_by'], 'nor let its number go');
    }

    public function test_a_shopper_restoring_her_own_link_keeps_her_cart(): void
    {
        [$shopper, , $hash] = $this->abandonedCart();
        $quoteId = $shopper->quoteId;
        $data = self::restart($shopper, $hash);
        self::assertSame([true, $quoteId, 1], [$data['cart_restart']['cart_restart_status'], $data['quote_id'], $data['cart_items_count']]);
        $again = self::restart($shopper, '');
        self::assertSame([$quoteId, 1], [$again['quote_id'], $again['cart_items_count']], 'her session (its id renewed) keeps the cart');
    }

    public function test_an_expired_link_answers_false(): void
    {
        [, , $hash] = $this->abandonedCart();
        $this->shiftServerClock(CartRestore::LINK_SECONDS + 60);
        self::assertFalse(self::restart($this->browser(), $hash)['cart_restart']['cart_restart_status']);
    }

    public function test_an_unknown_hash_answers_false(): void
    {
        $browser = $this->browser();
        foreach ([str_repeat('ab', 16), 'not-a-hash', '../../x'] as $hash) {
            self::assertSame(['cart_restart_status' => false, 'redirection_url' => '', 'lang' => 'ar'], self::restart($browser, $hash, 'ar')['cart_restart']);
        }
    }

    public function test_an_arabic_cart_is_restored_in_arabic(): void
    {
        [$shopper, , $hash] = $this->abandonedCart('ar');
        self::assertStringContainsString('سلتك بانتظارك', $this->outbox($shopper, 'ar'));
        $data = self::restart($this->browser(), $hash, 'en');
        self::assertSame(['cart_restart_status' => true, 'redirection_url' => 'my_cart', 'lang' => 'ar'], $data['cart_restart']);
    }

    public function test_a_number_another_cart_took_meanwhile_is_not_restored(): void
    {
        [, $msisdn, $hash] = $this->abandonedCart();
        Fixtures::expireHold($msisdn, 5 - (int) get_option('whl_test_clock_offset', 0));
        $rival = $this->browser('127.0.0.3');
        self::assertSame(200, $rival->addToCart($msisdn)['status']);
        self::assertFalse(self::restart($this->browser(), $hash)['cart_restart']['cart_restart_status']);
    }
}
