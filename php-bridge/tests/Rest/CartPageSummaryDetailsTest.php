<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Rest;

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
        self::assertSame(['PRE-HALA-5', 'Hala 5', 'plan', 'prepaid', $number, 'SILVER', '5.000', '5.000', 1],
            [$item['sku'], $item['name'], $item['product_type'], $item['service_type'], $item['msisdn'], $item['vanity_level'],
                $item['price'], $item['number_price'], $item['qty']]);
        // 5.000 plan + 5.000 SILVER number, VAT 5 %
        self::assertSame(['subtotal' => '10.000', 'vat' => '0.500', 'grand_total' => '10.500', 'vat_percent' => 5], $body['totals']);
        self::assertSame('10.500', $body['upfrontAmount']);
        self::assertSame($number, $body['reservation']['msisdn']);
        self::assertSame(900, $body['reservation']['limit_seconds']);
        self::assertGreaterThan(890, $body['reservation']['remaining_seconds']);
        self::assertLessThanOrEqual(900, $body['reservation']['remaining_seconds']);
        self::assertFalse($body['reservation']['expired']);
        self::assertSame(1, $body['cart_items_count']);
        self::assertSame('prepaid', $body['selected_order_type']);
        self::assertSame('hala-5', $body['urlKey']);
        self::assertSame(['storepickup' => '1', 'doordelivery' => '1', 'pay_online' => '1', 'pay_later' => '1'], $body['shipping_options']);
        self::assertStringStartsWith('<table class="whl-order"', $body['orderDetails']);
        self::assertStringContainsString($number, $body['orderDetails']);
        self::assertStringContainsString('10.500', $body['orderDetails']);
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
}
