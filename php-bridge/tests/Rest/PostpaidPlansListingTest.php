<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Rest;

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
        self::assertCount(1, $contract['terms']);
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
