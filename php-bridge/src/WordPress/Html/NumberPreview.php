<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Html;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\NumberPages;
use Whl\Bridge\Domain\PhoneNumber;
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\WordPress\Frontend\Blocks;

/**
 * The number page's first screen (000 §2.7), printed by the bridge in the `whl-number-picker`
 * element (light DOM) so that the plan and its first numbers show with the page's first paint: the
 * back link, the plan, the search box, the free and paid numbers (the first five of each group) and
 * the bar with Next, laid out as the widget lays them out. The widget shows it until its own
 * screen is ready, then takes over the number the shopper chose and what they typed, and removes
 * it (docs/decisions/123-the-number-pages-first-screen.md). What needs the widget (searching, more
 * numbers, Next) is disabled here; the number radios are not, so a choice made early is kept.
 */
final class NumberPreview
{
    /** The first screen's rules, on the theme's tokens (docs/tokens.md), sized as the widget's own (number-picker/styles.ts). */
    private const CSS = '.whl-numbers{display:grid;gap:calc(var(--whl-space,8px)*3)}'
        . '.whl-numbers>a{justify-self:start;color:var(--whl-color-primary,#5b2a86);font-weight:600}'
        . '.whl-numbers__plan{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--whl-space,8px);'
        . 'padding:calc(var(--whl-space,8px)*2);border:var(--whl-border-width,1px) solid var(--whl-color-border,#d7d7de);'
        . 'border-radius:var(--whl-radius,12px);background:var(--whl-color-surface-alt,#f4f1f8)}'
        . '.whl-numbers__plan h2{margin:0;font-size:var(--whl-font-size-xl,1.375em);line-height:1.25}'
        . '.whl-numbers__plan ul{display:flex;flex-wrap:wrap;gap:var(--whl-space,8px);margin:0;padding:0;list-style:none;'
        . 'color:var(--whl-color-muted,#5c5c66)}.whl-numbers__plan li+li::before{content:"·";margin-inline-end:var(--whl-space,8px)}'
        . '.whl-numbers__price{display:grid;justify-items:start;margin:0;line-height:1.25}.whl-numbers__price bdi{font-weight:700;white-space:nowrap}'
        . '.whl-numbers__price small{color:var(--whl-color-muted,#5c5c66);font-size:var(--whl-font-size-small,.875em)}'
        . '.whl-numbers__search{display:flex;flex-wrap:wrap;align-items:end;gap:var(--whl-space,8px)}'
        . '.whl-numbers__search label{display:grid;gap:calc(var(--whl-space,8px)/2);flex:1 1 var(--whl-column-min,15rem);font-weight:600}'
        . '.whl-numbers__search input{min-block-size:var(--whl-control-size,44px);padding-inline:var(--whl-space,8px);'
        . 'border:var(--whl-border-width,1px) solid var(--whl-color-border,#d7d7de);border-radius:var(--whl-radius-small,6px);'
        . 'background:var(--whl-color-surface,#fff);color:var(--whl-color-text,#1f1f24);font:inherit;font-weight:400}'
        . '.whl-numbers__search a{flex-basis:100%;color:var(--whl-color-primary,#5b2a86);font-weight:600}'
        . '.whl-numbers fieldset{display:grid;gap:var(--whl-space,8px);min-inline-size:0;margin:0;padding:0;border:0}'
        . '.whl-numbers legend{margin-block-end:var(--whl-space,8px);font-size:var(--whl-font-size-large,1.125em);font-weight:700}'
        . '.whl-numbers__list{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,var(--whl-column-min,15rem)),1fr));'
        . 'gap:var(--whl-space,8px)}'
        . '.whl-number{display:grid;grid-template-columns:auto 1fr auto;align-items:center;gap:calc(var(--whl-space,8px)/2) var(--whl-space,8px);'
        . 'padding:calc(var(--whl-space,8px)*1.5);border:var(--whl-border-width,1px) solid var(--whl-color-border,#d7d7de);'
        . 'border-radius:var(--whl-radius-small,6px);background:var(--whl-color-surface,#fff);cursor:pointer}'
        . '.whl-number:has(:checked){border-color:var(--whl-color-primary,#5b2a86);box-shadow:0 0 0 var(--whl-border-width,1px) '
        . 'var(--whl-color-primary,#5b2a86)}'
        . '.whl-number input{inline-size:calc(var(--whl-space,8px)*2.5);block-size:calc(var(--whl-space,8px)*2.5);margin:0;'
        . 'accent-color:var(--whl-color-primary,#5b2a86)}'
        . '.whl-number>bdi{grid-column:2/4;justify-self:start;font-size:var(--whl-font-size-large,1.125em);font-weight:700;white-space:nowrap}'
        . '.whl-number__level{grid-column:2;color:var(--whl-color-muted,#5c5c66);font-size:var(--whl-font-size-small,.875em)}'
        . '.whl-number .whl-numbers__price{grid-row:2;grid-column:3;justify-items:end}'
        . '.whl-numbers__more{justify-self:center}'
        // a button that reads as a link: 'show more' and the free devices
        . '.whl-numbers__link{justify-self:center;padding:0;border:0;background:none;color:var(--whl-color-primary,#5b2a86);font:inherit;'
        . 'font-weight:600;text-decoration:underline}'
        . '.whl-numbers__bar{position:sticky;inset-block-end:0;display:flex;align-items:center;justify-content:space-between;'
        . 'gap:var(--whl-space,8px);padding:var(--whl-space,8px) calc(var(--whl-space,8px)*2);'
        . 'border-block-start:var(--whl-border-width,1px) solid var(--whl-color-border,#d7d7de);background:var(--whl-color-surface,#fff)}'
        . '.whl-numbers__bar p{flex:1 1 0;min-inline-size:0;margin:0;font-size:var(--whl-font-size-small,.875em)}'
        . '.whl-numbers [disabled]{opacity:.5;cursor:not-allowed}';

    /**
     * The first screen of a plan's number page.
     *
     * @param array<string, mixed> $plan response_plan_details (contract §4.3)
     * @param array{free: list<array<string, string>>, paid: list<array<string, string>>} $numbers the first page's groups
     * @param array{free: bool, paid: bool} $hasMore contract §7.2
     * @param array{back: string, other: string, search: bool, freeDevices: bool} $page the back link, the other number page
     *        (both '' when not configured), whether this is the search page, and whether it offers the free devices (offer=free-device)
     */
    public function page(array $plan, array $numbers, array $hasMore, array $page, string $lang): string
    {
        Blocks::enqueueStyle(self::CSS);
        return Translation::in($lang, function () use ($plan, $numbers, $hasMore, $page, $lang): string {
            $facts = [
                Labels::dataAllowance((string) $plan['custom_attribute']['data_quota'], (string) $plan['custom_attribute']['data_units'], $lang),
                Labels::allowance((string) $plan['custom_attribute']['voice_quota'], (string) $plan['custom_attribute']['voice_units'], $lang),
                Labels::validity((int) $plan['validity'], $lang),
            ];
            $items = implode('', array_map(static fn (string $f): string => $f === '' ? '' : '<li><bdi>' . esc_html($f) . '</bdi></li>', $facts));
            $other = $page['search'] ? __('See recommended numbers', 'whl-bridge') : __('Search for a specific number', 'whl-bridge');
            $html = ($page['back'] === '' ? '' : '<a href="' . esc_url($page['back']) . '">' . esc_html__('Back', 'whl-bridge') . '</a>')
                . '<section class="whl-numbers__plan" aria-label="' . esc_attr__('Your plan', 'whl-bridge') . '"><div>'
                . '<h2>' . esc_html((string) $plan['name']) . '</h2><ul>' . $items . '</ul>'
                . ($page['freeDevices']
                    ? '<button type="button" class="whl-numbers__link" disabled>' . esc_html__('See the free devices', 'whl-bridge') . '</button>'
                    : '')
                . '</div>' . self::price(Money::parse((string) $plan['price_incl_vat']), $lang, $plan['service_type'] === 'postpaid') . '</section>'
                . '<form class="whl-numbers__search" role="search"><label>' . esc_html__('Search for a number', 'whl-bridge')
                . '<input type="search" inputmode="numeric" dir="ltr" placeholder="' . esc_attr__('3 to 8 digits', 'whl-bridge') . '"></label>'
                . '<button type="submit" class="whl-block__button" disabled>' . esc_html__('Search', 'whl-bridge') . '</button>'
                . ($page['other'] === '' ? '' : '<a href="' . esc_url($page['other']) . '">' . esc_html($other) . '</a>') . '</form>'
                . $this->group('free', __('Free numbers', 'whl-bridge'), $numbers['free'], $lang)
                . $this->group('paid', __('Paid numbers', 'whl-bridge'), $numbers['paid'], $lang)
                . ($hasMore['free'] || $hasMore['paid']
                    ? '<button type="button" class="whl-block__button whl-numbers__more" disabled>'
                        . esc_html__('Suggest more numbers', 'whl-bridge') . '</button>'
                    : '')
                . '<div class="whl-numbers__bar"><p>' . esc_html__('Please choose a phone number to proceed', 'whl-bridge') . '</p>'
                . '<button type="button" class="whl-block__button whl-block__button--primary" disabled>' . esc_html__('Next', 'whl-bridge') . '</button></div>';
            return Kses::clean('<div class="whl-numbers">' . $html . '</div>');
        });
    }

    /** @param list<array<string, string>> $numbers */
    private function group(string $key, string $legend, array $numbers, string $lang): string
    {
        $list = '';
        foreach (array_slice($numbers, 0, NumberPages::VISIBLE_PER_GROUP) as $number) {
            $msisdn = $number['msisdn'];
            $list .= '<label class="whl-number"><input type="radio" name="msisdn" value="' . esc_attr($msisdn) . '">'
                // 000 §5: digits read left to right in Arabic too, in two fours
                . '<bdi dir="ltr">' . esc_html(PhoneNumber::display($msisdn)) . '</bdi>'
                . '<span class="whl-number__level">' . esc_html(Labels::vanityLevel($number['VANITY_LEVEL'], $lang)) . '</span>'
                // 000 §9: as the cart will show it, VAT included
                . self::price(Money::withVat(Money::parse($number['amount'])), $lang, false) . '</label>';
        }
        $hidden = count($numbers) - NumberPages::VISIBLE_PER_GROUP;
        $more = $hidden <= 0 ? '' : '<button type="button" class="whl-numbers__link" disabled>' . esc_html(sprintf(
            $key === 'free'
                /* translators: %d: how many more numbers the group has */
                ? _n('Show %d more free number', 'Show %d more free numbers', $hidden, 'whl-bridge')
                /* translators: %d: how many more numbers the group has */
                : _n('Show %d more paid number', 'Show %d more paid numbers', $hidden, 'whl-bridge'),
            $hidden,
        )) . '</button>';
        return '<fieldset><legend>' . esc_html($legend) . '</legend>'
            . ($numbers === [] ? '<p>' . esc_html__('No numbers in this group right now.', 'whl-bridge') . '</p>' : '')
            . '<div class="whl-numbers__list">' . $list . '</div>' . $more . '</fieldset>';
    }

    private static function price(int $baisa, string $lang, bool $monthly): string
    {
        return '<span class="whl-numbers__price">' . Labels::price($baisa, $lang, $monthly) . '</span>';
    }
}
