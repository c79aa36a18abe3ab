<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Application\Cart;

use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 6 finding 1 (000 §4.3 reservation, §6 abuse): one client must not be able to hold the
 * number pool. Live holds are capped per client address and per session (`hold_limits`); a
 * reservation over the cap answers 429 hold_limit with Retry-After, and other clients still reserve.
 */
final class HoldLimitTest extends TestCase
{
    protected function setUp(): void
    {
        parent::setUp();
        Fixtures::forgetHoldsOfAddress('127.0.0.1');
        Fixtures::forgetHoldsOfAddress('127.0.0.2');
    }

    public function test_one_address_with_fresh_sessions_holds_no_more_than_the_cap(): void
    {
        $this->settings(['hold_limits' => ['per_session' => 2, 'per_ip' => 3]]);
        $numbers = Fixtures::freeNumbers(5, 'prepaid', 'PLATINUM');

        $answers = [];
        foreach ($numbers as $number) {
            $answers[] = $this->browser()->addToCart($number, 'PRE-HALA-10'); // a fresh session each time
        }

        self::assertSame([200, 200, 200, 429, 429], array_column($answers, 'status'));
        self::assertSame('hold_limit', $answers[3]['body']['responseCode']);
        $retryAfter = (int) ($answers[3]['headers']['retry-after'][0] ?? 0);
        self::assertGreaterThan(0, $retryAfter, 'Retry-After says when one of the holds ends');
        self::assertLessThanOrEqual(15 * 60, $retryAfter);
        self::assertNull(Fixtures::holdOf($numbers[3])['held_by'], 'a refused number is not held');
        self::assertNull(Fixtures::holdOf($numbers[4])['held_by']);
    }

    public function test_another_address_can_still_reserve(): void
    {
        $this->settings(['hold_limits' => ['per_session' => 2, 'per_ip' => 1]]);
        [$first, $second, $third] = Fixtures::freeNumbers(3);
        self::assertSame(200, $this->browser()->addToCart($first)['status']);
        self::assertSame(429, $this->browser()->addToCart($second)['status']);

        $elsewhere = $this->browser('127.0.0.2')->addToCart($third);

        self::assertSame(200, $elsewhere['status'], $elsewhere['raw']);
    }

    public function test_a_released_hold_frees_its_place_under_the_cap(): void
    {
        $this->settings(['hold_limits' => ['per_session' => 2, 'per_ip' => 1]]);
        [$first, $second] = Fixtures::freeNumbers(2);
        $shopper = $this->browser();
        self::assertSame(200, $shopper->addToCart($first)['status']);
        self::assertSame(200, $shopper->module('wp_full_clear_cart')['status']);

        self::assertSame(200, $this->browser()->addToCart($second)['status'], 'the cleared cart no longer counts');
    }

    public function test_changing_the_number_of_a_cart_counts_as_one_hold(): void
    {
        $this->settings(['hold_limits' => ['per_session' => 1, 'per_ip' => 1]]);
        [$first, $second, $third] = Fixtures::freeNumbers(3);
        $shopper = $this->browser();
        self::assertSame(200, $shopper->addToCart($first)['status']);

        self::assertSame(200, $shopper->changeNumber($second)['status'], 'a swap in one cart is not a second hold');
        self::assertSame(200, $shopper->addToCart($third, 'PRE-HALA-5', 'prepaid', ['cart_update_flag' => 'cart-clear'])['status']);
        self::assertNull(Fixtures::holdOf($first)['held_by']);
        self::assertNull(Fixtures::holdOf($second)['held_by']);
        self::assertSame($shopper->quoteId, Fixtures::holdOf($third)['held_by']);
    }

    public function test_an_expired_hold_does_not_count(): void
    {
        $this->settings(['hold_limits' => ['per_session' => 2, 'per_ip' => 1]]);
        [$first, $second] = Fixtures::freeNumbers(2);
        self::assertSame(200, $this->browser()->addToCart($first)['status']);
        $this->shiftServerClock(901); // the site's clock moves past the 15-minute hold (issue 7: no waiting)

        self::assertSame(200, $this->browser()->addToCart($second)['status']);
    }

    public function test_reservations_have_their_own_lower_rate_per_address(): void
    {
        $this->settings(['rate_limits' => ['reservation' => ['per_session' => 100, 'per_ip' => 2]]]);
        $address = '127.0.' . random_int(1, 254) . '.' . random_int(1, 254); // a window of its own
        $numbers = Fixtures::freeNumbers(3);
        $codes = [];
        foreach ($numbers as $number) {
            $codes[] = $this->browser($address)->addToCart($number)['body']['responseCode'] ?? 'no-json';
        }
        self::assertSame(['success', 'success', 'rate_limited'], $codes);
    }
}
