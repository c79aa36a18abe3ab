<?php

declare(strict_types=1);

namespace Whl\Bridge\Http;

defined('ABSPATH') || exit;

/**
 * What the shop's own calls (its admin-ajax actions and the GETs of its REST routes, answered first
 * on `wp_loaded` by the fast paths) leave out of WordPress's start (issue 15): the set-up of pages on
 * `init` that no JSON answer reads. Widgets (the text widget also builds the script registry,
 * about 1.7 ms), the core block types, patterns and block supports (about 2 ms: 6.1 reads every
 * block.json on each request): a third of a call. Everything else on `init` runs as for any request:
 * post types and taxonomies, translations, kses, and every other plugin's and the theme's init,
 * which may guard requests or set the user. Pages, the editor and wp-admin are untouched.
 * The fast paths' filters turn this off with them (whl_bridge_ajax_fast_path, whl_bridge_rest_fast_path).
 */
final class FastPath
{
    /** WordPress core's set-up of pages on init, as [callback, priority] (6.1 and later; an absent one is skipped). */
    public const PAGE_SETUP = [
        ['wp_widgets_init', 1],
        ['register_core_block_types_from_metadata', 10],
        ['_register_core_block_patterns_and_categories', 10],
        ['_register_theme_block_patterns', 10],
        ['register_legacy_post_comments_block', 21],
        [['WP_Block_Supports', 'init'], 22],
    ];

    /** Each dynamic core block registers itself on init at 10 (register_block_core_archives, …). */
    public const CORE_BLOCK_PREFIX = 'register_block_core_';

    /** Called first on `init` for a call a fast path answers: takes WordPress's page set-up off this request's init. */
    public static function skipPageSetup(): void
    {
        foreach (self::PAGE_SETUP as [$callback, $priority]) {
            remove_action('init', $callback, $priority);
        }
        $init = $GLOBALS['wp_filter']['init'] ?? null;
        foreach ($init instanceof \WP_Hook ? $init->callbacks[10] ?? [] : [] as $hooked) {
            $callback = $hooked['function'];
            if (is_string($callback) && str_starts_with($callback, self::CORE_BLOCK_PREFIX)) {
                remove_action('init', $callback, 10);
            }
        }
    }
}
