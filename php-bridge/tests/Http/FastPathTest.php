<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http;

use Whl\Bridge\Http\FastPath;
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Settings;

/**
 * ARCHITECTURE §3 (issue 15): a call a fast path answers leaves WordPress's set-up of pages out of
 * its `init` (widgets, core block types, patterns, block supports), and nothing else: post types,
 * translations, kses, the bridge's own and every other plugin's init still run.
 */
final class FastPathTest extends TestCase
{
    private \WP_Hook $init;

    protected function setUp(): void
    {
        parent::setUp();
        $this->init = clone $GLOBALS['wp_filter']['init']; // WordPress keeps a fired hook's callbacks: this one has them all
    }

    protected function tearDown(): void
    {
        $GLOBALS['wp_filter']['init'] = $this->init;
        parent::tearDown();
    }

    public function test_the_page_set_up_leaves_init_and_everything_else_stays(): void
    {
        $anotherPlugins = static function (): void {
        };
        add_action('init', $anotherPlugins);
        self::assertNotFalse(has_action('init', 'wp_widgets_init'), 'WordPress 6.1 sets up widgets on init');
        self::assertNotSame([], $this->coreBlockCallbacks(), 'WordPress 6.1 registers its dynamic blocks on init');

        FastPath::skipPageSetup();

        foreach (FastPath::PAGE_SETUP as [$callback]) {
            self::assertFalse(has_action('init', $callback), 'left on init: ' . wp_json_encode($callback));
        }
        self::assertSame([], $this->coreBlockCallbacks());
        self::assertSame(0, has_action('init', 'create_initial_post_types'));
        self::assertSame(0, has_action('init', 'create_initial_taxonomies'));
        self::assertSame(10, has_action('init', 'kses_init'));
        self::assertSame(1, has_action('init', [Translation::class, 'load']));
        self::assertSame(10, has_action('init', [Settings::class, 'register']));
        self::assertSame(10, has_action('init', $anotherPlugins));
    }

    public function test_a_callback_already_gone_is_no_error(): void
    {
        FastPath::skipPageSetup();
        $left = count($GLOBALS['wp_filter']['init']->callbacks, COUNT_RECURSIVE);

        FastPath::skipPageSetup();

        self::assertSame($left, count($GLOBALS['wp_filter']['init']->callbacks, COUNT_RECURSIVE));
    }

    /** @return list<string> the dynamic core blocks' registrations on init */
    private function coreBlockCallbacks(): array
    {
        $names = [];
        foreach ($GLOBALS['wp_filter']['init']->callbacks as $hooked) {
            foreach ($hooked as $entry) {
                if (is_string($entry['function']) && str_starts_with($entry['function'], FastPath::CORE_BLOCK_PREFIX)) {
                    $names[] = $entry['function'];
                }
            }
        }
        return $names;
    }
}
