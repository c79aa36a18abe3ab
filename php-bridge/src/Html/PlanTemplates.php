<?php

declare(strict_types=1);

namespace Whl\Bridge\Html;

defined('ABSPATH') || exit;

use Whl\Bridge\Catalogue\PlanPresenter;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\Plan;
use Whl\Bridge\Settings;

/**
 * The server HTML of the homepage-plans answer (000 §3.3): per family two entries, the family's
 * cards and its terms, and ImportantInfoData. Built from data, escaped, then wp_kses.
 */
final class PlanTemplates
{
    public function __construct(
        private readonly Settings $settings,
        private readonly PlanPresenter $presenter,
    ) {
    }

    /**
     * @param list<Plan> $plans plans of one family
     * @return array{0: string, 1: string} cards, terms
     */
    public function family(string $family, array $plans, string $lang): array
    {
        $cards = '';
        foreach ($plans as $plan) {
            $cards .= $this->card($plan, $lang);
        }
        $dir = $lang === 'ar' ? 'rtl' : 'ltr';
        $termsKey = match (true) {
            $family === 'PostpaidContract' => 'terms_contract',
            str_starts_with($family, 'Postpaid') => 'terms_postpaid',
            default => 'terms_prepaid',
        };
        return [
            Kses::clean(sprintf('<div class="whl-plan-family" data-family="%s" dir="%s">%s</div>', esc_attr($family), $dir, $cards)),
            Kses::clean(sprintf('<div class="whl-plan-terms" dir="%s"><p>%s</p></div>', $dir, esc_html(Labels::get($termsKey, $lang)))),
        ];
    }

    public function importantInfo(string $lang): string
    {
        $minutes = rtrim(rtrim(number_format($this->settings->blockNumberMinutes(), 2, '.', ''), '0'), '.');
        $items = [
            sprintf(Labels::get('info_prices', $lang), Money::VAT_PERCENT),
            sprintf(Labels::get('info_reservation', $lang), $minutes),
            Labels::get('info_id', $lang),
        ];
        $html = '';
        foreach ($items as $item) {
            $html .= '<p>' . esc_html($item) . '</p>';
        }
        return Kses::clean($html);
    }

    private function card(Plan $plan, string $lang): string
    {
        $highlights = '';
        foreach ($plan->highlights($lang) as $highlight) {
            $highlights .= '<li>' . esc_html($highlight) . '</li>';
        }
        $quota = static fn (string $q, string $u): string => $q === 'Unlimited'
            ? Labels::word($q, $lang)
            : trim(Labels::word($q, $lang) . ' ' . Labels::word($u, $lang));
        return sprintf(
            '<div class="whl-plan-card" data-sku="%1$s"><h3 class="whl-plan-card__name">%2$s</h3>'
            . '<p class="whl-plan-card__price"><strong>%3$s</strong> %4$s <span>(%5$s %4$s %6$s)</span></p>'
            . '<ul class="whl-plan-card__quota"><li>%7$s: %8$s</li><li>%9$s: %10$s</li><li>%11$s: %12$s</li></ul>'
            . '<ul class="whl-plan-card__highlights">%13$s</ul>'
            . '<a class="whl-plan-card__buy" href="%14$s">%15$s</a></div>',
            esc_attr($plan->sku),
            esc_html($plan->name($lang)),
            esc_html(Money::format($plan->priceBaisa)),
            esc_html(Labels::get('omr', $lang)),
            esc_html(Money::format(Money::withVat($plan->priceBaisa))),
            esc_html(Labels::get('incl_vat', $lang)),
            esc_html(Labels::get('data', $lang)),
            esc_html($quota($plan->dataQuota, $plan->dataUnits) ?: '–'),
            esc_html(Labels::get('voice', $lang)),
            esc_html($quota($plan->voiceQuota, $plan->voiceUnits) ?: '–'),
            esc_html(Labels::get('validity', $lang)),
            esc_html(Labels::validity($plan->validityDays, $lang)),
            $highlights,
            esc_url($this->presenter->numbersUrl($plan) . ($lang === 'ar' ? '&lang=ar' : '')),
            esc_html(Labels::get('buy_now', $lang)),
        );
    }
}
