<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Application\Cart;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Checkout;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 10 acceptance (000 §7.5, contract §4.15): 20 parallel place-order calls for one cart
 * (a double click, retries after a timeout, two tabs) make one order, and all 20 get the same
 * answer: the quote is the idempotency key of a conditional insert, not a read before a write.
 */
final class PlaceOrderRaceTest extends TestCase
{
    use Checkout;

    private const CALLS = 20;

    protected function tearDown(): void
    {
        $this->soldNumbersBack();
        parent::tearDown();
    }

    public function test_twenty_parallel_placements_of_one_cart_make_one_order_and_twenty_identical_answers(): void
    {
        [$shopper, $number] = $this->shopperWithDetails();
        self::assertSame('success', self::delivery($shopper, self::homeAddress())['body']['responseCode']);
        // the race, not the rate limits, is under test: 20 tokens and 20 placements in one window
        $this->settings(['rate_limits' => ['captcha' => ['per_session' => 100, 'per_ip' => 0], 'order' => ['per_session' => 100, 'per_ip' => 0]]]);
        // each call with its own captcha token, as each click or tab gets one
        $handles = [];
        for ($i = 0; $i < self::CALLS; $i++) {
            $handles[] = $shopper->ajaxHandle(self::placeOrderFields($shopper, 'online'));
        }
        $answers = Browser::atOnce(array_map(static fn (\CurlHandle $h): array => [$shopper, $h], $handles));
        $bodies = array_map(static fn (array $answer): string => $answer['status'] . ' ' . $answer['raw'], $answers);

        $distinct = array_count_values($bodies);
        self::assertCount(1, $distinct, 'one answer: ' . implode("\n", array_keys($distinct)));
        self::assertSame(self::CALLS, reset($distinct));
        self::assertStringStartsWith('200 ', array_key_first($distinct));
        self::assertSame(1, self::orderCount($shopper->quoteId), 'one order');
        self::assertSame($shopper->quoteId, self::numberRow($number)['held_by']);
        $order = self::orderRow($shopper->quoteId);
        self::assertSame('online', $order['payment_method']);
        $db = \Whl\Bridge\Tests\Support\Fixtures::db();
        $payments = (int) $db->get_var($db->prepare("SELECT COUNT(*) FROM {$db->prefix}whl_sbx_payments WHERE order_id = %s", $order['increment_id']));
        self::assertSame(1, $payments, 'one payment started, its page in all 20 answers');
    }

    /**
     * contract §4.15: cash on delivery lets the cart go inside the race (the first placement, under the
     * cart's lock); the other 19 — and a replay after the let-go — still answer that one order.
     */
    public function test_twenty_parallel_offline_placements_and_a_replay_after_the_let_go_answer_one_order(): void
    {
        [$shopper] = $this->shopperWithDetails();
        self::assertSame('success', self::delivery($shopper, self::homeAddress())['body']['responseCode']);
        $this->settings(['rate_limits' => ['captcha' => ['per_session' => 100, 'per_ip' => 0], 'order' => ['per_session' => 100, 'per_ip' => 0]]]);
        $handles = [];
        for ($i = 0; $i < self::CALLS; $i++) {
            $handles[] = $shopper->ajaxHandle(self::placeOrderFields($shopper, 'cashondelivery'));
        }
        $answers = Browser::atOnce(array_map(static fn (\CurlHandle $h): array => [$shopper, $h], $handles));
        $bodies = array_map(static fn (array $answer): string => $answer['status'] . ' ' . $answer['raw'], $answers);
        $distinct = array_count_values($bodies);
        self::assertCount(1, $distinct, 'one answer: ' . implode("\n", array_keys($distinct)));
        self::assertStringStartsWith('200 ', array_key_first($distinct));
        self::assertSame(1, self::orderCount($shopper->quoteId), 'one order');
        self::assertSame(0, $shopper->summary()['cart_items_count'], 'the cart was let go');

        $replay = self::placeOrder($shopper, 'cashondelivery');
        self::assertSame(array_key_first($distinct), $replay['status'] . ' ' . $replay['raw'], 'a replay after the let-go: the same bytes');
    }
}
