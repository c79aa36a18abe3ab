<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Application\Cart;

use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 6 finding 3 (000 §4.2 replace the selected plan, cart-clear): the new number is reserved
 * before anything leaves the cart. A number another cart just took answers number_unavailable and
 * the cart keeps its plan and its hold.
 */
final class ReplacePlanTest extends TestCase
{
    public function test_replacing_with_a_number_another_cart_holds_keeps_the_cart_and_its_hold(): void
    {
        [$mine, $theirs] = Fixtures::freeNumbers(2);
        $shopper = $this->browser();
        self::assertSame(200, $shopper->addToCart($mine, 'PRE-HALA-5')['status']);
        $other = $this->browser();
        self::assertSame(200, $other->addToCart($theirs)['status']);

        $answer = $shopper->addToCart($theirs, 'PRE-HALA-10', 'prepaid', ['cart_update_flag' => 'cart-clear']);

        self::assertSame(409, $answer['status'], $answer['raw']);
        self::assertSame('number_unavailable', $answer['body']['responseCode']);
        $items = $shopper->summary()['items'];
        self::assertSame([['PRE-HALA-5', $mine]], array_map(static fn (array $i): array => [$i['sku'], $i['msisdn']], $items));
        self::assertSame($shopper->quoteId, Fixtures::holdOf($mine)['held_by'], 'the cart keeps its hold');
        self::assertSame($other->quoteId, Fixtures::holdOf($theirs)['held_by']);
    }

    public function test_replacing_with_a_free_number_swaps_plan_and_number_and_releases_the_old_one(): void
    {
        [$mine, $next] = Fixtures::freeNumbers(2);
        $shopper = $this->browser();
        self::assertSame(200, $shopper->addToCart($mine, 'PRE-HALA-5')['status']);

        $answer = $shopper->addToCart($next, 'PRE-HALA-10', 'prepaid', ['cart_update_flag' => 'cart-clear']);

        self::assertSame(200, $answer['status'], $answer['raw']);
        $items = $shopper->summary()['items'];
        self::assertSame([['PRE-HALA-10', $next]], array_map(static fn (array $i): array => [$i['sku'], $i['msisdn']], $items));
        self::assertNull(Fixtures::holdOf($mine)['held_by']);
        self::assertSame($shopper->quoteId, Fixtures::holdOf($next)['held_by']);
    }
}
