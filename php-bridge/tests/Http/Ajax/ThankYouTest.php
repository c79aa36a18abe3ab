<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Checkout;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §2.12, §3.15, §7.5; 001 §2.1, §3.3 wpb_thank_you_order_summary_details (contract §4.17) over
 * HTTP: the session reads the orders it placed, nothing else (one answer for another's and for an
 * unknown id).
 */
final class ThankYouTest extends TestCase
{
    use Checkout;

    /** The fields of contract §4.17, in its order. */
    private const FIELDS = [
        'responseCode', 'service_type', 'order_type', 'sub_category', 'api_response', 'any_store_pickup', 'any_store_pickup_date', 'store',
        'esim_status', 'show_port_in_section', 'port_in_new_msisdn', 'shipping_type', 'selfServiceActivationStatus', 'selectedMsisdn',
        'subCategoryType', 'sim_price_next_bill_status', 'payment_retry_url', 'gtm',
    ];

    protected function tearDown(): void
    {
        $this->soldNumbersBack();
        parent::tearDown();
    }

    /** @return array{0: Browser, 1: string, 2: string} a shopper, the order id, the number */
    private function placed(array $delivery, string $method = 'cashondelivery', string $lang = 'en'): array
    {
        [$browser, $number] = $this->shopperWithDetails();
        self::assertSame('success', self::delivery($browser, $delivery, $lang)['body']['responseCode']);
        $answer = $browser->ajax(['lang' => $lang] + self::placeOrderFields($browser, $method));
        self::assertSame('success', $answer['body']['responseCode'] ?? null, $answer['raw']);
        return [$browser, $answer['body']['order_id'], $number];
    }

    public function test_the_session_reads_the_order_it_placed_000_3_15(): void
    {
        [$browser, $orderId, $number] = $this->placed(self::homeAddress());
        $answer = $browser->thankYou($orderId);

        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertStringContainsString('no-store', implode(',', $answer['headers']['cache-control'] ?? []));
        $body = $answer['body'];
        self::assertSame(self::FIELDS, array_keys($body));
        $order = $body['api_response']['items'][0];
        self::assertSame(
            [$orderId, 'pending', 1, 'cashondelivery'],
            [$order['increment_id'], $order['status'], $order['store_id'], $order['payment']['method']],
        );
        self::assertSame(['sara@example.om', 'Sara', 'Al-Harthy', '96891234567'], array_values($order['billing_address']));
        self::assertSame(['5.000', '0.250', '5.250', 'OMR'], [$order['subtotal'], $order['tax_amount'], $order['grand_total'], $order['order_currency_code']]);
        self::assertMatchesRegularExpression('/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/', $order['created_at']);
        $ext = $order['extension_attributes'];
        self::assertSame(['Bawshar', 'Muscat', 'Near the Grand Mall'], [$ext['wilaya'], $ext['governorate'], $ext['landmark']]);
        self::assertSame(
            ['method' => 'doordelivery', 'address' => ['street' => ['Way 3041', 'Villa 12', 'Al Khuwair North'], 'city' => 'Al Khuwair']],
            $ext['shipping_assignments'][0]['shipping'],
        );
        $item = $order['items'][0];
        self::assertSame(
            ['PRE-HALA-5', 'Hala 5', 1, '5.000', '5.250'],
            [$item['sku'], $item['name'], $item['qty_ordered'], $item['price'], $item['price_incl_tax']],
        );
        self::assertSame(
            ['simtype_sku' => 'activation', 'msisdn' => '968' . $number, 'type_product' => 'Prepaid', 'service_type' => 'x^prepaid'],
            $item['extension_attributes'],
        );
        self::assertSame('5.250', $item['product_option']['extension_attributes']['custom_options'][0]['option_value']);
        self::assertSame(['prepaid', 'prepaid', 'Doordelivery', false, null, false, '968' . $number, ''], [
            $body['service_type'], $body['order_type'], $body['shipping_type'], $body['any_store_pickup'], $body['store'], $body['esim_status'],
            $body['selectedMsisdn'], $body['payment_retry_url'],
        ]);
        self::assertEquals(['currency' => 'OMR', 'value' => 5, 'tax' => 0.25, 'transaction_id' => $orderId,
            'items' => [['item_id' => 'PRE-HALA-5', 'item_name' => 'Hala 5', 'item_category' => 'prepaid', 'price' => 5, 'quantity' => 1]]], $body['gtm']);
    }

    public function test_another_sessions_order_and_an_unknown_id_get_the_same_not_found(): void
    {
        [$browser, $orderId] = $this->placed(self::homeAddress());
        $stranger = $this->browser()->thankYou($orderId);
        $unknown = $browser->thankYou((string) ((int) $orderId + 1000000));
        self::assertSame([404, 'not_found'], [$stranger['status'], $stranger['body']['responseCode'] ?? null], $stranger['raw']);
        self::assertSame([$stranger['status'], $stranger['raw']], [$unknown['status'], $unknown['raw']], 'no enumeration');
        $none = $browser->get(Browser::baseUrl() . '/wp-admin/admin-ajax.php?' . http_build_query([
            'action' => 'wpb_thank_you_order_summary_details', 'page_url' => Browser::baseUrl() . '/prepaid-thank-you/', '_ajax_nonce' => $browser->nonce,
        ]));
        self::assertSame([422, 'required'], [$none['status'], $none['body']['errors']['page_url'] ?? null], $none['raw']);
        $noNonce = $browser->get(Browser::baseUrl() . '/wp-admin/admin-ajax.php?' . http_build_query([
            'action' => 'wpb_thank_you_order_summary_details', 'page_url' => Browser::baseUrl() . '/prepaid-thank-you/?orderid=' . $orderId,
        ]));
        self::assertSame(403, $noNonce['status'], 'the nonce is needed');
    }

    public function test_a_store_pickup_placed_in_arabic_000_4_12(): void
    {
        [$browser, $orderId] = $this->placed(['delivery_type' => 'store_pickup', 'store_id' => 'MCT01'], 'cardondelivery', 'ar');
        $body = $browser->thankYou($orderId, 'ar')['body'];
        $order = $body['api_response']['items'][0];
        self::assertSame([2, 'cardondelivery', 'storepickup'], [$order['store_id'], $order['payment']['method'],
            $order['extension_attributes']['shipping_assignments'][0]['shipping']['method']]);
        self::assertSame(['Storepickup', true], [$body['shipping_type'], $body['any_store_pickup']]);
        self::assertSame(['id' => 'MCT01', 'name' => 'متجر مسقط جراند مول', 'address' => 'مسقط جراند مول، الخوير'], $body['store']);
        self::assertMatchesRegularExpression('/^\d{4}-\d\d-\d\d$/', $body['any_store_pickup_date']);
        self::assertGreaterThan(substr($order['created_at'], 0, 10), $body['any_store_pickup_date']);
        self::assertSame('Muscat Grand Mall store', $browser->thankYou($orderId)['body']['store']['name'], 'names in the asked language');
    }
}
