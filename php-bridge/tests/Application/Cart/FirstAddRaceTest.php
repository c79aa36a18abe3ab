<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Application\Cart;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 6 finding 2 (000 §4.2 add to cart, §4.3): a double click on the first NEXT must not break
 * the cart's lock. Ten concurrent first adds on one session give one plan in one quote, and
 * clearing the cart leaves none of the ten numbers held.
 */
final class FirstAddRaceTest extends TestCase
{
    private const CLICKS = 10;

    public function test_ten_concurrent_first_adds_on_one_session_give_one_plan_one_quote_and_no_orphan_hold(): void
    {
        $shopper = $this->browser();
        $numbers = Fixtures::freeNumbers(self::CLICKS);
        $quotesBefore = self::quoteCount();
        $handles = array_map(fn (string $n): \CurlHandle => $shopper->ajaxHandle($shopper->addToCartFields($n)), $numbers);

        $codes = [];
        foreach (Browser::atOnce(array_map(static fn (\CurlHandle $h): array => [$shopper, $h], $handles)) as $answer) {
            $code = $answer['status'] . ' ' . ($answer['body']['responseCode'] ?? 'no-json');
            $codes[$code] = ($codes[$code] ?? 0) + 1;
        }

        ksort($codes);
        self::assertSame(['200 success' => 1, '409 cart_not_empty' => self::CLICKS - 1], $codes);
        self::assertSame(1, self::quoteCount() - $quotesBefore, 'one quote for the session');
        $summary = $shopper->summary();
        self::assertCount(1, $summary['items'], 'one plan in the cart');
        $kept = $summary['items'][0]['msisdn'];
        $held = array_values(array_filter($numbers, static fn (string $n): bool => Fixtures::holdOf($n)['held_by'] !== null));
        self::assertSame([$kept], $held, 'only the number in the cart is held');

        self::assertSame(200, $shopper->module('wp_full_clear_cart')['status']);
        foreach ($numbers as $n) {
            self::assertNull(Fixtures::holdOf($n)['held_by'], "{$n} is released by clearing the cart");
        }
    }

    private static function quoteCount(): int
    {
        return (int) Fixtures::db()->get_var('SELECT COUNT(*) FROM ' . Fixtures::db()->prefix . 'whl_sbx_quotes');
    }
}
