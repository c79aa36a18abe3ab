<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Html;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Money;
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\WordPress\Frontend\Blocks;

/**
 * The postpaid listing's HTML (000 §2.5), built from the ListingPlans of contract §8.1, escaped, then
 * wp_kses: the family's cards (its `…Template` and `cards_html`) and the whole listing the
 * `whl-postpaid-plans` element holds in its light DOM (docs/decisions/122-server-rendered-listing.md).
 * Everything it shows works without the browser's code: family tabs are links to the families'
 * sections (`:target`), the contract / no-contract radio picks its term, the eSIM choice hides
 * self-activation, and the panels are native popovers. The widget marks the term in the cart, adds
 * the SIM type to the chooser's links and sends the change-plan call.
 */
final class PostpaidCards
{
    /** The listing's rules, on the theme's tokens (docs/tokens.md), with the tokens' defaults only. */
    private const CSS = '.whl-listing{display:grid;grid-template-columns:minmax(0,1fr);gap:calc(var(--whl-space,8px)*2)}'
        . '.whl-listing__tabs{display:flex;gap:var(--whl-space,8px);overflow-x:auto;border-block-end:var(--whl-border-width,'
        . '1px) solid var(--whl-color-border,#d7d7de)}'
        . '.whl-listing__tabs a{display:flex;align-items:center;min-block-size:var(--whl-control-size,44px);padding-inline:calc(var(--whl-space,8px)*2);'
        . 'border-block-end:calc(var(--whl-border-width,1px)*3) solid transparent;color:var(--whl-color-muted,#5c5c66);'
        . 'font-weight:600;white-space:nowrap;text-decoration:none}'
        . '.whl-listing__sims,.whl-plan__terms{display:flex;flex-wrap:wrap;gap:var(--whl-space,8px) calc(var(--whl-space,8px)*2);margin:0;padding:0;border:0}'
        . '.whl-listing label{display:flex;align-items:center;gap:var(--whl-space,8px);min-block-size:var(--whl-control-size,44px)}'
        . '.whl-listing__family{display:none;scroll-margin-block-start:calc(var(--whl-control-size,44px)*3)}'
        . '.whl-listing__family:target,.whl-listing__families:not(:has(:target))>:first-child{display:grid;'
        . 'grid-template-columns:minmax(0,1fr);gap:calc(var(--whl-space,8px)*2)}'
        . '.whl-listing__title{margin:0;font-size:var(--whl-font-size-large,1.125em)}'
        . '.whl-listing__row{display:grid;grid-auto-flow:column;grid-auto-columns:calc((100% - var(--whl-space,8px)*4)/3);gap:calc(var(--whl-space,8px)*2);'
        . 'overflow-x:auto;scroll-snap-type:x mandatory;margin:0;padding:var(--whl-space,8px) 0;list-style:none}'
        . '@media (max-width:480px){.whl-listing__row{grid-auto-columns:100%}}'
        . '.whl-listing .whl-plan{scroll-snap-align:start}.whl-plan:has(.whl-plan__terms) .whl-plan__term{display:none}'
        . '.whl-plan:has([value=contract]:checked) [data-term=contract],.whl-plan:has([value=no-contract]:checked) [data-term=no-contract]{display:flex}'
        . '.whl-plan__free{margin:0;color:var(--whl-color-primary,#5b2a86);font-weight:600}'
        . '.whl-plan__free del{color:var(--whl-color-muted,#5c5c66);font-weight:400}'
        . '.whl-listing .whl-block__button{justify-content:center;inline-size:100%}'
        . '.whl-plan__links{display:flex;flex-wrap:wrap;gap:var(--whl-space,8px)}'
        . '.whl-plan__link{padding:0;border:0;background:none;color:var(--whl-color-primary,#5b2a86);font:inherit;text-decoration:underline;cursor:pointer}'
        . '.whl-listing [popover]{position:fixed;inset:auto 0 0;inline-size:min(100%,var(--whl-dialog-width,30rem));margin-inline:auto;'
        . 'padding:calc(var(--whl-space,8px)*3);border:0;border-radius:var(--whl-radius,12px) var(--whl-radius,12px) 0 0;'
        . 'background:var(--whl-color-surface,#fff);color:var(--whl-color-text,#1f1f24)}'
        . '.whl-listing [popover]::backdrop{background:var(--whl-color-backdrop,rgb(0 0 0/.5))}'
        . '.whl-listing [popover] h4{margin-block:0 calc(var(--whl-space,8px)*2);font-size:var(--whl-font-size-large,1.125em)}'
        . '.whl-listing [popover] ul{display:grid;gap:var(--whl-space,8px);padding:0;list-style:none}'
        . '.whl-listing:has([name=whl-sim][value=esim]:checked) .whl-plan__self{display:none}'
        . '.whl-listing__terms{color:var(--whl-color-muted,#5c5c66);font-size:var(--whl-font-size-small,.875em)}';

    /**
     * The whole listing, for the element's light DOM.
     *
     * @param list<array<string, mixed>> $families contract §8.1 Family, with its cards_html
     * @param list<array{value: string, label: string}> $simOptions
     */
    public function listing(array $families, array $simOptions, string $lang): string
    {
        self::enqueueStyle();
        return Translation::in($lang, static function () use ($families, $simOptions): string {
            if ($families === []) {
                return '<p>' . esc_html__('No plans are available right now.', 'whl-bridge') . '</p>';
            }
            $tabs = '';
            $sections = '';
            foreach ($families as $family) {
                $id = esc_attr((string) $family['id']);
                $tabs .= '<a href="#' . $id . '">' . esc_html((string) $family['title']) . '</a>';
                $sections .= '<section id="' . $id . '" class="whl-listing__family" aria-labelledby="' . $id . '-title">'
                    . '<h2 id="' . $id . '-title" class="whl-listing__title">' . esc_html((string) $family['title']) . '</h2>'
                    . '<ul class="whl-listing__row">' . $family['cards_html'] . '</ul>'
                    . '<div class="whl-listing__terms">' . $family['terms_html'] . '</div></section>';
            }
            $sims = '';
            foreach ($simOptions as $index => $option) {
                $sims .= '<label><input type="radio" name="whl-sim" value="' . esc_attr($option['value']) . '"' . ($index === 0 ? ' checked' : '') . '>'
                    . esc_html($option['label']) . '</label>';
            }
            // the active tab's look follows the section the URL addresses, one rule per family
            $current = '';
            foreach ($families as $index => $family) {
                $id = (string) $family['id'];
                $current .= ($current === '' ? '' : ',') . ".whl-listing:has(#{$id}:target) a[href=\"#{$id}\"]"
                    . ($index === 0 ? ',.whl-listing:not(:has(:target)) .whl-listing__tabs a:first-child' : '');
            }
            wp_add_inline_style(Blocks::STYLE, $current . '{border-block-end-color:var(--whl-color-primary,#5b2a86);color:var(--whl-color-primary,#5b2a86)}');
            return Kses::clean('<div class="whl-listing">'
                . '<nav class="whl-listing__tabs" aria-label="' . esc_attr__('Plan families', 'whl-bridge') . '">' . $tabs . '</nav>'
                . '<fieldset class="whl-listing__sims"><legend>' . esc_html__('SIM type', 'whl-bridge') . '</legend>' . $sims . '</fieldset>'
                . '<div class="whl-listing__families">' . $sections . '</div></div>');
        });
    }

    /**
     * @param list<array<string, mixed>> $plans ListingPlans of one family (contract §8.1)
     * @param string $cartUrl the my_cart page, in the answer's language
     * @param bool $changePlan 000 §2.5 change-plan mode: a card's button replaces the cart's plan
     */
    public function family(array $plans, string $lang, string $cartUrl, bool $changePlan = false): string
    {
        return Translation::in($lang, function () use ($plans, $lang, $cartUrl, $changePlan): string {
            $cards = '';
            foreach ($plans as $plan) {
                $cards .= $this->card($plan, $lang, $cartUrl, $changePlan);
            }
            return Kses::clean($cards);
        });
    }

    /** @param array<string, mixed> $plan */
    private function card(array $plan, string $lang, string $cartUrl, bool $changePlan): string
    {
        $sku = (string) $plan['product_sku'];
        $name = (string) $plan['plan_name'];
        /** @var list<array<string, mixed>> $terms */
        $terms = $plan['terms'];
        $radios = '';
        $blocks = '';
        foreach ($terms as $index => $term) {
            $radios .= '<label><input type="radio" name="whl-term-' . esc_attr($sku) . '" value="' . esc_attr((string) $term['id']) . '"'
                . ($index === 0 ? ' checked' : '') . '>' . esc_html(self::termLabel((int) $term['months'])) . '</label>';
            $blocks .= $this->term($term, $name, $lang, $cartUrl, $changePlan);
        }
        $panels = [['details', __('Plan details', 'whl-bridge'), (string) $plan['details_html']]];
        $countries = [
            ['roaming', __('Roaming countries', 'whl-bridge'), 'roaming_countries'],
            ['home', __('Roam like home', 'whl-bridge'), 'roam_like_home_countries'],
        ];
        foreach ($countries as [$kind, $title, $key]) {
            if ($plan[$key] !== []) {
                $items = implode('', array_map(static fn (string $c): string => '<li>' . esc_html($c) . '</li>', $plan[$key]));
                $panels[] = [$kind, $title, '<ul>' . $items . '</ul>'];
            }
        }
        $links = '';
        $sheets = '';
        foreach ($panels as [$kind, $title, $body]) {
            $id = 'whl-' . $kind . '-' . $sku;
            $links .= '<button type="button" class="whl-plan__link" popovertarget="' . esc_attr($id) . '">' . esc_html($title) . '</button>';
            $sheets .= self::sheet($id, $kind === 'details' ? $name : $title, $body);
        }
        return '<li class="whl-plan" data-plan="' . esc_attr($sku) . '"><h3>' . esc_html($name) . '</h3><dl>' . PlanCards::facts($plan, $lang) . '</dl>'
            // one term needs no choice; two are the card's contract / no-contract radio (000 §2.5)
            . (count($terms) > 1
                ? '<fieldset class="whl-plan__terms"><legend class="whl-sr">' . esc_html__('Contract', 'whl-bridge') . '</legend>' . $radios . '</fieldset>'
                : '')
            . $blocks . '<div class="whl-plan__links">' . $links . '</div>' . $sheets . '</li>';
    }

    /**
     * One term of a card: its offer, its price and its button, the order-now chooser (a new line,
     * self-activation, a migration, a port-in: 000 §2.5) or in change-plan mode the replace button.
     *
     * @param array<string, mixed> $term
     */
    private function term(array $term, string $name, string $lang, string $cartUrl, bool $changePlan): string
    {
        $sku = (string) $term['product_sku'];
        $free = $term['free_device'];
        $chooser = '';
        if (!$changePlan) {
            $activation = (string) $term['activation_url'];
            $choices = [
                ['', __('New line', 'whl-bridge'), $activation],
                ['whl-plan__self', __('Activate it yourself', 'whl-bridge'), add_query_arg('activation', 'self', $activation)],
                ['', __('Switch from prepaid', 'whl-bridge'), (string) ($term['migration_url'] ?? '')],
                ['', __('Bring your number', 'whl-bridge'), (string) ($term['portin_url'] ?? '')],
            ];
            $items = '';
            foreach ($choices as [$class, $label, $url]) {
                // a path of the site (contract §4.2) as the site's own link, which a site in a sub-folder needs; 000 §2.1 lang=ar on it
                $url = $url === '' ? '' : home_url($url);
                $url = $url !== '' && $lang === 'ar' ? add_query_arg('lang', 'ar', $url) : $url;
                $items .= $url === '' ? '' : '<li class="' . $class . '"><a class="whl-block__button" data-whl-link href="' . esc_url($url) . '">'
                    . esc_html($label) . '</a></li>';
            }
            /* translators: %s: a plan's name */
            $chooser = self::sheet('whl-order-' . $sku, sprintf(__('Order %s', 'whl-bridge'), $name), '<ul>' . $items . '</ul>');
        }
        return '<div class="whl-plan__term" data-term="' . esc_attr((string) $term['id']) . '" data-sku="' . esc_attr($sku) . '">'
            . (is_array($free)
                ? '<p class="whl-plan__free">' . esc_html((string) $free['heading'])
                    . ' <del>' . esc_html(Labels::money(Money::parse((string) $free['regular_price']), $lang, true)) . '</del></p>'
                : '')
            . '<p class="whl-plan__price">' . Labels::price(Money::parse((string) $term['price_incl_vat']), $lang, true, true) . '</p>'
            . '<a class="whl-block__button whl-plan__in-cart" href="' . esc_url($cartUrl) . '">' . esc_html__('In your cart', 'whl-bridge') . '</a>'
            . ($changePlan
                ? '<button type="button" class="whl-block__button whl-plan__buy" data-change="' . esc_attr($sku) . '">'
                    . esc_html__('Choose this plan', 'whl-bridge') . '</button>'
                : '<button type="button" class="whl-block__button whl-plan__buy" popovertarget="whl-order-' . esc_attr($sku) . '">'
                    . esc_html__('Order now', 'whl-bridge') . '</button>' . $chooser)
            . '</div>';
    }

    /** A slide-up panel: a native popover (light dismiss, Escape, focus back to its button) with its close button. */
    private static function sheet(string $id, string $title, string $body): string
    {
        return '<div popover id="' . esc_attr($id) . '" role="dialog" aria-labelledby="' . esc_attr($id) . '-title">'
            . '<h4 id="' . esc_attr($id) . '-title">' . esc_html($title) . '</h4>' . $body
            . '<button type="button" class="whl-block__button" popovertarget="' . esc_attr($id) . '" popovertargetaction="hide">'
            . esc_html__('Close', 'whl-bridge') . '</button></div>';
    }

    private static function termLabel(int $months): string
    {
        return $months > 0
            /* translators: %d: the contract's length in months */
            ? sprintf(_n('%d-month contract', '%d-month contract', $months, 'whl-bridge'), $months)
            : __('No contract', 'whl-bridge');
    }

    /** The listing's style sheet with the plan card's (PlanCards::CARD_CSS), on the blocks' (Blocks::STYLE). */
    private static function enqueueStyle(): void
    {
        Blocks::enqueueStyle(PlanCards::CARD_CSS, self::CSS);
    }
}
