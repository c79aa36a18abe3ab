<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Frontend;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\I18n\Translation;

/**
 * Issue 8 (editors): what a `[whl]` shortcode or whl_bridge_widget() call got wrong, said in place
 * to those who can edit the page, in the page's language (000 §2). Shoppers never see it: for them
 * an unknown widget prints nothing and a refused value is left out, as before.
 */
final class EditorNotice
{
    public const STYLE = 'whl-editor-notice';

    /**
     * Only through the theme's design tokens (issue 8): no colour or size of its own. Without the
     * tokens the notice is plain text.
     */
    private const CSS = '.whl-editor-notice{margin-block:var(--whl-space);padding:var(--whl-space) calc(var(--whl-space) * 2);'
        . 'border:calc(var(--whl-space) / 8) solid var(--whl-color-border);border-inline-start:calc(var(--whl-space) / 2) solid var(--whl-color-danger);'
        . 'border-radius:var(--whl-radius-small);background:var(--whl-color-surface);color:var(--whl-color-text);'
        . 'font-family:var(--whl-font-family);font-size:var(--whl-font-size)}'
        . '.whl-editor-notice p{margin-block:0}.whl-editor-notice p+p{margin-block-start:var(--whl-space)}'
        . '.whl-editor-notice code{white-space:nowrap}.whl-editor-notice__shoppers{color:var(--whl-color-muted)}';

    /**
     * Whether the visitor may see notices: they can edit the post being shown (the page whose
     * content holds the shortcode), or, outside a post, pages in general.
     */
    public static function shown(): bool
    {
        if (!is_user_logged_in()) {
            return false;
        }
        $post = get_the_ID();
        return is_int($post) && $post > 0 ? current_user_can('edit_post', $post) : current_user_can('edit_pages');
    }

    /**
     * No widget of the build is called $name.
     *
     * @param list<string> $names the widgets that exist
     */
    public static function unknownWidget(string $name, array $names): string
    {
        return Translation::in(Language::current(), static function () use ($name, $names): string {
            $problem = $name === ''
                ? esc_html__('This shortcode names no widget: it needs widget="…".', 'whl-bridge')
                /* translators: %s: the widget name written in the shortcode */
                : sprintf(esc_html__('There is no widget called %s.', 'whl-bridge'), self::code($name));
            return self::box(
                $problem . ' '
                /* translators: %s: the names of the widgets that exist, separated by commas */
                . sprintf(esc_html__('The widgets are: %s.', 'whl-bridge'), self::codes($names)),
                esc_html__('Shoppers see nothing here.', 'whl-bridge'),
            );
        });
    }

    /**
     * Widget $name was given values it does not accept; they were left out.
     *
     * @param array<string, array{value: string, allowed: list<string>}> $refused attribute => the value given and the allowed ones
     */
    public static function refusedValues(string $name, array $refused): string
    {
        return Translation::in(Language::current(), static function () use ($name, $refused): string {
            $lines = [];
            foreach ($refused as $attribute => ['value' => $value, 'allowed' => $allowed]) {
                $lines[] = sprintf(
                    /* translators: 1: widget name, 2: the value written in the shortcode, 3: attribute name */
                    esc_html__('The %1$s widget does not accept the value %2$s for %3$s.', 'whl-bridge'),
                    self::code($name),
                    self::code($value),
                    self::code($attribute),
                )
                . ' '
                /* translators: %s: the values the attribute accepts, separated by commas */
                . sprintf(esc_html__('Allowed values: %s.', 'whl-bridge'), self::codes($allowed));
            }
            return self::box(
                implode('</p><p>', $lines),
                esc_html__('Shoppers see the widget with its default value instead.', 'whl-bridge'),
            );
        });
    }

    /** The notice's style sheet, printed once with the footer's styles (WordPress's late styles). */
    public static function enqueueStyle(): void
    {
        if (wp_style_is(self::STYLE, 'enqueued')) {
            return;
        }
        wp_register_style(self::STYLE, false, [], null); // no file: the inline rules only
        wp_add_inline_style(self::STYLE, self::CSS);
        wp_enqueue_style(self::STYLE);
    }

    /** $problem and $shoppers are escaped HTML. */
    private static function box(string $problem, string $shoppers): string
    {
        return '<div class="whl-editor-notice" role="note">'
            . '<p><strong>' . esc_html__('Widget notice, shown only to editors of this page', 'whl-bridge') . '</strong></p>'
            . '<p>' . $problem . '</p>'
            . '<p class="whl-editor-notice__shoppers">' . $shoppers . '</p>'
            . "</div>\n";
    }

    /** A name or value as code, left to right inside Arabic text. */
    private static function code(string $text): string
    {
        return '<code dir="ltr">' . esc_html($text) . '</code>';
    }

    /** @param list<string> $texts */
    private static function codes(array $texts): string
    {
        return implode(
            /* translators: between the items of a list, e.g. "prepaid, postpaid" */
            esc_html(_x(', ', 'list separator', 'whl-bridge')),
            array_map(self::code(...), $texts),
        );
    }
}
