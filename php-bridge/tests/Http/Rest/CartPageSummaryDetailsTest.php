<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Rest;

use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/** 000 §2.8, §3.6, §7.3 and contract §4.6: GET cart-page-summary_details with X-WHL-Nonce. */
final class CartPageSummaryDetailsTest extends TestCase
{
    public function test_an_empty_cart(): void
    {
        $answer = $this->browser()->restWithNonce('cart-page-summary_details', ['page' => '', 'lang' => 'en']);

        self::assertSame(200, $answer['status']);
        self::assertSame([], $answer['body']['items']);
        self::assertNull($answer['body']['reservation']);
        self::assertSame(0, $answer['body']['cart_items_count']);
        self::assertStringContainsString('no-store', $answer['headers']['cache-control'][0]);
    }

    public function test_the_summary_has_the_plan_the_number_the_remaining_seconds_and_server_totals(): void
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber('prepaid', 'SILVER')['msisdn'];
        $browser->addToCart($number);

        $body = $browser->restWithNonce('cart-page-summary_details', ['page' => 'personal-info', 'lang' => 'en'])['body'];

        self::assertSame('success', $body['responseCode']);
        self::assertCount(1, $body['items']);
        $item = $body['items'][0];
        self::assertSame(
            ['PRE-HALA-5', 'Hala 5', 'plan', 'prepaid', $number, 'SILVER', '5.000', '5.000', 1],
            [$item['sku'], $item['name'], $item['product_type'], $item['service_type'], $item['msisdn'], $item['vanity_level'],
            $item['price'],
            $item['number_price'],
            $item['qty']]
        );
        // 5.000 plan + 5.000 SILVER number, VAT 5 %
        self::assertSame(['subtotal' => '10.000', 'vat' => '0.500', 'grand_total' => '10.500', 'vat_percent' => 5], $body['totals']);
        self::assertSame('10.500', $body['upfrontAmount']);
        // issue 8: a prepaid cart is all due today; each line also in its VAT-inclusive amount, as the plan card shows it
        self::assertSame($body['totals'], $body['due_today']);
        self::assertNull($body['monthly']);
        self::assertSame(['5.250', 'once', '5.250'], [$item['price_incl_vat'], $item['billing'], $item['number_price_incl_vat']]);
        self::assertSame($number, $body['reservation']['msisdn']);
        self::assertSame(900, $body['reservation']['limit_seconds']);
        self::assertGreaterThan(890, $body['reservation']['remaining_seconds']);
        self::assertLessThanOrEqual(900, $body['reservation']['remaining_seconds']);
        self::assertFalse($body['reservation']['expired']);
        self::assertSame(1, $body['cart_items_count']);
        self::assertSame('prepaid', $body['selected_order_type']);
        self::assertSame('hala-5', $body['urlKey']);
        self::assertSame(
            ['storepickup' => '1', 'doordelivery' => '1', 'pay_online' => '1', 'pay_later' => '1', 'card_on_delivery' => '1'],
            $body['shipping_options']
        );
        self::assertStringStartsWith('<table class="whl-order"', $body['orderDetails']);
        self::assertStringContainsString($number, $body['orderDetails']);
        self::assertStringContainsString('10.500', $body['orderDetails']);
    }

    /** Issue 8, 000 §9: a postpaid plan is billed monthly; the number fee is due today, and so is all the shopper pays now. */
    public function test_a_postpaid_cart_shows_due_today_apart_from_monthly(): void
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber('postpaid', 'SILVER')['msisdn'];
        self::assertSame('success', $browser->addToCart($number, 'POST-ENDLESS-12', 'postpaid')['body']['responseCode']);

        $body = $browser->restWithNonce('cart-page-summary_details', ['page' => '', 'lang' => 'en'])['body'];

        $item = $body['items'][0];
        self::assertSame(['postpaid', 'monthly', '12.000', '12.600', '5.000', '5.250'], [
            $item['service_type'], $item['billing'], $item['price'], $item['price_incl_vat'], $item['number_price'], $item['number_price_incl_vat'],
        ]);
        self::assertSame(['subtotal' => '5.000', 'vat' => '0.250', 'grand_total' => '5.250', 'vat_percent' => 5], $body['due_today']);
        self::assertSame(['subtotal' => '12.000', 'vat' => '0.600', 'grand_total' => '12.600', 'vat_percent' => 5], $body['monthly']);
        self::assertSame('5.250', $body['upfrontAmount'], 'the step button reads PLACE ORDER only when nothing is due today (000 §3.6)');
        self::assertSame('17.000', $body['totals']['subtotal'], 'the totals still hold every line');
    }

    /** 000 §3.2 / §4.3, issue 9: the seeded tourist pack names its sub-category; other plans name none. */
    public function test_a_tourist_pack_names_its_sub_category(): void
    {
        $browser = $this->browser();
        self::assertSame('', $browser->summary()['selected_order_sub_category_type']);
        $number = Fixtures::freeNumber('prepaid')['msisdn'];
        self::assertSame('success', $browser->addToCart($number, 'PRE-FIFA-TOURIST')['body']['responseCode']);
        $body = $browser->summary();
        self::assertSame(['PRE-FIFA-TOURIST', 'fifa_tourist_pack'], [$body['items'][0]['sku'], $body['selected_order_sub_category_type']]);

        $other = $this->browser();
        $other->addToCart(Fixtures::freeNumber('prepaid')['msisdn']);
        self::assertSame('', $other->summary()['selected_order_sub_category_type']);
    }

    public function test_the_remaining_seconds_follow_the_configured_limit(): void
    {
        $this->settings(['block_number_time_limit' => 0.25]);
        $browser = $this->browser();
        $browser->addToCart(Fixtures::freeNumber()['msisdn']);

        $reservation = $browser->restWithNonce('cart-page-summary_details', ['lang' => 'en'])['body']['reservation'];
        self::assertSame(15, $reservation['limit_seconds']);
        self::assertGreaterThan(10, $reservation['remaining_seconds']);
        self::assertLessThanOrEqual(15, $reservation['remaining_seconds']);
    }

    /** ARCHITECTURE §3 server-side truth, contract §4.4: remaining_seconds is counted from the hold in the database. */
    public function test_the_remaining_seconds_are_those_of_the_database_hold(): void
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        $browser->addToCart($number);
        Fixtures::setHoldUntil($number, time() + 120);

        $reservation = $browser->summary()['reservation'];

        self::assertSame(900, $reservation['limit_seconds']);
        self::assertEqualsWithDelta(120, $reservation['remaining_seconds'], 2);
        self::assertFalse($reservation['expired']);
    }

    /**
     * 000 §4.3 / ARCHITECTURE §3 server-side truth: remaining_seconds comes from the hold in the
     * database; once the limit (0.05 min = 3 s) has passed (the test site's clock moved past it,
     * issue 7) the summary says expired, and the number is free for another cart.
     */
    public function test_an_expired_hold_is_shown_expired_and_the_number_is_free_for_others(): void
    {
        $this->settings(['block_number_time_limit' => 0.05]);
        $browser = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        self::assertSame(200, $browser->addToCart($number)['status']);

        $live = $browser->summary()['reservation'];
        self::assertSame([$number, 3, false], [$live['msisdn'], $live['limit_seconds'], $live['expired']]);
        self::assertGreaterThan(0, $live['remaining_seconds']);
        self::assertLessThanOrEqual(3, $live['remaining_seconds']);
        $until = (int) strtotime(Fixtures::holdOf($number)['held_until'] . ' UTC');
        self::assertEqualsWithDelta($until - time(), $live['remaining_seconds'], 1, 'counted from the database hold');

        // the hold runs out: the site's clock moves past its end (no waiting)
        $this->shiftServerClock(4);

        $summary = $browser->summary();
        self::assertSame(
            ['msisdn' => $number, 'vanity_level' => 'FREE', 'remaining_seconds' => 0, 'limit_seconds' => 3, 'expired' => true],
            $summary['reservation']
        );
        self::assertSame([$number], array_column($summary['items'], 'msisdn'), 'the plan and its number stay in the cart');
        $listed = (new \Whl\Bridge\Tests\Support\Browser())->rest('plan-details-numbers-list', ['type' => 'url_key', 'key' => 'hala-5',
            'vanity_level' => 'FREE', 'msisdn_pattern' => $number, 'page_size' => '5', 'page_index' => '1', 'lang' => 'en'])['body'];
        self::assertSame([$number], array_column($listed['response_numbers']['free'], 'msisdn'), 'listed again');

        $this->settings(['block_number_time_limit' => 15]); // the second cart's hold must not run out during the test
        $other = $this->browser();
        $taken = $other->addToCart($number);
        self::assertSame(200, $taken['status'], $taken['raw']);
        self::assertSame($other->quoteId, Fixtures::holdOf($number)['held_by']);
        $first = $browser->summary()['reservation'];
        self::assertSame([true, 0], [$first['expired'], $first['remaining_seconds']], 'the first cart still sees its number expired');
        self::assertFalse($other->summary()['reservation']['expired']);
    }

    public function test_arabic_summary_and_a_bad_page(): void
    {
        $browser = $this->browser();
        $browser->addToCart(Fixtures::freeNumber()['msisdn']);
        $body = $browser->restWithNonce('cart-page-summary_details', ['lang' => 'ar'])['body'];
        self::assertSame('هلا 5', $body['items'][0]['name']);
        self::assertStringContainsString('dir="rtl"', $body['orderDetails']);

        $bad = $browser->restWithNonce('cart-page-summary_details', ['page' => 'admin']);
        self::assertSame(422, $bad['status']);
    }

    /** 000 §4.11 (contract §4.6): shipping_options follow checkout_options; sim_type is the recorded personal details'. */
    public function test_the_checkout_options_and_the_sim_type(): void
    {
        $browser = $this->browser();
        self::assertSame('', $browser->summary()['sim_type'], 'an empty cart');
        $browser->addToCart(Fixtures::freeNumber('prepaid')['msisdn']);
        self::assertSame('', $browser->summary()['sim_type'], 'no personal details yet');
        $db = Fixtures::db();
        $db->query($db->prepare(
            "UPDATE {$db->prefix}whl_sbx_quotes SET personal_details = %s WHERE masked_id = %s",
            (string) json_encode(Fixtures::personalDetails() + ['sim_type' => 'esim']),
            $browser->quoteId,
        ));
        self::assertSame('esim', $browser->summary()['sim_type']);

        $this->settings(['checkout_options' => ['doordelivery' => false, 'cash_on_delivery' => false]]);
        self::assertSame(
            ['storepickup' => '1', 'doordelivery' => '0', 'pay_online' => '1', 'pay_later' => '0', 'card_on_delivery' => '1'],
            $browser->summary()['shipping_options']
        );
        self::assertSame('0', $this->browser()->summary()['shipping_options']['doordelivery'], 'an empty cart too');
    }
}
