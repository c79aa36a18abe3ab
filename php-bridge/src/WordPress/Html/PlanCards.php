<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Html;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Money;
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\WordPress\Frontend\Blocks;

/**
 * The plan cards' HTML (000 §2.3–§2.5), built from PlanCards (contract §4.2), escaped, then wp_kses:
 * what the `whl-plan-cards` element holds in its light DOM (docs/decisions/122-server-rendered-listing.md),
 * so a plan shows with the page's first paint. Everything it shows works without the browser's code:
 * the buy and migration buttons are links, the credit description behind '?' a native popover. The
 * widget marks the plan in the cart (its card then shows 'In your cart', a link to my_cart).
 * The card's box, facts, price and in-cart rules (CARD_CSS) are the postpaid listing's too.
 */
final class PlanCards
{
    /** A plan card's rules, shared with the postpaid listing (PostpaidCards), on the theme's tokens (docs/tokens.md). */
    public const CARD_CSS = '.whl-plan,.whl-plan__term{display:flex;flex-direction:column;gap:var(--whl-space,8px)}'
        . '.whl-plan{position:relative;padding:calc(var(--whl-space,8px)*2);border:var(--whl-border-width,1px) solid var(--whl-color-border,#d7d7de);'
        . 'border-radius:var(--whl-radius,12px);background:var(--whl-color-surface,#fff)}'
        . '.whl-plan__term{flex:1}.whl-plan h3{margin:0;font-size:var(--whl-font-size-xl,1.375em)}'
        . '.whl-plan dl{display:grid;grid-template-columns:auto 1fr;gap:calc(var(--whl-space,8px)/2) calc(var(--whl-space,8px)*2);margin:0}'
        . '.whl-plan dt{color:var(--whl-color-muted,#5c5c66)}.whl-plan dd{margin:0;font-weight:600}'
        . '.whl-plan__price{display:grid;margin:auto 0 0;line-height:1.25}.whl-plan__price bdi{color:var(--whl-color-primary,'
        . '#5b2a86);font-size:var(--whl-font-size-xl,1.375em);font-weight:700}'
        . '.whl-plan__price small{color:var(--whl-color-muted,#5c5c66)}'
        . '.whl-plan__term .whl-block__button{justify-content:center;text-align:center}'
        // 000 §2.4, §2.5: a plan in the cart leads to my_cart (the widget marks its term)
        . '.whl-plan__in-cart,.whl-plan__term[data-in-cart] .whl-plan__buy{display:none}'
        . '.whl-plan__term[data-in-cart] .whl-plan__in-cart{display:inline-flex}';

    /** The cards' own rules: the section's head, the category, the highlights and the credit popover. */
    private const CSS = '.whl-cards{display:grid;gap:calc(var(--whl-space,8px)*2)}'
        . '.whl-cards__head{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:var(--whl-space,8px)}'
        . '.whl-cards__head h2{margin:0;font-size:var(--whl-font-size-xl,1.375em);line-height:1.25}'
        . '.whl-cards__head a{color:var(--whl-color-primary,#5b2a86);font-weight:600}'
        . '.whl-plan__category{margin:0;color:var(--whl-color-muted,#5c5c66);font-size:var(--whl-font-size-small,.875em)}'
        . '.whl-plan__highlights{margin:0;padding-inline-start:calc(var(--whl-space,8px)*2.5)}'
        . '.whl-plan__price{padding-block-start:var(--whl-space,8px)}'
        . '.whl-plan__q{align-self:start}'
        . '.whl-plan__pop{max-inline-size:min(100% - calc(var(--whl-space,8px)*4),var(--whl-dialog-width,30rem));margin:auto;'
        . 'padding:calc(var(--whl-space,8px)*2);border:var(--whl-border-width,1px) solid var(--whl-color-border,#d7d7de);'
        . 'border-radius:var(--whl-radius,12px);background:var(--whl-color-surface,#fff);color:var(--whl-color-text,#1f1f24)}'
        . '.whl-plan__pop::backdrop{background:var(--whl-color-backdrop,rgb(0 0 0/.5))}';

    /**
     * The cards of `$plans`, in a section with its heading and 'see all' link when `$seeAll` is given
     * (layout=section), else as a list named after the service type.
     *
     * @param list<array<string, mixed>> $plans PlanCards (contract §4.2), in the order shown
     * @param 'all'|'prepaid'|'postpaid' $serviceType
     * @param \Closure(string): string $link a path of the site (a plan's activation URL) as a link in the answer's language
     * @param string $cart the my_cart page, in the answer's language
     * @param string $seeAll the family's listing page; '' for cards without a section
     */
    public function cards(array $plans, string $serviceType, string $lang, \Closure $link, string $cart, string $seeAll = ''): string
    {
        Blocks::enqueueStyle(self::CARD_CSS, self::CSS);
        return Translation::in($lang, function () use ($plans, $serviceType, $lang, $link, $cart, $seeAll): string {
            $titles = [
                'all' => __('Plans', 'whl-bridge'),
                'prepaid' => __('Prepaid plans', 'whl-bridge'),
                'postpaid' => __('Postpaid plans', 'whl-bridge'),
            ];
            $cards = '';
            foreach ($plans as $plan) {
                $cards .= $this->card($plan, $lang, $link, $cart);
            }
            $list = $plans === []
                ? '<p>' . esc_html__('No plans are available right now.', 'whl-bridge') . '</p>'
                : '<ul class="whl-grid"' . ($seeAll === '' ? ' aria-label="' . esc_attr($titles[$serviceType]) . '"' : '') . '>' . $cards . '</ul>';
            if ($seeAll === '') {
                return Kses::clean('<div class="whl-cards">' . $list . '</div>');
            }
            $id = wp_unique_id('whl-plans-');
            $all = $serviceType === 'prepaid' ? __('See all prepaid plans', 'whl-bridge') : __('See all postpaid plans', 'whl-bridge');
            return Kses::clean('<section class="whl-cards" aria-labelledby="' . esc_attr($id) . '"><div class="whl-cards__head">'
                . '<h2 id="' . esc_attr($id) . '">' . esc_html($titles[$serviceType]) . '</h2>'
                . '<a href="' . esc_url($seeAll) . '">' . esc_html($all) . '</a></div>' . $list . '</section>');
        });
    }

    /**
     * A card's allowances (000 §9: data, calls, validity) as `<dt>`/`<dd>` pairs in the current language;
     * a plan without a data or voice quota has no such row.
     *
     * @param array<string, mixed> $plan a PlanCard (contract §4.2)
     */
    public static function facts(array $plan, string $lang): string
    {
        $rows = [
            [__('Data', 'whl-bridge'), Labels::dataAllowance((string) $plan['data_quota'], (string) $plan['data_units'], $lang)],
            [__('Calls', 'whl-bridge'), Labels::allowance((string) $plan['voice_quota'], (string) $plan['voice_units'], $lang)],
            [__('Validity', 'whl-bridge'), Labels::validity((int) $plan['validity'], $lang)],
        ];
        $facts = '';
        foreach ($rows as [$label, $value]) {
            $facts .= $value === '' ? '' : '<dt>' . esc_html($label) . '</dt><dd>' . esc_html($value) . '</dd>';
        }
        return $facts;
    }

    /**
     * @param array<string, mixed> $plan a PlanCard
     * @param \Closure(string): string $link
     */
    private function card(array $plan, string $lang, \Closure $link, string $cart): string
    {
        $sku = (string) $plan['product_sku'];
        $name = (string) $plan['plan_name'];
        // the plan's name completes each button's accessible name: "Buy now Hala 5" (issue 8)
        $named = static fn (string $label): string => esc_html($label) . '<span class="whl-sr"> ' . esc_html($name) . '</span>';
        $credit = '';
        if ((string) $plan['credit_description'] !== '') {
            // 000 §2.4 the plan's credit description behind '?'
            $id = wp_unique_id('whl-credit-');
            /* translators: %s: a plan's name */
            $credit = '<button type="button" class="whl-block__button whl-plan__q" popovertarget="' . esc_attr($id) . '" aria-label="'
                . esc_attr(sprintf(__('About the credit of %s', 'whl-bridge'), $name)) . '">?</button>'
                . '<p popover id="' . esc_attr($id) . '" class="whl-plan__pop">' . esc_html((string) $plan['credit_description']) . '</p>';
        }
        /** @var list<string> $highlights */
        $highlights = $plan['highlights'];
        $lines = implode('', array_map(static fn (string $line): string => '<li>' . esc_html($line) . '</li>', $highlights));
        $monthly = $plan['service_type'] === 'postpaid';
        $migration = (string) ($plan['migration_url'] ?? '');
        return '<li class="whl-plan" data-plan="' . esc_attr($sku) . '">'
            . ((string) $plan['category'] !== '' ? '<p class="whl-plan__category">' . esc_html((string) $plan['category']) . '</p>' : '')
            . '<h3>' . esc_html($name) . '</h3>' . $credit . '<dl>' . self::facts($plan, $lang) . '</dl>'
            . ($lines === '' ? '' : '<ul class="whl-plan__highlights">' . $lines . '</ul>')
            . '<div class="whl-plan__term" data-sku="' . esc_attr($sku) . '">'
            // 000 §9: the price with VAT, said under it; a postpaid plan's is charged every month
            . '<p class="whl-plan__price">' . Labels::price(Money::parse((string) $plan['price_incl_vat']), $lang, $monthly, true) . '</p>'
            . '<a class="whl-block__button whl-block__button--primary whl-plan__buy" href="' . esc_url($link((string) $plan['activation_url'])) . '">'
            . $named(__('Buy now', 'whl-bridge')) . '</a>'
            . '<a class="whl-block__button whl-block__button--primary whl-plan__in-cart" href="' . esc_url($cart) . '">'
            . $named(__('In your cart', 'whl-bridge')) . '</a>'
            // 000 §2.3: the migration button keeps the shopper's number and moves it to this plan
            . ($migration === '' ? '' : '<a class="whl-block__button" href="' . esc_url($link($migration)) . '">'
                . $named(__('Switch from prepaid', 'whl-bridge')) . '</a>')
            . '</div></li>';
    }
}
