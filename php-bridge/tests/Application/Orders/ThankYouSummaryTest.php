<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Application\Orders;

use Whl\Bridge\Application\Orders\ThankYouSummary;
use Whl\Bridge\Domain\Order;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §3.15, §4.12; 001 §3.3, §4.4 (contract §4.17): the thank-you page's order built from a placed
 * order, field for field as the contract's example.
 */
final class ThankYouSummaryTest extends TestCase
{
    private static function order(array $overrides = []): Order
    {
        $o = $overrides + [
            'status' => 'success',
            'payment' => 'online',
            'shipping' => 'doordelivery',
            'lang' => 'en',
            'delivery' => ['delivery_type' => 'home_delivery', 'way_no' => '123', 'apt_no' => '45', 'area' => 'Al Khuwair North',
                'city' => 'Al Khuwair', 'wilayat' => 'Bawshar', 'governorate' => 'Muscat', 'landmark' => 'Near the mosque', 'pccode' => '113'],
            'options' => ['msisdn' => '91234567', 'vanity_level' => 'GOLD', 'number_price' => 7000, 'service_type' => 'prepaid'],
        ];
        return new Order(
            '100000042',
            str_repeat('a', 32),
            $o['status'],
            $o['payment'],
            $o['shipping'],
            'prepaid',
            [['sku' => 'PRE-HALA-5', 'name' => ['en' => 'Hala 5', 'ar' => 'هلا 5'], 'product_type' => 'plan', 'service_type' => 'prepaid',
                'qty' => 1, 'price_baisa' => 5000, 'options' => $o['options']]],
            ['subtotal' => '12.000', 'vat' => '0.600', 'grand_total' => '12.600', 'vat_percent' => 5],
            ['user_email' => 'a@b.om', 'country_code' => '968', 'user_phone_number' => '91234567'],
            $o['delivery'],
            (new \DateTimeImmutable('2026-11-23T18:00:00+04:00'))->getTimestamp(),
            '',
            $o['lang'],
        );
    }

    public function test_an_online_home_delivery_order_reads_as_the_contracts_example_000_3_15(): void
    {
        $expected = json_decode(<<<'JSON'
        { "service_type": "prepaid", "order_type": "prepaid", "sub_category": "",
          "api_response": { "items": [ {
            "increment_id": "100000042", "status": "success", "store_id": 1, "created_at": "2026-11-23T18:00:00+04:00",
            "payment": { "method": "eshoppayment" },
            "billing_address": { "email": "a@b.om", "firstname": "", "lastname": "", "telephone": "96891234567" },
            "subtotal": "12.000", "tax_amount": "0.600", "grand_total": "12.600",
            "due_today": { "subtotal": "12.000", "tax_amount": "0.600", "grand_total": "12.600" }, "monthly": null,
            "order_currency_code": "OMR",
            "extension_attributes": { "wilaya": "Bawshar", "governorate": "Muscat", "landmark": "Near the mosque",
              "shipping_assignments": [ { "shipping": { "method": "doordelivery",
                "address": { "street": ["Way 123", "Villa 45", "Al Khuwair North"], "city": "Al Khuwair" } } } ] },
            "items": [ { "sku": "PRE-HALA-5", "name": "Hala 5", "qty_ordered": 1, "price": "5.000", "price_incl_tax": "5.250",
              "billing": "once", "number_price": "7.000", "number_price_incl_tax": "7.350",
              "extension_attributes": { "simtype_sku": "activation", "msisdn": "96891234567", "type_product": "Prepaid", "service_type": "x^prepaid" },
              "product_option": { "extension_attributes": { "custom_options": [ { "option_id": "amount", "option_value": "5.250" } ] } } } ]
          } ] },
          "any_store_pickup": false, "any_store_pickup_date": "", "store": null,
          "esim_status": false, "show_port_in_section": false, "port_in_new_msisdn": "",
          "shipping_type": "Doordelivery", "selfServiceActivationStatus": false, "selectedMsisdn": "96891234567",
          "subCategoryType": "", "sim_price_next_bill_status": false, "payment_retry_url": "",
          "gtm": { "currency": "OMR", "value": 12.0, "tax": 0.6, "transaction_id": "100000042",
                   "items": [ { "item_id": "PRE-HALA-5", "item_name": "Hala 5", "item_category": "prepaid", "price": 5.0, "quantity": 1 } ] } }
        JSON, true);
        $built = ThankYouSummary::build(self::order(), 'en', null, '', '', new \DateTimeZone('Asia/Muscat'));
        self::assertEquals($expected, $built);
        self::assertSame(array_keys($expected), array_keys($built), 'the fields in the contract\'s order');
        self::assertIsFloat($built['gtm']['value'], 'numbers, not strings, in the analytics object');
        self::assertIsFloat($built['gtm']['items'][0]['price']);
    }

    /**
     * 000 §9, issue 8 (contract §4.6, §4.17): a postpaid plan (12.000 a month + VAT) with a SILVER number
     * (a 5.000 fee + VAT): the plan's line is monthly, its number's fee is paid once; due today is the
     * fee, the plan is charged monthly, the order's totals still sum every line; the analytics value is
     * what is paid now.
     */
    public function test_a_postpaid_order_with_a_silver_number_000_9(): void
    {
        $order = new Order(
            '100000043',
            str_repeat('b', 32),
            'pending',
            'cashondelivery',
            'storepickup',
            'postpaid',
            [['sku' => 'POST-ENDLESS-12', 'name' => ['en' => 'Shahry Endless 12', 'ar' => 'شهري اللامحدود 12'], 'product_type' => 'plan',
                'service_type' => 'postpaid', 'qty' => 1, 'price_baisa' => 12000,
                'options' => ['msisdn' => '93665588', 'vanity_level' => 'SILVER', 'number_price' => 5000, 'service_type' => 'postpaid']]],
            ['subtotal' => '17.000', 'vat' => '0.850', 'grand_total' => '17.850', 'vat_percent' => 5],
            ['user_email' => 'a@b.om', 'country_code' => '968', 'user_phone_number' => '90000001'],
            ['delivery_type' => 'store_pickup', 'store_id' => 'MCT01'],
            (new \DateTimeImmutable('2026-11-23T18:00:00+04:00'))->getTimestamp(),
        );
        $built = ThankYouSummary::build($order, 'en', null, '', '', new \DateTimeZone('Asia/Muscat'));
        $read = $built['api_response']['items'][0];
        $line = $read['items'][0];
        self::assertSame(
            ['POST-ENDLESS-12', 'monthly', '12.000', '12.600', '5.000', '5.250', '96893665588', 'Postpaid'],
            [$line['sku'], $line['billing'], $line['price'], $line['price_incl_tax'], $line['number_price'], $line['number_price_incl_tax'],
                $line['extension_attributes']['msisdn'], $line['extension_attributes']['type_product']],
        );
        self::assertCount(1, $read['items']);
        self::assertSame(['subtotal' => '5.000', 'tax_amount' => '0.250', 'grand_total' => '5.250'], $read['due_today']);
        self::assertSame(['subtotal' => '12.000', 'tax_amount' => '0.600', 'grand_total' => '12.600'], $read['monthly']);
        self::assertSame(['17.000', '0.850', '17.850'], [$read['subtotal'], $read['tax_amount'], $read['grand_total']], 'the order\'s totals: every line');
        self::assertSame(5250, $order->dueTodayBaisa(), 'what the gateway charges (contract §4.16) is due_today');
        self::assertSame(
            ['value' => 5.0, 'tax' => 0.25],
            ['value' => $built['gtm']['value'], 'tax' => $built['gtm']['tax']],
            'the purchase is what is paid now, without VAT',
        );
        self::assertIsFloat($built['gtm']['value']);
        self::assertSame(
            [['item_id' => 'POST-ENDLESS-12', 'item_name' => 'Shahry Endless 12', 'item_category' => 'postpaid', 'price' => 12.0, 'quantity' => 1]],
            $built['gtm']['items'],
        );
    }

    public function test_a_store_pickup_placed_in_arabic_000_4_12(): void
    {
        $store = ['id' => 'MCT01', 'name' => 'متجر مسقط جراند مول', 'address' => 'مسقط جراند مول، الخوير'];
        $order = self::order(['payment' => 'cashondelivery', 'status' => 'pending', 'shipping' => 'storepickup', 'lang' => 'ar',
            'delivery' => ['delivery_type' => 'store_pickup', 'store_id' => 'MCT01']]);
        $built = ThankYouSummary::build($order, 'ar', $store, '', '', new \DateTimeZone('Asia/Muscat'));
        $item = $built['api_response']['items'][0];
        self::assertSame([2, 'cashondelivery', 'pending'], [$item['store_id'], $item['payment']['method'], $item['status']]);
        self::assertSame('هلا 5', $item['items'][0]['name']);
        self::assertSame(['Storepickup', true, $store], [$built['shipping_type'], $built['any_store_pickup'], $built['store']]);
        // placed Monday 23 November: Tuesday, Wednesday
        self::assertSame('2026-11-25', $built['any_store_pickup_date']);
        self::assertSame(['street' => [$store['address']], 'city' => ''], $item['extension_attributes']['shipping_assignments'][0]['shipping']['address']);
    }

    public function test_a_home_delivery_placed_in_arabic_reads_its_street_in_arabic(): void
    {
        $order = self::order(['lang' => 'ar', 'delivery' => ['delivery_type' => 'home_delivery', 'way_no' => '123', 'apt_no' => '45',
            'area' => 'الخوير الشمالية', 'city' => 'الخوير', 'wilayat' => 'بوشر', 'governorate' => 'مسقط', 'landmark' => 'قرب المسجد', 'pccode' => '113']]);
        $built = ThankYouSummary::build($order, 'ar', null, '', '', new \DateTimeZone('Asia/Muscat'));
        $address = $built['api_response']['items'][0]['extension_attributes']['shipping_assignments'][0]['shipping']['address'];
        self::assertSame(['street' => ['طريق 123', 'فيلا 45', 'الخوير الشمالية'], 'city' => 'الخوير'], $address);
    }

    public function test_an_esim_order(): void
    {
        $built = ThankYouSummary::build(self::order(['shipping' => 'esim', 'delivery' => []]), 'en', null, '', '', new \DateTimeZone('UTC'));
        self::assertSame(['Esim', true, false, null], [$built['shipping_type'], $built['esim_status'], $built['any_store_pickup'], $built['store']]);
        $shipping = $built['api_response']['items'][0]['extension_attributes']['shipping_assignments'][0]['shipping'];
        self::assertSame(['street' => [], 'city' => ''], $shipping['address']);
        self::assertSame('activation', $built['api_response']['items'][0]['items'][0]['extension_attributes']['simtype_sku']);
        self::assertSame('2026-11-23T14:00:00+00:00', $built['api_response']['items'][0]['created_at'], 'in the site\'s time zone');
    }

    public function test_a_self_activation_and_a_retry_url(): void
    {
        $options = ['msisdn' => '91234567', 'activation' => 'self'];
        $order = self::order(['options' => $options, 'status' => 'payment_failure']);
        $built = ThankYouSummary::build($order, 'en', null, 'eid_tourist_pack', 'https://x/?r', new \DateTimeZone('UTC'));
        self::assertTrue($built['selfServiceActivationStatus']);
        self::assertSame(
            ['eid_tourist_pack', 'eid_tourist_pack', 'https://x/?r'],
            [$built['sub_category'], $built['subCategoryType'], $built['payment_retry_url']],
        );
    }

    /** @return iterable<string, array{string, string}> */
    public static function pickupDays(): iterable
    {
        yield 'Monday → Wednesday' => ['2026-11-23', '2026-11-25'];
        yield 'Wednesday → Sunday (Friday and Saturday are not working days)' => ['2026-11-25', '2026-11-29'];
        yield 'Thursday → Monday' => ['2026-11-26', '2026-11-30'];
        yield 'Friday → Monday' => ['2026-11-27', '2026-11-30'];
    }

    /** @dataProvider pickupDays */
    public function test_the_pickup_date_is_two_working_days_after_placement(string $placed, string $ready): void
    {
        $from = new \DateTimeImmutable($placed . 'T10:00:00+04:00');
        self::assertSame($ready, ThankYouSummary::workingDaysAfter($from, ThankYouSummary::PICKUP_WORKING_DAYS)->format('Y-m-d'));
    }
}
