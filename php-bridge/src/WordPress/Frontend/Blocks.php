<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Frontend;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Catalogue\PlanPresenter;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\Plan;
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\Ports\Catalogue;
use Whl\Bridge\WordPress\Settings;

/**
 * Parts of the shop's pages that need no code in the browser, printed by the bridge:
 * `[whl-block name="port-in"]`, the homepage's port-in quick-nav button and its 'order now' overlay
 * (000 §2.3), and `[whl-block name="business-strip"]`, its yellow strip banner to the business area.
 * The overlay is a native popover (light dismiss, Escape, the button's expanded state), so the
 * homepage's script budget pays nothing for it (docs/decisions/119-server-rendered-blocks.md).
 */
final class Blocks
{
    public const SHORTCODE = 'whl-block';
    public const STYLE = 'whl-blocks';

    /** The blocks' rules, on the theme's tokens (docs/tokens.md); no literal but the tokens' defaults. */
    private const CSS = '.whl-business-strip{margin-block:0 calc(var(--whl-space,8px)*3);border-radius:var(--whl-radius-small,6px);'
        . 'background:var(--whl-color-business,#ffd200);color:var(--whl-color-on-business,#1f1f24)}'
        . '.whl-business-strip a{display:block;padding:var(--whl-space,8px) calc(var(--whl-space,8px)*2);color:inherit;text-decoration:none}'
        . '.whl-business-strip a:hover{text-decoration:underline}'
        . '.whl-port-in{margin-block-end:calc(var(--whl-space,8px)*3)}'
        . '.whl-block__button{display:inline-flex;align-items:center;min-block-size:var(--whl-control-size,44px);'
        . 'padding:var(--whl-space,8px) calc(var(--whl-space,8px)*2.5);border:calc(var(--whl-border-width,1px)*2) solid '
        . 'var(--whl-color-primary,#5b2a86);border-radius:var(--whl-radius-small,6px);background:var(--whl-color-surface,#fff);'
        . 'color:var(--whl-color-primary,#5b2a86);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}'
        . '.whl-block__button--primary{background:var(--whl-color-primary,#5b2a86);color:var(--whl-color-on-primary,#fff)}'
        // the primitives of what the bridge prints in an element: a grid of cards, screen-reader text
        . '.whl-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,var(--whl-column-min,15rem)),1fr));'
        . 'gap:calc(var(--whl-space,8px)*2);margin:0;padding:0;list-style:none}'
        . '.whl-sr{position:absolute;inline-size:var(--whl-border-width,1px);block-size:var(--whl-border-width,1px);'
        . 'overflow:hidden;clip-path:inset(50%);white-space:nowrap}'
        . '.whl-block__overlay{inline-size:min(100% - calc(var(--whl-space,8px)*4),var(--whl-dialog-width,30rem));'
        . 'padding:calc(var(--whl-space,8px)*3);border:0;border-radius:var(--whl-radius,12px);'
        . 'background:var(--whl-color-surface,#fff);color:var(--whl-color-text,#1f1f24)}'
        . '.whl-block__overlay::backdrop{background:var(--whl-color-backdrop,rgb(0 0 0/.5))}'
        . '.whl-block__overlay h2{margin-block:0 var(--whl-space,8px)}'
        . '.whl-block__overlay ul{display:grid;gap:var(--whl-space,8px);padding:0;list-style:none}'
        . '.whl-block__overlay li a{display:grid;padding-block:calc(var(--whl-space,8px)/2)}.whl-block__overlay li span:first-child{font-weight:600}';

    /** @param \Closure(): Catalogue $commerce */
    public function __construct(
        private readonly Settings $settings,
        private readonly \Closure $commerce,
    ) {
    }

    /** @param array<int|string, string>|string $atts */
    public function shortcode($atts): string
    {
        $name = is_array($atts) ? (string) ($atts['name'] ?? '') : '';
        return match ($name) {
            'port-in' => $this->portIn(Language::current()),
            'business-strip' => $this->businessStrip(Language::current()),
            default => '',
        };
    }

    /**
     * 000 §2.3: the port-in quick nav. Postpaid: the listing in port-in mode (000 §2.5 sim_type=portin);
     * prepaid: each plan's own port-in link (contract §4.2 portin_url). A catalogue that cannot be
     * read leaves the prepaid list out, never the button.
     */
    public function portIn(string $lang): string
    {
        try {
            // a tourist pack is a visitor's new line: nothing to port in
            $prepaid = array_filter(($this->commerce)()->plans('prepaid'), static fn (Plan $plan): bool => !str_ends_with($plan->subCategory, '_tourist_pack'));
        } catch (\RuntimeException) {
            $prepaid = [];
        }
        /** @param array<string, string> $query */
        $link = static fn (string $path, array $query = []): string => add_query_arg(
            array_map('rawurlencode', $query + ($lang === 'ar' ? ['lang' => 'ar'] : [])),
            home_url($path),
        );
        $presenter = new PlanPresenter($this->settings);
        self::enqueueStyle();
        return Translation::in($lang, function () use ($prepaid, $link, $presenter, $lang): string {
            $items = implode('', array_map(static function (Plan $plan) use ($link, $presenter, $lang): string {
                $card = $presenter->card($plan, $lang);
                return '<li><a href="' . esc_url($link((string) $card['portin_url'])) . '"><span>' . esc_html((string) $card['plan_name'])
                    . '</span><span>' . esc_html(sprintf(
                        /* translators: 1: an amount in OMR with 3 decimals */
                        __('OMR %1$s incl. VAT', 'whl-bridge'),
                        Money::format(Money::withVat($plan->priceBaisa)),
                    )) . '</span></a></li>';
            }, $prepaid));
            $postpaid = $link($this->settings->route('postpaid'), ['sim_type' => 'portin']);
            return '<div class="whl-block whl-port-in">'
                . '<button type="button" class="whl-block__button" popovertarget="whl-port-in">'
                . esc_html__('Keep your number', 'whl-bridge') . '</button>'
                . '<div popover id="whl-port-in" class="whl-block__overlay" role="dialog" aria-labelledby="whl-port-in-title">'
                . '<h2 id="whl-port-in-title">' . esc_html__('Order now with your number', 'whl-bridge') . '</h2>'
                . '<p>' . esc_html__('Bring your number from another operator: choose a plan and we move your number for you.', 'whl-bridge') . '</p>'
                . '<p><a class="whl-block__button" href="' . esc_url($postpaid) . '">' . esc_html__('Postpaid plans', 'whl-bridge') . '</a></p>'
                . ($items !== '' ? '<h3>' . esc_html__('Prepaid plans', 'whl-bridge') . '</h3><ul>' . $items . '</ul>' : '')
                . '<button type="button" class="whl-block__button" popovertarget="whl-port-in" popovertargetaction="hide">'
                . esc_html__('Close', 'whl-bridge') . '</button>'
                . '</div></div>';
        });
    }

    /** 000 §2.3 the homepage's yellow strip banner, leading to the business registration page (a setting). */
    public function businessStrip(string $lang): string
    {
        self::enqueueStyle();
        $url = $this->settings->businessRegistrationUrl();
        $url = str_starts_with($url, '/') ? home_url($url) : $url;
        $url = $lang === 'ar' ? add_query_arg('lang', 'ar', $url) : $url;
        return Translation::in($lang, static fn (): string => '<p class="whl-business-strip"><a href="' . esc_url($url) . '">'
            . '<strong>' . esc_html__('For your business', 'whl-bridge') . '</strong> '
            . esc_html__('Plans, devices and connectivity for companies: register your business.', 'whl-bridge') . '</a></p>');
    }

    /**
     * The blocks' style sheet, once, with the page's late styles, and the `$sheets` of what the bridge
     * prints on this page (a listing, plan cards), each once however often it is printed.
     */
    public static function enqueueStyle(string ...$sheets): void
    {
        if (!wp_style_is(self::STYLE, 'enqueued')) {
            wp_register_style(self::STYLE, false, [], null); // no file: the inline rules only
            wp_add_inline_style(self::STYLE, self::CSS);
            wp_enqueue_style(self::STYLE);
        }
        $added = (array) wp_styles()->get_data(self::STYLE, 'after');
        foreach ($sheets as $css) {
            if (!in_array($css, $added, true)) {
                wp_add_inline_style(self::STYLE, $css);
                $added[] = $css;
            }
        }
    }
}
