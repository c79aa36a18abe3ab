<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Html;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Catalogue\PlanPresenter;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\Plan;
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\WordPress\Settings;

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
        return Translation::in($lang, fn (): array => $this->buildFamily($family, $plans, $lang));
    }

    /**
     * @param list<Plan> $plans
     * @return array{0: string, 1: string}
     */
    private function buildFamily(string $family, array $plans, string $lang): array
    {
        $cards = '';
        foreach ($plans as $plan) {
            $cards .= $this->card($plan, $lang);
        }
        $dir = $lang === 'ar' ? 'rtl' : 'ltr';
        return [
            Kses::clean(sprintf('<div class="whl-plan-family" data-family="%s" dir="%s">%s</div>', esc_attr($family), $dir, $cards)),
            $this->buildTerms($family, $lang),
        ];
    }

    /** A family's terms block alone (the …TC of 000 §3.3), without building its cards. */
    public function terms(string $family, string $lang): string
    {
        return Translation::in($lang, fn (): string => $this->buildTerms($family, $lang));
    }

    private function buildTerms(string $family, string $lang): string
    {
        $terms = match (true) {
            $family === 'PostpaidContract' => __('Leaving a contract early costs the remaining months of the contract.', 'whl-bridge'),
            str_starts_with($family, 'Postpaid') => __(
                'Monthly plans are billed at the start of each month. Fair usage policy applies to unlimited quotas.',
                'whl-bridge'
            ),
            default => __('Prepaid plans renew when your balance covers the price. Unused quota does not carry over.', 'whl-bridge'),
        };
        return Kses::clean(sprintf('<div class="whl-plan-terms" dir="%s"><p>%s</p></div>', $lang === 'ar' ? 'rtl' : 'ltr', esc_html($terms)));
    }

    public function importantInfo(string $lang): string
    {
        return Translation::in($lang, fn (): string => $this->buildImportantInfo());
    }

    private function buildImportantInfo(): string
    {
        $minutes = rtrim(rtrim(number_format($this->settings->blockNumberMinutes(), 2, '.', ''), '0'), '.');
        $items = [
            sprintf(
                /* translators: %d: the VAT rate in percent */
                __('Prices are in Omani rials (OMR) and exclude %d%% VAT unless shown as incl. VAT.', 'whl-bridge'),
                Money::VAT_PERCENT
            ),
            /* translators: %s: the reservation limit in minutes, e.g. 15 or 0.5 */
            sprintf(__('A number you choose is reserved for you for %s minutes.', 'whl-bridge'), $minutes),
            __('A valid Omani ID or resident card is needed to activate a line.', 'whl-bridge'),
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
        $quota = static fn (string $q, string $u): string => Labels::allowance($q, $u, $lang);
        return sprintf(
            '<div class="whl-plan-card" data-sku="%1$s"><h3 class="whl-plan-card__name">%2$s</h3>'
            . '<p class="whl-plan-card__price"><strong>%3$s</strong> %4$s <span>(%5$s %4$s %6$s)</span></p>'
            . '<ul class="whl-plan-card__quota"><li>%7$s: %8$s</li><li>%9$s: %10$s</li><li>%11$s: %12$s</li></ul>'
            . '<ul class="whl-plan-card__highlights">%13$s</ul>'
            . '<a class="whl-plan-card__buy" href="%14$s">%15$s</a></div>',
            esc_attr($plan->sku),
            esc_html($plan->name($lang)),
            esc_html(Money::format($plan->priceBaisa)),
            esc_html(Labels::currency($lang)),
            esc_html(Money::format(Money::withVat($plan->priceBaisa))),
            esc_html__('incl. VAT', 'whl-bridge'),
            esc_html__('Data', 'whl-bridge'),
            esc_html(Labels::dataAllowance($plan->dataQuota, $plan->dataUnits, $lang) ?: '–'),
            esc_html__('Calls', 'whl-bridge'),
            esc_html($quota($plan->voiceQuota, $plan->voiceUnits) ?: '–'),
            esc_html__('Validity', 'whl-bridge'),
            esc_html(Labels::validity($plan->validityDays, $lang)),
            $highlights,
            esc_url(home_url($this->presenter->numbersUrl($plan)) . ($lang === 'ar' ? '&lang=ar' : '')),
            esc_html__('Buy now', 'whl-bridge'),
        );
    }
}
