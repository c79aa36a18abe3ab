<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Http\Ajax\Actions;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\TestCase;

/** contract §4.19 whl_place_search (000 §2.10): public, no nonce, the catalogue's rate group, cacheable. */
final class PlaceSearchTest extends TestCase
{
    /** @return array{status: int, headers: string, body: mixed} */
    private static function search(array $query): array
    {
        $ch = curl_init(Browser::baseUrl() . '/wp-admin/admin-ajax.php?' . http_build_query(['action' => 'whl_place_search'] + $query));
        curl_setopt_array($ch, [CURLOPT_RETURNTRANSFER => true, CURLOPT_HEADER => true]);
        $raw = (string) curl_exec($ch);
        $size = (int) curl_getinfo($ch, CURLINFO_HEADER_SIZE);
        $status = (int) curl_getinfo($ch, CURLINFO_RESPONSE_CODE);
        return ['status' => $status, 'headers' => substr($raw, 0, $size), 'body' => json_decode(substr($raw, $size), true)];
    }

    public function test_a_search_answers_places_a_city_list_row_can_be_found_by(): void
    {
        $answer = self::search(['q' => 'Khuwair', 'lang' => 'en']);
        self::assertSame(200, $answer['status']);
        self::assertMatchesRegularExpression('/cache-control:[^\r\n]*max-age=3600/i', $answer['headers']);
        self::assertSame(['responseCode', 'places'], array_keys($answer['body']));
        self::assertSame(
            ['label' => 'Al Khuwair, Bawshar, Muscat', 'pccode' => '113', 'governorateid' => '1', 'wilayaid' => '12', 'localityid' => '1201'],
            array_diff_key($answer['body']['places'][0], ['latitude' => 1, 'longitude' => 1]),
        );
        self::assertSame('الخوير، بوشر، مسقط', self::search(['q' => 'الخوير', 'lang' => 'ar'])['body']['places'][0]['label']);
    }

    public function test_a_query_shorter_than_2_answers_an_empty_list(): void
    {
        self::assertSame(['responseCode' => 'success', 'places' => []], self::search(['q' => 'K'])['body']);
        self::assertSame(['responseCode' => 'success', 'places' => []], self::search([])['body']);
    }

    public function test_the_action_is_public_and_in_the_catalogue_group(): void
    {
        $route = Actions::route(Actions::PLACE_SEARCH, '');
        self::assertSame(['catalogue', true, false], [$route['rate'], $route['get'], $route['nonce']]);
    }
}
