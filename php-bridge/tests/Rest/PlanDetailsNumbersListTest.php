<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Rest;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/** 000 §2.7, §3.3–§3.4, §9 and contract §4.3: GET plan-details-numbers-list. */
final class PlanDetailsNumbersListTest extends TestCase
{
    private const QUERY = ['type' => 'url_key', 'key' => 'hala-5', 'vanity_level' => '', 'msisdn_pattern' => '*',
        'page_size' => '3', 'page_index' => '1', 'lang' => 'en'];

    public function test_the_plan_and_a_page_of_numbers_per_vanity_level(): void
    {
        $answer = (new Browser())->rest('plan-details-numbers-list', self::QUERY);

        self::assertSame(200, $answer['status']);
        $body = $answer['body'];
        self::assertSame([
            'name' => 'Hala 5', 'sku' => 'PRE-HALA-5', 'url_key' => 'hala-5', 'validity' => 28, 'price' => '5.000',
            'price_incl_vat' => '5.250', 'service_type' => 'prepaid',
            'custom_attribute' => ['data_quota' => '10', 'data_units' => 'GB', 'voice_quota' => '300', 'voice_units' => 'Minutes'],
        ], $body['response_plan_details']);
        self::assertSame('prepaid', $body['service_type']);
        self::assertSame(['item_id' => 'PRE-HALA-5', 'item_name' => 'Hala 5', 'price' => '5.000'], $body['gtm']);

        // page_size per level: 3 FREE in free; 3 each of SILVER, GOLD, PLATINUM in paid (so 'show more' > 5 is reachable)
        self::assertCount(3, $body['response_numbers']['free']);
        self::assertSame(['FREE'], array_values(array_unique(array_column($body['response_numbers']['free'], 'VANITY_LEVEL'))));
        self::assertSame(['0.000'], array_values(array_unique(array_column($body['response_numbers']['free'], 'amount'))));
        self::assertCount(9, $body['response_numbers']['paid']);
        self::assertSame(['SILVER', 'GOLD', 'PLATINUM'], array_values(array_unique(array_column($body['response_numbers']['paid'], 'VANITY_LEVEL'))));
        $prices = array_combine(array_column($body['response_numbers']['paid'], 'VANITY_LEVEL'), array_column($body['response_numbers']['paid'], 'amount'));
        self::assertSame(['SILVER' => '5.000', 'GOLD' => '25.000', 'PLATINUM' => '100.000'], $prices);
    }

    public function test_one_vanity_level_and_a_pattern(): void
    {
        $query = ['vanity_level' => 'GOLD', 'msisdn_pattern' => '555', 'page_size' => '10'] + self::QUERY;
        $numbers = (new Browser())->rest('plan-details-numbers-list', $query)['body']['response_numbers'];
        self::assertSame([], $numbers['free']);
        self::assertNotEmpty($numbers['paid']);
        foreach ($numbers['paid'] as $n) {
            self::assertSame('GOLD', $n['VANITY_LEVEL']);
            self::assertStringContainsString('555', $n['msisdn']);
        }
    }

    public function test_numbers_held_by_a_cart_are_not_listed(): void
    {
        $query = ['vanity_level' => 'PLATINUM', 'page_size' => '50'] + self::QUERY;
        $before = array_column((new Browser())->rest('plan-details-numbers-list', $query)['body']['response_numbers']['paid'], 'msisdn');
        $browser = $this->browser();
        self::assertSame(200, $browser->addToCart($before[0])['status']);

        $after = array_column((new Browser())->rest('plan-details-numbers-list', $query)['body']['response_numbers']['paid'], 'msisdn');
        self::assertNotContains($before[0], $after);
        self::assertContains($before[1], $after);
    }

    public function test_an_unknown_plan_is_404_and_bad_paging_is_422(): void
    {
        $unknown = (new Browser())->rest('plan-details-numbers-list', ['key' => 'no-such-plan'] + self::QUERY);
        self::assertSame(404, $unknown['status']);
        self::assertSame('not_found', $unknown['body']['responseCode']);
        self::assertStringContainsString('no-store', $unknown['headers']['cache-control'][0]);

        $bad = (new Browser())->rest('plan-details-numbers-list', ['page_size' => '0', 'page_index' => 'x', 'msisdn_pattern' => '12'] + self::QUERY);
        self::assertSame(422, $bad['status']);
        self::assertSame(['msisdn_pattern' => 'number_search_empty', 'page_size' => 'page_size_out_of_range',
            'page_index' => 'page_index_out_of_range'], $bad['body']['errors']);
    }
}
