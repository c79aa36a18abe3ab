<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §4.2 "Change-plan mode sends sku and service_type. Choosing the plan already selected is
 * refused", §8 "Change to the same plan", §7.2 sub_action wp_change_plan_update_cart; contract §7.1.
 */
final class ChangePlanUpdateCartTest extends TestCase
{
    /** 000 §4.2: another plan replaces the cart's plan; the number and its hold stay as they were. */
    public function test_another_plan_keeps_the_number_and_its_hold(): void
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber('prepaid', 'SILVER')['msisdn'];
        $browser->addToCart($number, extra: ['sim_type' => 'esim']);
        $hold = Fixtures::holdOf($number);

        $answer = $browser->module('wp_change_plan_update_cart', ['sku' => 'PRE-HALA-10', 'service_type' => 'prepaid']);

        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertSame(['responseCode' => 'success', 'cart_items_count' => 1, 'redirection_url' => '/my_cart/', 'details_dropped' => false], $answer['body']);
        self::assertSame($hold, Fixtures::holdOf($number), 'the hold is neither released nor renewed');

        $summary = $browser->summary();
        self::assertCount(1, $summary['items']);
        $item = $summary['items'][0];
        self::assertSame(
            ['PRE-HALA-10', 'Hala 10', $number, 'SILVER', '10.000', '5.000'],
            [$item['sku'], $item['name'], $item['msisdn'], $item['vanity_level'], $item['price'], $item['number_price']]
        );
        // 10.000 plan + 5.000 SILVER number, VAT 5 %
        self::assertSame(['subtotal' => '15.000', 'vat' => '0.750', 'grand_total' => '15.750', 'vat_percent' => 5], $summary['totals']);
        self::assertSame('hala-10', $summary['urlKey']);
        self::assertSame($number, $summary['reservation']['msisdn']);
        self::assertFalse($summary['reservation']['expired']);
    }

    /** 000 §8: 'Already selected the same plan, Please try another.' — 409 same_plan, nothing changed. */
    public function test_the_same_plan_is_409_same_plan(): void
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        $browser->addToCart($number);
        $before = $browser->summary()['items'];

        $answer = $browser->module('wp_change_plan_update_cart', ['sku' => 'PRE-HALA-5', 'service_type' => 'prepaid']);

        self::assertSame(409, $answer['status']);
        self::assertSame('same_plan', $answer['body']['responseCode']);
        self::assertSame($before, $browser->summary()['items'], 'the item is untouched (same item id)');
        self::assertSame($browser->quoteId, Fixtures::holdOf($number)['held_by']);
    }

    /** 000 §4.2 change-plan mode needs a plan in the cart; contract §7.1 / §3: none, or an unknown plan, is 404 not_found. */
    public function test_without_a_plan_in_the_cart_or_with_an_unknown_plan_it_is_404(): void
    {
        $empty = $this->browser()->module('wp_change_plan_update_cart', ['sku' => 'PRE-HALA-10', 'service_type' => 'prepaid']);
        self::assertSame(404, $empty['status']);
        self::assertSame('not_found', $empty['body']['responseCode']);

        $browser = $this->browser();
        $browser->addToCart(Fixtures::freeNumber()['msisdn']);
        $unknown = $browser->module('wp_change_plan_update_cart', ['sku' => 'PRE-NOPE-1', 'service_type' => 'prepaid']);
        self::assertSame(404, $unknown['status']);
        self::assertSame(['PRE-HALA-5'], array_column($browser->summary()['items'], 'sku'));
    }

    /** 000 §4.3 on expiry: a number whose hold ran out is not carried to another plan. */
    public function test_an_expired_hold_is_409_reservation_expired(): void
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        $browser->addToCart($number);
        $this->shiftServerClock(901); // the site's clock moves past the 15-minute hold (issue 7: no waiting)

        $answer = $browser->module('wp_change_plan_update_cart', ['sku' => 'PRE-HALA-10', 'service_type' => 'prepaid']);

        self::assertSame(409, $answer['status']);
        self::assertSame('reservation_expired', $answer['body']['responseCode']);
        self::assertSame(['PRE-HALA-5'], array_column($browser->summary()['items'], 'sku'));
    }

    /** 000 §4.3: the kept number must be sellable with the new plan's service type. */
    public function test_a_plan_the_number_is_not_sold_with_is_409_number_unavailable(): void
    {
        $browser = $this->browser();
        $prepaidOnly = Fixtures::numberOnlyFor('prepaid');
        self::assertSame(200, $browser->addToCart($prepaidOnly)['status']);

        $answer = $browser->module('wp_change_plan_update_cart', ['sku' => 'POST-ENDLESS-12', 'service_type' => 'postpaid']);

        self::assertSame(409, $answer['status']);
        self::assertSame('number_unavailable', $answer['body']['responseCode']);
        self::assertSame(['PRE-HALA-5'], array_column($browser->summary()['items'], 'sku'));
        self::assertSame($browser->quoteId, Fixtures::holdOf($prepaidOnly)['held_by']);
    }

    /** 000 §3.5 fields checked on the server. */
    public function test_bad_fields_are_422_and_the_service_type_must_be_the_plan_s(): void
    {
        $browser = $this->browser();
        $browser->addToCart(Fixtures::freeNumber()['msisdn']);

        $bad = $browser->module('wp_change_plan_update_cart', ['sku' => 'PRE HALA', 'service_type' => 'hybrid']);
        self::assertSame(422, $bad['status']);
        self::assertSame(['sku' => 'sku_invalid', 'service_type' => 'service_type_invalid'], $bad['body']['errors']);

        $mismatch = $browser->module('wp_change_plan_update_cart', ['sku' => 'POST-ENDLESS-12', 'service_type' => 'prepaid']);
        self::assertSame(422, $mismatch['status']);
        self::assertSame(['service_type' => 'service_type_mismatch'], $mismatch['body']['errors']);
    }
}
