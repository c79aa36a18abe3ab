<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Adapters\Sandbox;

use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 6 findings 4 and 5 (000 §2.8 cart, §4.2): a cart that cannot be read is not an empty cart,
 * and a delete that failed did not happen. The calls answer `failure`, the session keeps its quote,
 * and no number is released while it is still in the cart.
 */
final class CommerceFailureTest extends TestCase
{
    public function test_a_failed_cart_read_answers_failure_and_the_session_keeps_its_quote(): void
    {
        $shopper = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        self::assertSame(200, $shopper->addToCart($number)['status']);
        $next = Fixtures::freeNumber()['msisdn'];
        $fields = $shopper->addToCartFields($next);

        [$add, $summary] = Fixtures::withTableBroken('whl_sbx_quotes', fn (): array => [
            $shopper->ajax($fields),
            $shopper->restWithNonce('cart-page-summary_details', ['lang' => 'en']),
        ]);

        self::assertSame([500, 'failure'], [$add['status'], $add['body']['responseCode']], $add['raw']);
        self::assertSame([500, 'failure'], [$summary['status'], $summary['body']['responseCode']], 'the summary is not an empty cart');
        $quote = $shopper->ajax(['action' => 'whl_session_getItem', 'key' => 'plan_quote_id'], 'GET')['body']['value'];
        self::assertSame($shopper->quoteId, $quote, 'the session still points at its cart');
        self::assertSame([$number], array_column($shopper->summary()['items'], 'msisdn'));
        self::assertNull(Fixtures::holdOf($next)['held_by']);
    }

    public function test_clearing_a_cart_whose_items_cannot_be_deleted_answers_failure_and_keeps_the_hold(): void
    {
        $shopper = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        self::assertSame(200, $shopper->addToCart($number)['status']);
        $itemId = $shopper->summary()['items'][0]['item_id'];

        $answer = Fixtures::withItemDeleteFailing($itemId, fn (): array => $shopper->module('wp_full_clear_cart'));

        self::assertSame(500, $answer['status'], $answer['raw']);
        self::assertSame('failure', $answer['body']['responseCode']);
        self::assertSame([$number], array_column($shopper->summary()['items'], 'msisdn'), 'the item is still in the cart');
        self::assertSame($shopper->quoteId, Fixtures::holdOf($number)['held_by'], 'its number is still held');
    }

    public function test_changing_the_plan_when_the_old_item_cannot_be_removed_answers_failure_and_keeps_one_plan(): void
    {
        $shopper = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        self::assertSame(200, $shopper->addToCart($number, 'PRE-HALA-5')['status']);
        $itemId = $shopper->summary()['items'][0]['item_id'];

        $changePlan = fn (): array => $shopper->module('wp_change_plan_update_cart', ['sku' => 'PRE-HALA-10', 'service_type' => 'prepaid']);
        $answer = Fixtures::withItemDeleteFailing($itemId, $changePlan);

        self::assertSame(500, $answer['status'], $answer['raw']);
        $items = $shopper->summary()['items'];
        self::assertSame([['PRE-HALA-5', $number]], array_map(static fn (array $i): array => [$i['sku'], $i['msisdn']], $items));
        self::assertSame($shopper->quoteId, Fixtures::holdOf($number)['held_by']);
    }

    /**
     * Issue 31 finding 6: a database that refuses every delete of the cart's items (the undo of the
     * added plan too) during a change of plan: the change is all or nothing, one plan stays.
     */
    public function test_a_plan_change_whose_removals_all_fail_leaves_the_cart_as_it_was(): void
    {
        $shopper = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        self::assertSame(200, $shopper->addToCart($number, 'PRE-HALA-5')['status']);
        $before = $shopper->summary()['items'];

        $changePlan = fn (): array => $shopper->module('wp_change_plan_update_cart', ['sku' => 'PRE-HALA-10', 'service_type' => 'prepaid']);
        $answer = Fixtures::withCartItemDeletesFailing($shopper->quoteId, $changePlan);

        self::assertSame([500, 'failure'], [$answer['status'], $answer['body']['responseCode']], $answer['raw']);
        self::assertSame($before, $shopper->summary()['items'], 'the old plan alone, as it was');
        self::assertSame($shopper->quoteId, Fixtures::holdOf($number)['held_by']);
    }

    /**
     * Contract §4.4 cart-clear (000 §4.2 the replace-plan popup): another plan replacing the cart's, with
     * every delete refused (the undo of the new plan too), is all or nothing like a plan change: the old
     * plan alone stays, its number held, the new number free.
     */
    public function test_a_plan_replacing_the_cart_whose_removals_all_fail_leaves_the_cart_as_it_was(): void
    {
        $shopper = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        self::assertSame(200, $shopper->addToCart($number, 'PRE-HALA-5')['status']);
        $before = $shopper->summary()['items'];
        $next = Fixtures::freeNumber()['msisdn'];

        $replace = fn (): array => $shopper->addToCart($next, 'PRE-HALA-10', 'prepaid', ['cart_update_flag' => 'cart-clear']);
        $answer = Fixtures::withCartItemDeletesFailing($shopper->quoteId, $replace);

        self::assertSame([500, 'failure'], [$answer['status'], $answer['body']['responseCode']], $answer['raw']);
        self::assertSame($before, $shopper->summary()['items'], 'the old plan alone, as it was');
        self::assertSame($shopper->quoteId, Fixtures::holdOf($number)['held_by']);
        self::assertNull(Fixtures::holdOf($next)['held_by'], 'the new number is free again');
    }

    /** The same for a device replacing a plan (contract §8.6 cart-clear). */
    public function test_a_device_replacing_the_cart_whose_removals_all_fail_leaves_the_cart_as_it_was(): void
    {
        $shopper = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        self::assertSame(200, $shopper->addToCart($number, 'PRE-HALA-5')['status']);
        $before = $shopper->summary()['items'];

        $device = ['sku' => 'ACC-APL-20W', 'order_type' => 'devices', 'cart_update_flag' => 'cart-clear'];
        $replace = fn (): array => $shopper->module('wp_device_add_to_cart', $device);
        $answer = Fixtures::withCartItemDeletesFailing($shopper->quoteId, $replace);

        self::assertSame([500, 'failure'], [$answer['status'], $answer['body']['responseCode']], $answer['raw']);
        self::assertSame($before, $shopper->summary()['items'], 'the plan alone, as it was');
        self::assertSame($shopper->quoteId, Fixtures::holdOf($number)['held_by']);
    }
}
