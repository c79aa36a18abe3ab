<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress\Composition;

use Whl\Bridge\Ports\CreditCheck;
use Whl\Bridge\Tests\Support\BureauCreditCheck;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Admin\SettingsPage;
use Whl\Bridge\WordPress\Composition\AdapterTable;
use Whl\Bridge\WordPress\Plugin;
use Whl\Bridge\WordPress\Settings;

/** docs/adapters.md: an integrator's adapter joins through the `whl_bridge_adapters` filter alone, with no edit of the bridge. */
final class AdapterTableTest extends TestCase
{
    /** @var \Closure(array<string, array<string, callable>>): array<string, array<string, callable>> */
    private \Closure $addBureau;

    protected function setUp(): void
    {
        parent::setUp();
        $this->addBureau = static function (array $table): array {
            $table['credit_check']['bureau'] = static fn (Plugin $bridge): CreditCheck => new BureauCreditCheck(
                (string) $bridge->settings()->upstream('credit_check')['api_key'],
            );
            return $table;
        };
        add_filter(AdapterTable::FILTER, $this->addBureau);
    }

    protected function tearDown(): void
    {
        remove_filter(AdapterTable::FILTER, $this->addBureau);
        parent::tearDown();
    }

    public function test_an_adapter_added_through_the_filter_is_offered_on_the_settings_screen(): void
    {
        self::assertSame(['sandbox', 'esb', 'bureau'], AdapterTable::names('credit_check'));
        $screen = $this->settingsScreen();
        self::assertMatchesRegularExpression(
            '#<select id="whl-adapters-credit_check" name="whl_bridge_settings\[adapters\]\[credit_check\]">'
                . '.*<option value="bureau">bureau</option></select>#s',
            $screen,
        );
        self::assertStringNotContainsString('<option value="bureau">', $this->between($screen, 'whl-adapters-places'), 'only on its own port');
    }

    public function test_choosing_it_makes_the_bridge_use_it(): void
    {
        update_option(Settings::OPTION, ['adapters' => ['credit_check' => 'bureau'], 'upstreams' => ['credit_check' => ['api_key' => 'k-1']]]);
        self::assertSame('bureau', get_option(Settings::OPTION)['adapters']['credit_check'], 'stored: its name is the table\'s');
        Plugin::resetRequestState();

        $adapter = Plugin::instance()->adapter('credit_check');
        self::assertInstanceOf(BureauCreditCheck::class, $adapter);
        self::assertSame('k-1', $adapter->apiKey, 'built by its factory from the port\'s settings');
        self::assertSame($adapter, Plugin::instance()->adapter('credit_check'), 'once per request');
        self::assertStringContainsString('<option value="bureau" selected=\'selected\'>', $this->settingsScreen());
    }

    public function test_without_the_filter_the_name_is_refused_as_any_unknown_one(): void
    {
        remove_filter(AdapterTable::FILTER, $this->addBureau);
        update_option(Settings::OPTION, ['adapters' => ['credit_check' => 'bureau']]);
        self::assertArrayNotHasKey('adapters', get_option(Settings::OPTION), 'not stored');
        $stored = new Settings(['adapters' => ['credit_check' => 'bureau']]);
        self::assertSame('sandbox', $stored->adapterFor('credit_check'), 'one stored before reads as the default');
    }

    public function test_an_entry_that_is_not_a_port_name_and_factory_is_left_out(): void
    {
        $odd = static fn (array $table): array => array_merge_recursive($table, [
            'teleport' => ['x' => 'strlen'],
            'places' => ['Bad Name' => 'strlen', 'ok' => 'no such function'],
        ]);
        add_filter(AdapterTable::FILTER, $odd);
        try {
            self::assertArrayNotHasKey('teleport', AdapterTable::load());
            self::assertSame(['sandbox', 'esb'], AdapterTable::names('places'));
        } finally {
            remove_filter(AdapterTable::FILTER, $odd);
        }
    }

    /** The settings screen's sections and fields as WordPress prints them. */
    private function settingsScreen(): string
    {
        require_once ABSPATH . 'wp-admin/includes/template.php';
        $GLOBALS['wp_settings_sections'] = [];
        $GLOBALS['wp_settings_fields'] = [];
        (new SettingsPage(Settings::load()))->addFields();
        ob_start();
        do_settings_sections(SettingsPage::SLUG);
        return (string) ob_get_clean();
    }

    /** The screen's HTML from the control $id to the next select. */
    private function between(string $screen, string $id): string
    {
        $from = strpos($screen, 'id="' . $id . '"');
        self::assertNotFalse($from, $id);
        return substr($screen, $from, (int) strpos($screen, '</select>', $from) - $from);
    }
}
