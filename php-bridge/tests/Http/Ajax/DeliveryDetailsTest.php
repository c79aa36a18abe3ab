<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Tests\Support\Checkout;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §2.10, §3.14, §5.6, §7.5 wp_postpaid_prepaid_delivery_details_capture (contract §4.14): the
 * bridge checks each §5.6 rule again, the place against its city list, store pickup against its
 * stores, and records accepted details on the quote; the city list and stores are public.
 */
final class DeliveryDetailsTest extends TestCase
{
    use Checkout;

    protected function tearDown(): void
    {
        $this->soldNumbersBack();
        parent::tearDown();
    }

    private static function recorded(string $quoteId): ?array
    {
        $db = Fixtures::db();
        $json = $db->get_var($db->prepare("SELECT delivery_details FROM {$db->prefix}whl_sbx_quotes WHERE masked_id = %s", $quoteId));
        return $json === null ? null : json_decode((string) $json, true);
    }

    public function test_a_home_address_of_the_city_list_is_recorded_and_answers_the_service_type(): void
    {
        [$browser] = $this->shopperWithDetails();
        $answer = self::delivery($browser, self::homeAddress());
        self::assertSame(200, $answer['status'], $answer['raw']);
        $body = $answer['body'];
        self::assertSame(['success', 'prepaid', 'home_delivery'], [$body['responseCode'], $body['service_type'], $body['delivery_type']]);
        $stored = self::recorded($browser->quoteId);
        self::assertSame('113', $stored['pccode'] ?? null);
        self::assertSame('Al Khuwair North', $stored['area'] ?? null);
    }

    public function test_arabic_names_of_the_same_place_are_taken_and_an_arabic_landmark_in_arabic_mode(): void
    {
        [$browser] = $this->shopperWithDetails();
        $answer = self::delivery($browser, self::homeAddress([
            'governorate' => 'مسقط', 'wilayat' => 'بوشر', 'city' => 'الخوير', 'area' => 'الخوير الشمالية', 'landmark' => 'قرب المسجد',
        ]), 'ar');
        self::assertSame('success', $answer['body']['responseCode'], $answer['raw']);
    }

    /** 000 §5.6 required fields of home delivery. */
    public function test_each_required_field_of_home_delivery_is_asked(): void
    {
        [$browser] = $this->shopperWithDetails();
        foreach (['governorate', 'wilayat', 'city', 'area', 'apt_no', 'way_no', 'landmark'] as $field) {
            $answer = self::delivery($browser, self::homeAddress([$field => '']));
            self::assertSame(422, $answer['status'], $field);
            self::assertSame('required', $answer['body']['errors'][$field] ?? null, $field . ': ' . $answer['raw']);
        }
        self::assertNull(self::recorded($browser->quoteId), 'nothing recorded');
    }

    /** 000 §5.6: Villa/Apartment and way number numeric, within the configured maximum lengths. */
    public function test_villa_and_way_number_are_numeric_within_the_configured_lengths(): void
    {
        [$browser] = $this->shopperWithDetails();
        $this->settings(['delivery_limits' => ['apt_no_max_length' => 3, 'way_no_max_length' => 4]]);
        $cases = [
            ['apt_no', '12A', 'not_numeric'], ['apt_no', '1234', 'too_long'],
            ['way_no', '30-41', 'not_numeric'], ['way_no', '30411', 'too_long'],
        ];
        foreach ($cases as [$field, $value, $code]) {
            $answer = self::delivery($browser, self::homeAddress([$field => $value]));
            self::assertSame($code, $answer['body']['errors'][$field] ?? null, "{$field} {$value}: " . $answer['raw']);
        }
        self::assertSame('success', self::delivery($browser, self::homeAddress(['apt_no' => '123', 'way_no' => '3041']))['body']['responseCode']);
    }

    /** 000 §5.6: in non-Arabic mode the landmark is letters, digits and spaces, 60 at most. */
    public function test_the_landmark_in_non_arabic_mode_is_letters_digits_spaces_within_60(): void
    {
        [$browser] = $this->shopperWithDetails();
        $error = static fn (string $landmark): ?string
            => self::delivery($browser, self::homeAddress(['landmark' => $landmark]))['body']['errors']['landmark'] ?? null;
        self::assertSame('landmark_invalid', $error('Near the mall!'));
        self::assertSame('landmark_invalid', $error('قرب المسجد'));
        self::assertSame('too_long', $error(str_repeat('a', 61)));
        self::assertSame('success', self::delivery($browser, self::homeAddress(['landmark' => str_repeat('a', 60)]))['body']['responseCode']);
    }

    /** 000 §3.14, §2.10: the governorate, wilayat, city and area must be a place of the city list. */
    public function test_a_place_not_in_the_city_list_is_refused(): void
    {
        [$browser] = $this->shopperWithDetails();
        $cases = [
            'unknown pccode' => ['pccode' => '999'],
            'ids of another city' => ['localityid' => '1202'],
            'wilayat of another city' => ['wilayat' => 'Seeb'],
            'city name of another city' => ['city' => 'Ruwi'],
            'area of another city' => ['area' => 'Al Haffa'],
            'area not listed' => ['area' => 'Atlantis'],
        ];
        foreach ($cases as $case => $overrides) {
            $answer = self::delivery($browser, self::homeAddress($overrides));
            self::assertSame('place_unknown', $answer['body']['errors']['city'] ?? null, $case . ': ' . $answer['raw']);
        }
        // a city without an area list: the city itself is its only area (000 §2.10)
        $ghubrah = ['city' => 'Al Ghubrah', 'area' => 'Al Ghubrah', 'pccode' => '114', 'localityid' => '1202'];
        self::assertSame('success', self::delivery($browser, self::homeAddress($ghubrah))['body']['responseCode']);
    }

    public function test_a_map_pin_when_given_is_a_coordinate(): void
    {
        [$browser] = $this->shopperWithDetails();
        self::assertSame('coordinate_invalid', self::delivery($browser, self::homeAddress(['latitude' => 'north']))['body']['errors']['latitude'] ?? null);
        self::assertSame('coordinate_invalid', self::delivery($browser, self::homeAddress(['longitude' => '181']))['body']['errors']['longitude'] ?? null);
        self::assertSame('success', self::delivery($browser, self::homeAddress(['latitude' => '', 'longitude' => '']))['body']['responseCode']);
    }

    public function test_store_pickup_needs_a_known_store_and_nothing_else(): void
    {
        [$browser] = $this->shopperWithDetails();
        self::assertSame('required', self::delivery($browser, ['delivery_type' => 'store_pickup'])['body']['errors']['store_id'] ?? null);
        $unknown = self::delivery($browser, ['delivery_type' => 'store_pickup', 'store_id' => 'NOPE']);
        self::assertSame('store_unknown', $unknown['body']['errors']['store_id'] ?? null);
        $answer = self::delivery($browser, ['delivery_type' => 'store_pickup', 'store_id' => 'MCT01']);
        self::assertSame('success', $answer['body']['responseCode'], $answer['raw']);
        self::assertSame(['delivery_type' => 'store_pickup', 'store_id' => 'MCT01'], self::recorded($browser->quoteId));
    }

    public function test_an_unknown_or_contradicting_delivery_type_is_refused(): void
    {
        [$browser] = $this->shopperWithDetails();
        $drone = self::delivery($browser, self::homeAddress(['delivery_type' => 'drone']));
        self::assertSame('delivery_type_invalid', $drone['body']['errors']['delivery_type'] ?? null);
        $answer = $browser->module('wp_postpaid_prepaid_delivery_details_capture', [
            'delivery_details' => (string) json_encode(self::homeAddress()),
            'delivery_type' => 'store_pickup',
            'captcha_token' => $browser->captchaToken('delivery_details_submit'),
        ]);
        self::assertSame('delivery_type_mismatch', $answer['body']['errors']['delivery_type'] ?? null, $answer['raw']);
    }

    public function test_without_the_captcha_or_without_a_plan_nothing_is_recorded(): void
    {
        [$browser] = $this->shopperWithDetails();
        self::assertSame('captcha_failed', self::delivery($browser, self::homeAddress(), 'en', '')['body']['responseCode']);
        self::assertNull(self::recorded($browser->quoteId));
        $empty = $this->browser();
        self::assertSame(404, self::delivery($empty, self::homeAddress())['status'], '000 §8: no order type at delivery');
    }

    public function test_the_delivery_submit_has_its_own_rate_group(): void
    {
        [$browser] = $this->shopperWithDetails();
        $this->settings(['rate_limits' => ['delivery' => ['per_session' => 2, 'per_ip' => 0]]]);
        $codes = array_map(fn (): string => self::delivery($browser, self::homeAddress())['body']['responseCode'], [1, 2, 3]);
        self::assertSame(['success', 'success', 'rate_limited'], $codes);
    }

    /** 000 §3.6 cityList (contract §4.14): public, cacheable, in the asked language with the English names beside. */
    public function test_the_city_list_and_stores_are_public_and_cacheable(): void
    {
        $url = \Whl\Bridge\Tests\Support\Browser::baseUrl() . '/wp-admin/admin-ajax.php?action=whl_city_list&lang=ar';
        $ch = curl_init($url);
        curl_setopt_array($ch, [CURLOPT_RETURNTRANSFER => true, CURLOPT_HEADER => true]);
        $raw = (string) curl_exec($ch);
        $headerSize = (int) curl_getinfo($ch, CURLINFO_HEADER_SIZE);
        self::assertSame(200, curl_getinfo($ch, CURLINFO_RESPONSE_CODE));
        self::assertMatchesRegularExpression('/cache-control:[^\r\n]*max-age=3600/i', substr($raw, 0, $headerSize));
        $body = json_decode(substr($raw, $headerSize), true);
        self::assertGreaterThanOrEqual(12, count($body['cityList']));
        $first = $body['cityList'][0];
        self::assertSame([
            'city_name', 'city_name_eng', 'pccode', 'governorate_id', 'governorate_name', 'wilaya_id', 'wilaya_name', 'locality_id', 'locality_name', 'area',
        ], array_keys($first));
        self::assertSame(['الموالح', 'Al Mawaleh'], [$first['city_name'], $first['city_name_eng']]);
        self::assertContains('MCT01', array_column($body['stores'], 'id'));
    }

    /** 000 §4.11: a delivery type the shop switched off (checkout_options) is refused again at the submit. */
    public function test_a_delivery_type_the_shop_switched_off_is_unavailable(): void
    {
        [$browser] = $this->shopperWithDetails();
        $this->settings(['checkout_options' => ['doordelivery' => false]]);
        $home = self::delivery($browser, self::homeAddress());
        self::assertSame([422, 'delivery_type_unavailable'], [$home['status'], $home['body']['errors']['delivery_type'] ?? null], $home['raw']);
        self::assertNull(self::recorded($browser->quoteId));
        self::assertSame('success', self::delivery($browser, ['delivery_type' => 'store_pickup', 'store_id' => 'MCT01'])['body']['responseCode']);

        $this->settings(['checkout_options' => ['storepickup' => false]]);
        $pickup = self::delivery($browser, ['delivery_type' => 'store_pickup', 'store_id' => 'MCT01']);
        self::assertSame('delivery_type_unavailable', $pickup['body']['errors']['delivery_type'] ?? null, $pickup['raw']);
    }
}
