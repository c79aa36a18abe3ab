<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Catalogue;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\Plan;
use Whl\Bridge\WordPress\Settings;

/**
 * Plans as the contract names them: PlanCard (contract §4.2), response_plan_details and gtm
 * (contract §4.3, 000 §3.3). Texts in the requested language; money as "x.xxx"; URLs relative
 * to the site, without lang (the widgets' route helper adds it).
 */
final class PlanPresenter
{
    public function __construct(private readonly Settings $settings)
    {
    }

    /** @return array<string, mixed> */
    public function card(Plan $plan, string $lang): array
    {
        $activation = $this->numbersUrl($plan);
        return [
            'product_sku' => $plan->sku,
            'url_key' => $plan->urlKey,
            'service_type' => $plan->serviceType,
            'plan_name' => $plan->name($lang),
            'category' => $plan->category($lang),
            'family' => $plan->family,
            'price' => Money::format($plan->priceBaisa),
            'price_incl_vat' => Money::format(Money::withVat($plan->priceBaisa)),
            'validity' => $plan->validityDays,
            // the catalogue's codes (GB, Minutes, Unlimited): the widgets phrase them in the shopper's language (issue 8)
            'data_quota' => $plan->dataQuota,
            'data_units' => $plan->dataUnits,
            'voice_quota' => $plan->voiceQuota,
            'voice_units' => $plan->voiceUnits,
            'highlights' => $plan->highlights($lang),
            // Public, cacheable answer: it cannot know the shopper's cart; the widgets mark the
            // plan in their cart as selected.
            'selected' => false,
            'activation_url' => $activation,
            // 000 §2.3: migration buttons copy the activation link; migration is prepaid → postpaid
            // and leaves the data-only plans out (000 §2.5).
            'migration_url' => $plan->serviceType === 'postpaid' && $plan->family !== 'PostpaidShahryDataOnly' ? $activation : null,
            'portin_url' => $activation . '&method=port-in',
            // 000 §2.4: what the prepaid listing's '?' opens, looked up by SKU ('' for none)
            'credit_description' => $plan->creditDescription($lang),
        ];
    }

    /** @return array<string, mixed> response_plan_details */
    public function details(Plan $plan, string $lang): array
    {
        return [
            'name' => $plan->name($lang),
            'sku' => $plan->sku,
            'url_key' => $plan->urlKey,
            'validity' => $plan->validityDays,
            'price' => Money::format($plan->priceBaisa),
            'price_incl_vat' => Money::format(Money::withVat($plan->priceBaisa)),
            'service_type' => $plan->serviceType,
            'custom_attribute' => [
                'data_quota' => $plan->dataQuota,
                'data_units' => $plan->dataUnits,
                'voice_quota' => $plan->voiceQuota,
                'voice_units' => $plan->voiceUnits,
            ],
        ];
    }

    /** @return array{item_id: string, item_name: string, price: string} analytics data, always in English */
    public function gtm(Plan $plan): array
    {
        return ['item_id' => $plan->sku, 'item_name' => $plan->name('en'), 'price' => Money::format($plan->priceBaisa)];
    }

    public function numbersUrl(Plan $plan): string
    {
        return $this->settings->route('{service_type}-recommended-numbers', $plan->serviceType) . '?plan=' . rawurlencode($plan->urlKey);
    }
}
