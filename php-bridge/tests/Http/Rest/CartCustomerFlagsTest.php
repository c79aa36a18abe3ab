<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Rest;

use Whl\Bridge\Adapters\Sandbox\SeedCustomerFlags;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §2.8, §8 (contract §4.6, §4.4): the cart's customer as the operator knows them, by the ID number
 * of the quote's personal details: flagged for fraud (fraud_status, the operator's message in the
 * call's language), at the maximum of lines (max_connections_status; a new line is 409
 * max_connections); and the plan the cart holds for the selected-plan popup.
 */
final class CartCustomerFlagsTest extends TestCase
{
    /** Records personal details on the browser's quote as the personal step would (its ID number only matters here). */
    private static function recordIdNumber(Browser $browser, string $idNumber): void
    {
        $quoteId = (string) $browser->ajax(['action' => 'wp_get_quote_id'], 'GET')['body']['plan_quote_id'];
        self::assertNotSame('', $quoteId);
        $db = Fixtures::db();
        $db->query($db->prepare(
            "UPDATE {$db->prefix}whl_sbx_quotes SET personal_details = %s WHERE masked_id = %s",
            (string) wp_json_encode(['customer_id' => $idNumber, 'customer_id_type' => '1']),
            $quoteId,
        ));
    }

    public function test_an_empty_cart_and_an_unknown_customer_are_not_flagged(): void
    {
        $browser = $this->browser();
        $empty = $browser->summary();
        self::assertSame([false, '', false, 5, null], [
            $empty['fraud_status'], $empty['fraud_message'], $empty['max_connections_status'], $empty['max_connections'], $empty['selected_plan'],
        ]);
        $browser->addToCart(Fixtures::freeNumber()['msisdn']);
        self::recordIdNumber($browser, '123456789');
        $body = $browser->summary();
        self::assertSame([false, '', false], [$body['fraud_status'], $body['fraud_message'], $body['max_connections_status']]);
    }

    public function test_a_customer_flagged_for_fraud_gets_the_operators_message_in_the_calls_language(): void
    {
        $browser = $this->browser();
        $browser->addToCart(Fixtures::freeNumber()['msisdn']);
        self::recordIdNumber($browser, SeedCustomerFlags::FRAUD_IDS[0]);

        $en = $browser->summary('en');
        self::assertTrue($en['fraud_status']);
        self::assertSame(SeedCustomerFlags::FRAUD_MESSAGE['en'], $en['fraud_message']);
        self::assertFalse($en['max_connections_status']);
        self::assertSame(SeedCustomerFlags::FRAUD_MESSAGE['ar'], $browser->summary('ar')['fraud_message']);
    }

    public function test_a_customer_at_the_maximum_of_lines_is_flagged_and_gets_no_new_line(): void
    {
        $browser = $this->browser();
        $first = Fixtures::freeNumber()['msisdn'];
        $browser->addToCart($first);
        self::recordIdNumber($browser, (string) array_key_first(SeedCustomerFlags::LINES));

        $body = $browser->summary();
        self::assertTrue($body['max_connections_status']);
        self::assertFalse($body['fraud_status']);

        $other = Fixtures::freeNumber()['msisdn'];
        $refused = $browser->addToCart($other, 'PRE-HALA-5', 'prepaid', ['cart_update_flag' => 'cart-clear']);
        self::assertSame([409, 'max_connections'], [$refused['status'], $refused['body']['responseCode']]);
        self::assertSame($first, $browser->summary()['items'][0]['msisdn'], 'nothing in the cart changed');
        self::assertNull(Fixtures::holdOf($other)['held_by'], 'the other number was not held');
    }

    public function test_a_higher_maximum_lets_the_same_customer_through(): void
    {
        $this->settings(['max_connections' => 6]);
        $browser = $this->browser();
        $browser->addToCart(Fixtures::freeNumber()['msisdn']);
        self::recordIdNumber($browser, (string) array_key_first(SeedCustomerFlags::LINES));
        self::assertSame([false, 6], [$browser->summary()['max_connections_status'], $browser->summary()['max_connections']]);
    }

    public function test_the_selected_plan_is_the_carts_plan_as_the_number_page_shows_it(): void
    {
        $browser = $this->browser();
        $added = $browser->addToCart(Fixtures::freeNumber()['msisdn']);
        self::assertSame('success', $added['body']['responseCode'] ?? null, wp_json_encode($added));
        $summary = $browser->summary('ar');
        self::assertIsArray($summary['selected_plan'] ?? null, wp_json_encode($summary));
        $plan = $summary['selected_plan'];
        self::assertSame(['PRE-HALA-5', 'hala-5', 'prepaid', '5.000', '5.250'], [
            $plan['sku'], $plan['url_key'], $plan['service_type'], $plan['price'], $plan['price_incl_vat'],
        ]);
        self::assertNotSame('Hala 5', $plan['name'], 'the name in the call\'s language');
        self::assertArrayHasKey('data_quota', $plan['custom_attribute']);
    }
}
