<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/** 000 §7.1 wp_get_quote_id and §7.2 wpb_esb_unreserve_number (contract §4.5; 000 §4.3 reset-timer). */
final class CartTest extends TestCase
{
    public function test_the_quote_id_is_empty_until_the_cart_exists(): void
    {
        $browser = $this->browser();
        self::assertSame('', $browser->ajax(['action' => 'wp_get_quote_id'], 'GET')['body']['plan_quote_id']);

        $browser->addToCart(Fixtures::freeNumber()['msisdn']);
        self::assertSame($browser->quoteId, $browser->ajax(['action' => 'wp_get_quote_id'], 'GET')['body']['plan_quote_id']);
    }

    public function test_unreserve_releases_this_carts_hold_and_is_idempotent(): void
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        $browser->addToCart($number);

        foreach ([1, 2] as $time) {
            $answer = $browser->ajax(['action' => 'wpb_esb_unreserve_number', 'selected_msisdn' => $number], 'GET');
            self::assertSame(['responseCode' => 'success'], $answer['body'], "call {$time}");
        }
        self::assertNull(Fixtures::holdOf($number)['held_by']);
    }

    public function test_unreserve_cannot_release_another_carts_number(): void
    {
        $owner = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        $owner->addToCart($number);
        $other = $this->browser();
        $other->addToCart(Fixtures::freeNumber()['msisdn']);

        $answer = $other->ajax(['action' => 'wpb_esb_unreserve_number', 'selected_msisdn' => $number], 'GET');

        self::assertSame(200, $answer['status']);
        self::assertSame($owner->quoteId, Fixtures::holdOf($number)['held_by']);
    }

    public function test_unreserve_checks_the_number(): void
    {
        $answer = $this->browser()->ajax(['action' => 'wpb_esb_unreserve_number', 'selected_msisdn' => '12'], 'GET');
        self::assertSame(422, $answer['status']);
        self::assertSame(['selected_msisdn' => 'number_invalid'], $answer['body']['errors']);
    }
}
