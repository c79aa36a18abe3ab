<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Rest;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §2.5, §3.3, §7.2 and contract §8.1: GET postpaid-plans-listing, public and cacheable: the
 * spec's family blocks and analytics, and the structured families the listing's tabs render.
 */
final class PostpaidPlansListingTest extends TestCase
{
    /** @return array<string, mixed> */
    private static function listing(string $simType = '', string $lang = 'en'): array
    {
        $answer = (new Browser())->rest('postpaid-plans-listing', ['sim_type' => $simType, 'lang' => $lang]);
        self::assertSame(200, $answer['status'], (string) json_encode($answer['body']));
        self::assertSame('public, max-age=300', $answer['headers']['cache-control'][0]);
        self::assertArrayNotHasKey('set-cookie', $answer['headers'], 'a cacheable answer sets no session');
        return $answer['body'];
    }

    public function test_every_family_is_a_tab_in_the_spec_order_with_the_spec_blocks_and_analytics(): void
    {
        $body = self::listing();
        self::assertSame('success', $body['responseCode']);
        self::assertSame(
            ['contract-plans', 'no-contract-plans', 'data-only-plans', 'omanuna-plans', 'endless-plans'],
            array_column($body['families'], 'id'),
        );
        foreach (['PostpaidShahryEndless', 'PostpaidOmanuna', 'PostpaidContract', 'PostpaidShahryDataOnly'] as $key) {
            self::assertCount(2, $body[$key][$key . 'Template'], $key);
            self::assertStringContainsString('whl-plan-terms', $body[$key][$key . 'TC']);
        }
        self::assertSame(['PostpaidNoContractTC'], array_keys($body['PostpaidNoContract']), 'the no-contract block has its terms only');
        self::assertSame(['item_list_id' => 'postpaid_plans', 'item_list_name' => 'Postpaid plans'], $body['gtmListing']);
        $listed = array_merge(...array_map(static fn (array $f): array => array_column($f['plans'], 'product_sku'), $body['families']));
        self::assertSame($listed, array_column($body['gtmProductArray'], 'item_id'), 'one analytics item per plan, in order');
        self::assertSame(range(1, count($listed)), array_column($body['gtmProductArray'], 'index'));
        foreach ($body['families'] as $family) {
            self::assertNotEmpty($family['plans'], $family['id']);
            self::assertSame($family['key'], $family['plans'][0]['family']);
        }
    }

    public function test_a_plan_carries_its_card_its_panels_and_its_term(): void
    {
        $body = self::listing();
        $contract = $body['families'][0]['plans'][0];
        self::assertSame('postpaid', $contract['service_type']);
        self::assertFalse($contract['selected'], 'a cached answer knows no cart: the widget marks the selected plan');
        self::assertFalse($contract['data_only']);
        self::assertStringStartsWith('<ul><li>', $contract['details_html']);
        self::assertContains('Saudi Arabia', $contract['roaming_countries']);
        self::assertContains('United Kingdom', $contract['roaming_countries']);
        self::assertContains('Bahrain', $contract['roam_like_home_countries']);
        self::assertCount(2, $contract['terms'], 'a contract plan sold without its contract too: one card, two terms');
        self::assertSame(['contract', 'no-contract'], array_column($contract['terms'], 'id'));
        self::assertSame($contract['product_sku'] . '-NC', $contract['terms'][1]['product_sku']);
        self::assertNull($contract['terms'][1]['free_device'], 'the free device comes with a contract only');
        self::assertGreaterThan($contract['terms'][0]['price'], $contract['terms'][1]['price']);
        $term = $contract['terms'][0];
        self::assertSame(
            ['contract', 12, $contract['product_sku'], $contract['url_key']],
            [$term['id'], $term['months'], $term['product_sku'], $term['url_key']],
        );
        self::assertSame($contract['activation_url'], $term['activation_url']);
        self::assertSame($term['activation_url'], $term['migration_url'], '000 §2.3: migration copies the activation link');
        self::assertSame($term['activation_url'] . '&method=port-in', $term['portin_url']);
        self::assertStringStartsWith('Free ', $term['free_device']['heading']);
        self::assertSame('0.000', $term['free_device']['price']);

        $flex = $body['families'][1]['plans'][0];
        self::assertSame(['no-contract', 0, null], [$flex['terms'][0]['id'], $flex['terms'][0]['months'], $flex['terms'][0]['free_device']]);
        $data = $body['families'][2]['plans'][0];
        self::assertTrue($data['data_only']);
        self::assertNull($data['migration_url'], 'a data-only plan is no line to migrate');
        self::assertSame([], $data['roam_like_home_countries']);
        self::assertSame(['physical', 'esim', 'data'], array_column($body['sim_options'], 'value'));
        self::assertTrue($body['sim_options'][2]['data_only']);
    }

    public function test_migration_leaves_out_the_data_only_plans_and_sim_and_a_port_in_or_migration_the_free_devices(): void
    {
        $migration = self::listing('migration');
        self::assertSame('migration', $migration['sim_type']);
        self::assertNotContains('data-only-plans', array_column($migration['families'], 'id'));
        self::assertSame(['physical', 'esim'], array_column($migration['sim_options'], 'value'));
        foreach (['migration', 'portin'] as $simType) {
            foreach (self::listing($simType)['families'] as $family) {
                foreach ($family['plans'] as $plan) {
                    self::assertNull($plan['terms'][0]['free_device'], "{$simType}: {$plan['product_sku']}");
                }
            }
        }
        self::assertContains('data-only-plans', array_column(self::listing('portin')['families'], 'id'));
    }

    public function test_in_arabic_names_countries_and_options_are_arabic(): void
    {
        $body = self::listing('', 'ar');
        self::assertSame('باقات بعقد', $body['families'][0]['title']);
        self::assertSame('شهري بعقد 25', $body['families'][0]['plans'][0]['plan_name']);
        self::assertContains('السعودية', $body['families'][0]['plans'][0]['roaming_countries']);
        self::assertSame('شريحة eSIM', $body['sim_options'][1]['label']);
        self::assertStringContainsString('مجاناً مع هذه الباقة', $body['families'][0]['plans'][0]['terms'][0]['free_device']['heading']);
    }

    public function test_each_family_has_its_cards_as_html_with_a_term_per_radio_and_the_panels_as_popovers(): void
    {
        $body = self::listing();
        $contract = $body['families'][0];
        self::assertSame($contract['cards_html'], $body['PostpaidContract']['PostpaidContractTemplate'][0], 'one rendering: the spec block is the cards');
        $html = $contract['cards_html'];
        self::assertSame(count($contract['plans']), substr_count($html, '<li class="whl-plan"'));
        self::assertStringContainsString('<input type="radio" name="whl-term-POST-CONTRACT-25" value="no-contract">', $html);
        self::assertStringContainsString('data-term="no-contract" data-sku="POST-CONTRACT-25-NC"', $html);
        self::assertStringContainsString('popovertarget="whl-order-POST-CONTRACT-25"', $html);
        self::assertStringContainsString('<div popover id="whl-order-POST-CONTRACT-25" role="dialog"', $html, 'wp_kses keeps the popover');
        $self = '<li class="whl-plan__self"><a class="whl-block__button" data-whl-link '
            . 'href="' . home_url('/postpaid-recommended-numbers/?plan=shahry-contract-25&#038;activation=self') . '">';
        self::assertStringContainsString($self, $html);
        self::assertStringContainsString('<bdi>OMR 26.250</bdi>', $html, 'the price with VAT');
        self::assertStringContainsString('incl. VAT', $html);
        self::assertStringNotContainsString('data-change', $html, 'a new line orders; only change-plan mode replaces');
        $flex = $body['families'][1]['cards_html'];
        self::assertStringNotContainsString('whl-plan__terms', $flex, 'one term: no radio');
        self::assertStringContainsString('<bdi>OMR 9.450</bdi>', $flex);

        $ar = self::listing('', 'ar')['families'][0]['cards_html'];
        self::assertStringContainsString('<bdi>26.250 ر.ع.</bdi>', $ar);
        self::assertStringContainsString('عقد لمدة 12 شهراً', $ar);
        self::assertStringContainsString('اطلب الآن', $ar);
        $link = home_url('/postpaid-recommended-numbers/?plan=shahry-contract-25&#038;lang=ar');
        self::assertStringContainsString('href="' . $link . '"', $ar, 'the site\'s own links, with lang=ar');
    }

    public function test_the_page_holds_the_listing_in_its_element_in_the_mode_its_url_names(): void
    {
        $page = (new Browser())->get(Browser::baseUrl() . '/postpaid/?lang=ar');
        self::assertSame(200, $page['status']);
        $start = '<whl-postpaid-plans><div class="whl-listing"><nav class="whl-listing__tabs" aria-label="فئات الباقات">'
            . '<a href="#contract-plans">باقات بعقد</a>';
        self::assertStringContainsString($start, $page['raw']);
        self::assertStringContainsString('.whl-listing:has(#contract-plans:target) a[href="#contract-plans"]', $page['raw'], 'the addressed tab is marked');
        self::assertStringContainsString('<section id="endless-plans" class="whl-listing__family"', $page['raw']);

        $migration = (new Browser())->get(Browser::baseUrl() . '/postpaid/?sim_type=migration&method=change-plan');
        self::assertStringNotContainsString('id="data-only-plans"', $migration['raw']);
        self::assertStringNotContainsString('class="whl-plan__free"', $migration['raw']);
        self::assertStringContainsString('data-change="POST-CONTRACT-25"', $migration['raw'], 'change-plan mode: the cards replace the cart plan');
        self::assertStringNotContainsString('whl-order-', $migration['raw']);

        $unknown = (new Browser())->get(Browser::baseUrl() . '/postpaid/?sim_type=%3Cscript%3E');
        self::assertStringContainsString('id="data-only-plans"', $unknown['raw'], 'an unknown mode is a new line');
    }

    public function test_an_unknown_sim_type_is_refused_with_its_field(): void
    {
        $answer = (new Browser())->rest('postpaid-plans-listing', ['sim_type' => 'esim', 'lang' => 'en']);
        self::assertSame(422, $answer['status']);
        self::assertSame('validation_error', $answer['body']['responseCode']);
        self::assertSame(['sim_type' => 'invalid_choice'], $answer['body']['errors']);
    }

    public function test_the_templates_are_sanitised(): void
    {
        $body = self::listing();
        $html = json_encode($body, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE);
        self::assertStringNotContainsString('<script', (string) $html);
        self::assertStringNotContainsString('onclick', (string) $html);
    }

    public function test_a_catalogue_that_cannot_be_read_answers_failure_not_an_empty_listing(): void
    {
        $answer = Fixtures::withTableBroken('whl_sbx_products', static fn (): array => (new Browser())->rest('postpaid-plans-listing', [
            'sim_type' => '',
            'lang' => 'en',
        ]));
        self::assertSame(500, $answer['status']);
        self::assertSame('failure', $answer['body']['responseCode']);
        self::assertArrayNotHasKey('families', $answer['body']);
    }
}
