<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Rest;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §2.7, §3.3–§3.4, §9 and contract §4.3: GET plan-details-numbers-list; and its first page as a
 * number page's `whl-number-picker` element holds it (light DOM, WordPress\Html\NumberPreview).
 */
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

    /**
     * contract §7.2 has_more and 000 §9 paging: walking page_index until has_more is false gives
     * every listable number once, and a number held by a cart on no page.
     */
    public function test_walking_the_pages_by_has_more_gives_every_free_number_once(): void
    {
        $held = Fixtures::freeNumber('prepaid', 'PLATINUM')['msisdn'];
        self::assertSame(200, $this->browser()->addToCart($held)['status']);
        $expected = Fixtures::listableCount('prepaid', 'PLATINUM');

        $seen = [];
        for ($page = 1; $page <= 50; $page++) {
            $body = (new Browser())->rest(
                'plan-details-numbers-list',
                ['vanity_level' => 'PLATINUM', 'page_size' => '4', 'page_index' => (string) $page] + self::QUERY
            )['body'];
            self::assertSame(
                ['free' => false, 'paid' => count($seen) + count($body['response_numbers']['paid']) < $expected],
                $body['has_more'],
                "page {$page}"
            );
            self::assertNotEmpty($body['response_numbers']['paid'], "page {$page} is listed only if the previous one said has_more");
            array_push($seen, ...array_column($body['response_numbers']['paid'], 'msisdn'));
            if (!$body['has_more']['paid']) {
                break;
            }
        }
        self::assertSame($expected, count($seen));
        self::assertSame($seen, array_values(array_unique($seen)), 'no number on two pages');
        self::assertNotContains($held, $seen, 'a held number is on no page');
        $after = (new Browser())->rest(
            'plan-details-numbers-list',
            ['vanity_level' => 'PLATINUM', 'page_size' => '4', 'page_index' => (string) ($page + 1)] + self::QUERY
        )['body'];
        self::assertSame([], $after['response_numbers']['paid']);
        self::assertSame(['free' => false, 'paid' => false], $after['has_more']);
    }

    /** 000 §2.7 search, §5.1 trimmed pattern; contract §7.2: digits anywhere in the number, has_more for both groups. */
    public function test_a_pattern_anywhere_and_has_more_per_group(): void
    {
        $body = (new Browser())->rest('plan-details-numbers-list', ['msisdn_pattern' => ' 555 ', 'page_size' => '50'] + self::QUERY)['body'];
        $all = array_column(array_merge($body['response_numbers']['free'], $body['response_numbers']['paid']), 'msisdn');
        self::assertNotEmpty($all);
        $positions = [];
        foreach ($all as $msisdn) {
            self::assertStringContainsString('555', $msisdn);
            $positions[strpos($msisdn, '555')] = true;
        }
        self::assertGreaterThan(2, count($positions), 'matches at several positions, not only after the prefix');
        self::assertSame(Fixtures::listableCount('prepaid', 'FREE', '555'), count($body['response_numbers']['free']));
        self::assertSame(['free' => false, 'paid' => false], $body['has_more']);

        $small = (new Browser())->rest('plan-details-numbers-list', ['msisdn_pattern' => '555', 'page_size' => '1'] + self::QUERY)['body'];
        $paidMore = false;
        foreach (['SILVER', 'GOLD', 'PLATINUM'] as $level) {
            $paidMore = $paidMore || Fixtures::listableCount('prepaid', $level, '555') > 1;
        }
        self::assertSame(['free' => true, 'paid' => $paidMore], $small['has_more']);
    }

    /** 000 §3.4 free/paid groups, §9 paging; contract §7.2: `paid` has more while any paid level has. */
    public function test_paid_has_more_while_any_paid_level_has(): void
    {
        $platinum = Fixtures::listableCount('prepaid', 'PLATINUM');
        $size = 10;
        $page = intdiv($platinum, $size) + 1; // PLATINUM's last page
        self::assertGreaterThan($page * $size, Fixtures::listableCount('prepaid', 'SILVER'));

        $body = (new Browser())->rest(
            'plan-details-numbers-list',
            ['page_size' => (string) $size, 'page_index' => (string) $page] + self::QUERY
        )['body'];
        $levels = array_count_values(array_column($body['response_numbers']['paid'], 'VANITY_LEVEL'));
        self::assertSame($platinum - ($page - 1) * $size, $levels['PLATINUM'] ?? 0);
        self::assertSame($size, $levels['SILVER']);
        self::assertTrue($body['has_more']['paid']);
    }

    /** @return array<string, array{string, string}> */
    public static function badPatterns(): array
    {
        return [
            'two digits after trimming' => [' 12 ', 'number_search_empty'],
            'letters' => ['12a', 'number_search_not_numeric'],
            'nine digits' => ['912345678', 'number_search_too_long'],
        ];
    }

    /**
     * contract §7.2 / 000 §5.1: the list route checks a typed pattern as wp_search_numbers does.
     *
     * @dataProvider badPatterns
     */
    public function test_a_bad_pattern_is_422_with_the_5_1_code(string $pattern, string $code): void
    {
        $answer = (new Browser())->rest('plan-details-numbers-list', ['msisdn_pattern' => $pattern] + self::QUERY);
        self::assertSame(422, $answer['status']);
        self::assertSame(['msisdn_pattern' => $code], $answer['body']['errors']);
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

    /** @return string what the page's number picker element holds */
    private static function printed(string $path): string
    {
        $page = (new Browser())->get(Browser::baseUrl() . $path);
        self::assertSame(200, $page['status']);
        self::assertSame(1, preg_match('#<whl-number-picker[^>]*>(.*?)</whl-number-picker>#s', $page['raw'], $m), $path);
        return $m[1];
    }

    public function test_a_number_page_holds_its_first_screen_with_the_numbers_the_widget_asks_for_first(): void
    {
        $html = self::printed('/prepaid-recommended-numbers/?plan=hala-5&type=esim&utm=x');
        $answer = (new Browser())->rest('plan-details-numbers-list', self::QUERY)['body']['response_numbers'];

        self::assertStringStartsWith('<div class="whl-numbers"><a href="' . home_url('/prepaid-plan-page/') . '">Back</a>', $html);
        self::assertStringContainsString('<section class="whl-numbers__plan" aria-label="Your plan"><div><h2>Hala 5</h2><ul><li><bdi>10 GB</bdi></li>'
            . '<li><bdi>300 minutes</bdi></li><li><bdi>4 weeks</bdi></li></ul></div>'
            . '<span class="whl-numbers__price"><span><bdi>OMR 5.250</bdi></span><small>incl. VAT</small></span></section>', $html);
        // the search box takes digits before the widget runs; searching is the widget's
        self::assertStringContainsString('<input type="search" inputmode="numeric" dir="ltr" placeholder="3 to 8 digits"></label>'
            . '<button type="submit" class="whl-block__button" disabled>Search</button>', $html);
        // 000 §2.7 the other number page keeps the page's query (and only it)
        $other = home_url('/prepaid-search-number/?plan=hala-5&#038;type=esim');
        self::assertStringContainsString('<a href="' . $other . '">Search for a specific number</a>', $html);

        // the numbers the widget's first request lists, in its order, the first five of each group
        preg_match_all('#<input type="radio" name="msisdn" value="(\d{8})">#', $html, $radios);
        $paid = array_slice(array_column($answer['paid'], 'msisdn'), 0, 5);
        self::assertSame([...array_column($answer['free'], 'msisdn'), ...$paid], $radios[1]);
        $silver = $answer['paid'][0];
        self::assertSame('SILVER', $silver['VANITY_LEVEL']);
        // 000 §5: the digits in two fours, left to right; 000 §9 the fee with VAT, said
        self::assertStringContainsString('<label class="whl-number"><input type="radio" name="msisdn" value="' . $silver['msisdn'] . '">'
            . '<bdi dir="ltr">' . substr($silver['msisdn'], 0, 4) . ' ' . substr($silver['msisdn'], 4) . '</bdi><span class="whl-number__level">Silver</span>'
            . '<span class="whl-numbers__price"><span><bdi>OMR 5.250</bdi></span><small>incl. VAT</small></span></label>', $html);
        self::assertCount(9, $answer['paid']);
        self::assertStringContainsString('<button type="button" class="whl-numbers__link" disabled>Show 4 more paid numbers</button>', $html);
        self::assertStringContainsString('<p>Please choose a phone number to proceed</p>'
            . '<button type="button" class="whl-block__button whl-block__button--primary" disabled>Next</button>', $html);
        self::assertStringNotContainsString('checked', $html, 'nothing chosen: the shopper\'s choice is the widget\'s');
    }

    /**
     * issue 30: the widget starts from the first page the element holds instead of asking for it again:
     * beside the printed screen, the REST answer of the widget's first request, with that request.
     */
    public function test_the_element_holds_the_first_pages_answer_as_the_widgets_first_request_gets_it(): void
    {
        foreach (['en' => '/prepaid-recommended-numbers/?plan=hala-5', 'ar' => '/postpaid-search-number/?plan=shahry-endless-12&lang=ar'] as $lang => $path) {
            $html = self::printed($path);
            self::assertSame(1, preg_match('#<script type="application/json" class="whl-first-page">(.*?)</script>$#s', $html, $m), $path);
            $printed = json_decode($m[1], true, 512, JSON_THROW_ON_ERROR);
            $query = $printed['query'];
            $asks = ['type' => 'url_key', 'vanity_level' => '', 'msisdn_pattern' => '*', 'page_index' => 1, 'lang' => $lang];
            self::assertSame($asks, array_diff_key($query, ['key' => 0, 'page_size' => 0]), 'every level, any digits, page 1');
            $asked = (new Browser())->rest('plan-details-numbers-list', array_map('strval', $query));
            self::assertSame(200, $asked['status']);
            self::assertSame($asked['body'], $printed['answer'], "$path: the same answer as the request it stands for");
        }
    }

    public function test_the_printed_answer_cannot_end_its_script_element(): void
    {
        $html = self::printed('/prepaid-recommended-numbers/?plan=hala-5');
        $json = substr($html, (int) strpos($html, '<script type="application/json" class="whl-first-page">'));
        self::assertSame(2, substr_count($json, '<'), 'its own two tags, nothing else: every < of the answer is escaped');
        self::assertSame(1, substr_count($json, '</'));
    }

    public function test_the_first_screen_follows_the_page_its_language_and_its_route(): void
    {
        $ar = self::printed('/postpaid-search-number/?plan=shahry-endless-12&lang=ar&offer=free-device');
        self::assertStringStartsWith('<div class="whl-numbers"><a href="' . home_url('/postpaid/?lang=ar') . '">رجوع</a>', $ar);
        self::assertStringContainsString('<bdi>12.600 ر.ع.</bdi> /شهريًا</span>', $ar, 'a postpaid plan is monthly');
        self::assertStringContainsString('>اطّلع على الأجهزة المجانية</button>', $ar, 'offer=free-device');
        self::assertStringContainsString('<legend>أرقام مجانية</legend>', $ar);
        self::assertStringContainsString('<span class="whl-number__level">مجاني</span>', $ar);
        self::assertStringContainsString('href="' . home_url('/postpaid-recommended-numbers/?plan=shahry-endless-12&#038;offer=free-device&#038;lang=ar')
            . '">عرض الأرقام المقترحة</a>', $ar);

        // a plain number route stands for no service type: back home, the other plain route
        $plain = self::printed('/recommended_numbers/?plan=hala-5');
        self::assertStringStartsWith('<div class="whl-numbers"><a href="' . home_url('/') . '">Back</a>', $plain);
        self::assertStringContainsString('<a href="' . home_url('/search_number/?plan=hala-5') . '">Search for a specific number</a>', $plain);
    }

    public function test_without_a_plan_it_can_list_the_element_is_empty_for_the_widget_to_decide(): void
    {
        // no plan, an unknown one: the widget sends the shopper to the base URL (000 §8)
        self::assertSame('', self::printed('/prepaid-recommended-numbers/'));
        self::assertSame('', self::printed('/prepaid-recommended-numbers/?plan=no-such-plan'));
        self::assertSame('', self::printed('/prepaid-recommended-numbers/?plan=%3Cscript%3E'));
        // a catalogue that cannot be read: the widget asks again and says so (never "no numbers")
        self::assertSame('', Fixtures::withTableBroken('whl_sbx_products', static fn (): string => self::printed('/prepaid-recommended-numbers/?plan=hala-5')));
    }
}
