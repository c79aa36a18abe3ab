<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §2.6, §3.2 (devices, device-installment) and contract §8.6: wp_device_add_to_cart. Devices and
 * accessories bought outright share a cart; a device on instalments is bought alone; a cart of
 * another kind asks for cart-clear; sold out and unknown variants are refused; the bridge re-checks
 * the instalment plan the page offered.
 */
final class DeviceAddToCartTest extends TestCase
{
    /** @param array<string, string> $fields */
    private static function add(\Whl\Bridge\Tests\Support\Browser $browser, array $fields): array
    {
        return $browser->module('wp_device_add_to_cart', $fields + ['order_type' => 'devices', 'cart_update_flag' => 'cart-not-clear']);
    }

    public function test_a_device_and_an_accessory_bought_outright_share_the_cart(): void
    {
        $browser = $this->browser();
        $answer = self::add($browser, ['sku' => 'DEV-APL-IP15-128-BLK']);
        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertSame(
            ['responseCode' => 'success', 'quote_id' => $browser->quoteId, 'cart_items_count' => 1, 'redirection_url' => '/my_cart/'],
            $answer['body'],
        );
        self::assertSame(200, self::add($browser, ['sku' => 'ACC-APL-20W'])['status']);

        $summary = $browser->summary();
        self::assertSame('devices', $summary['selected_order_type']);
        self::assertSame(
            [['Apple iPhone 15, Black, 128 GB', 'device', '319.000', 'once'], ['Apple 20W USB-C power adapter, White', 'accessory', '8.900', 'once']],
            array_map(static fn (array $i): array => [$i['name'], $i['product_type'], $i['price'], $i['billing']], $summary['items']),
        );
        self::assertSame(['subtotal' => '327.900', 'vat' => '16.395', 'grand_total' => '344.295', 'vat_percent' => 5], $summary['totals']);
        self::assertNull($summary['reservation'], 'nothing is reserved for a device');
        self::assertStringContainsString('آبل آيفون 15، أسود، 128 جيجابايت', json_encode($browser->summary('ar')['items'][0]['name'], JSON_UNESCAPED_UNICODE));
    }

    public function test_a_device_on_instalments_is_charged_monthly_and_bought_alone(): void
    {
        $browser = $this->browser();
        self::assertSame(200, self::add($browser, ['sku' => 'ACC-APL-20W'])['status']);
        $refused = self::add($browser, ['sku' => 'DEV-SAM-S24-256-BLK', 'order_type' => 'device-installment', 'installment_months' => '24']);
        self::assertSame([409, 'cart_not_empty'], [$refused['status'], $refused['body']['responseCode']]);
        self::assertCount(1, $browser->summary()['items'], 'refused: the cart as it was');

        $replaced = self::add($browser, [
            'sku' => 'DEV-SAM-S24-256-BLK',
            'order_type' => 'device-installment',
            'installment_months' => '24',
            'cart_update_flag' => 'cart-clear',
        ]);
        self::assertSame(200, $replaced['status'], $replaced['raw']);
        $summary = $browser->summary();
        self::assertSame('device-installment', $summary['selected_order_type']);
        self::assertSame(['Samsung Galaxy S24, Onyx Black, 256 GB, over 24 months', 'monthly', 24, '12.042', '12.644'], [
            $summary['items'][0]['name'],
            $summary['items'][0]['billing'],
            $summary['items'][0]['installment_months'],
            $summary['items'][0]['price'],
            $summary['items'][0]['price_incl_vat'],
        ]); // 289.000 / 24 = 12.041.67 up to 12.042, + VAT 0.602
        self::assertSame('0.000', $summary['due_today']['grand_total']);
        self::assertSame('12.644', $summary['monthly']['grand_total']);

        $second = self::add($browser, ['sku' => 'ACC-APL-20W']);
        self::assertSame([409, 'cart_not_empty'], [$second['status'], $second['body']['responseCode']], 'nothing joins a device on instalments');
    }

    public function test_a_plan_in_the_cart_asks_first_and_cart_clear_releases_its_number(): void
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        $browser->addToCart($number);
        $refused = self::add($browser, ['sku' => 'DEV-APL-IP13-128-MDN']);
        self::assertSame([409, 'cart_not_empty'], [$refused['status'], $refused['body']['responseCode']]);
        self::assertSame($browser->quoteId, Fixtures::holdOf($number)['held_by'], 'refused: the number stays held');

        self::assertSame(200, self::add($browser, ['sku' => 'DEV-APL-IP13-128-MDN', 'cart_update_flag' => 'cart-clear'])['status']);
        self::assertSame(['DEV-APL-IP13-128-MDN'], array_column($browser->summary()['items'], 'sku'));
        self::assertNull(Fixtures::holdOf($number)['held_by'], 'the plan left: its number is free again');
    }

    public function test_bad_choices_are_refused_with_their_field_and_a_sold_out_variant_with_out_of_stock(): void
    {
        $browser = $this->browser();
        $cases = [
            [['sku' => 'DEV-NOPE'], ['sku' => 'unknown_product']],
            [['sku' => 'PRE-HALA-5'], ['sku' => 'unknown_product']], // a plan goes with a number (wp_plan_add_to_cart)
            [['sku' => 'DEV-APL-IP15-128-BLK', 'order_type' => 'gift-cards'], ['order_type' => 'invalid_choice']],
            [['sku' => 'DEV-APL-IP15-128-BLK', 'order_type' => 'device-installment', 'installment_months' => '18'], ['installment_months' => 'invalid_choice']],
            [['sku' => 'DEV-APL-IP15-128-BLK', 'installment_months' => '12'], ['installment_months' => 'invalid_choice']],
            [['sku' => 'DEV-SAM-A15-128-BBK', 'order_type' => 'device-installment', 'installment_months' => '12'], ['installment_months' => 'not_offered']],
            [['sku' => 'ACC-APL-AIRPODS3', 'order_type' => 'device-installment', 'installment_months' => '12'], ['installment_months' => 'not_offered']],
        ];
        foreach ($cases as [$fields, $errors]) {
            $answer = self::add($browser, $fields);
            self::assertSame(
                [422, 'validation_error', $errors],
                [$answer['status'], $answer['body']['responseCode'], $answer['body']['errors']],
                (string) json_encode($fields),
            );
        }
        $soldOut = self::add($browser, ['sku' => 'DEV-APL-IP15P-512-WHT']);
        self::assertSame([409, 'out_of_stock'], [$soldOut['status'], $soldOut['body']['responseCode']]);
        self::assertSame([], $browser->summary()['items']);
    }

    public function test_each_call_adds_one_item_a_second_phone_is_a_second_item(): void
    {
        // contract §8.6: the widget sends one call per click (a double click sends once: its jest test)
        $browser = $this->browser();
        self::add($browser, ['sku' => 'DEV-GOO-PX8-128-OBS']);
        self::add($browser, ['sku' => 'DEV-GOO-PX8-128-OBS']);
        self::assertSame(2, $browser->summary()['cart_items_count']);
    }
}
