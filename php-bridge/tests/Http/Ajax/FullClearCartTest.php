<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §4.2 "Clearing the cart … redirects to /empty-cart/", §4.3 "clearing the cart removes
 * number_blocked_time", §7.2 sub_action wp_full_clear_cart; contract §7.1.
 */
final class FullClearCartTest extends TestCase
{
    /** 000 §4.2: the number is released, the cart emptied, the answer names the empty-cart route. */
    public function test_clearing_releases_the_number_and_empties_the_cart(): void
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber('prepaid', 'GOLD')['msisdn'];
        self::assertSame(200, $browser->addToCart($number, 'PRE-HALA-10')['status']);

        $answer = $browser->module('wp_full_clear_cart');

        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertSame(['responseCode' => 'success', 'redirection_url' => '/empty-cart/', 'cart_items_count' => 0], $answer['body']);
        self::assertNull(Fixtures::holdOf($number)['held_by'], 'the hold is released');

        $summary = $browser->summary();
        self::assertSame([], $summary['items']);
        self::assertNull($summary['reservation']);
        self::assertSame(0, $summary['cart_items_count']);
        self::assertNull($summary['totals']);

        $other = $this->browser();
        $taken = $other->addToCart($number, 'PRE-HALA-10');
        self::assertSame(200, $taken['status'], 'the number is free for another cart: ' . $taken['raw']);
    }

    /** 000 §4.2: after clearing, a new plan goes in without cart_not_empty. */
    public function test_after_clearing_a_plan_can_be_added_without_cart_clear(): void
    {
        $browser = $this->browser();
        [$first, $second] = Fixtures::freeNumbers(2);
        $browser->addToCart($first);
        $browser->module('wp_full_clear_cart');

        $answer = $browser->addToCart($second, 'PRE-HALA-3');

        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertSame(['PRE-HALA-3'], array_column($browser->summary()['items'], 'sku'));
    }

    /** 000 §4.2 redirect to /empty-cart/; contract §1: editors may rename pages, the answer follows the configured route. */
    public function test_the_redirection_follows_the_configured_route_and_an_empty_cart_is_fine(): void
    {
        $this->settings(['routes' => ['empty-cart' => '/cart-is-empty/']]);
        $browser = $this->browser();

        $answer = $browser->module('wp_full_clear_cart');

        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertSame('/cart-is-empty/', $answer['body']['redirection_url']);
        self::assertSame(0, $answer['body']['cart_items_count']);
    }

    /** 000 §7 common rules (_ajax_nonce); contract §2: a cart-changing call needs the session's nonce. */
    public function test_without_the_nonce_nothing_is_cleared(): void
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        $browser->addToCart($number);

        $answer = $browser->module('wp_full_clear_cart', ['_ajax_nonce' => 'bad']);

        self::assertSame(403, $answer['status']);
        self::assertSame($browser->quoteId, Fixtures::holdOf($number)['held_by']);
        self::assertCount(1, $browser->summary()['items']);
    }
}
