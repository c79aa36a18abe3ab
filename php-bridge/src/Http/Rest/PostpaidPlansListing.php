<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Rest;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Catalogue\PlanPresenter;
use Whl\Bridge\Application\Validator;
use Whl\Bridge\Domain\Device;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\Plan;
use Whl\Bridge\Http\Endpoint;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\Ports\Catalogue;
use Whl\Bridge\WordPress\Html\Kses;
use Whl\Bridge\WordPress\Html\PlanTemplates;
use Whl\Bridge\WordPress\Html\PostpaidCards;

/**
 * GET postpaid-plans-listing?sim_type=&lang= (000 §2.5, §3.3, §7.2; contract §8.1): public and
 * cacheable. The spec's blocks per family (…Template, …TC) and analytics arrays, and `families`,
 * the structured plans the widget renders, one tab per family in the spec's order. sim_type
 * `migration` leaves the data-only family and the data SIM option out; `portin` and `migration`
 * drop the free-device parts (000 §2.5). `selected` is the widgets' (the answer is cached for all).
 */
final class PostpaidPlansListing implements RestRoute
{
    public const PATH = '/postpaid-plans-listing';
    public const ARGS = [
        'lang' => ['description' => 'en or ar.', 'type' => 'string'],
        'sim_type' => ['description' => "'' (a new line), portin or migration.", 'type' => 'string'],
    ];

    /** Family key → the tab's id, which is the listing's URL hash (000 §2.5), in the tabs' order. */
    public const FAMILIES = [
        'PostpaidContract' => 'contract-plans',
        'PostpaidNoContract' => 'no-contract-plans',
        'PostpaidShahryDataOnly' => 'data-only-plans',
        'PostpaidOmanuna' => 'omanuna-plans',
        'PostpaidShahryEndless' => 'endless-plans',
    ];

    private const DATA_ONLY = 'PostpaidShahryDataOnly';
    /** The spec's block of the no-contract family has its terms only (000 §3.3). */
    private const TERMS_ONLY = ['PostpaidNoContract'];
    private const SIM_TYPES = ['', 'portin', 'migration'];
    private const CACHE_SECONDS = 300;

    public function __construct(
        private readonly Catalogue $commerce,
        private readonly PlanPresenter $presenter,
        private readonly PlanTemplates $templates,
        private readonly PostpaidCards $cards,
        private readonly string $cartUrl,
    ) {
    }

    public function endpoint(): Endpoint
    {
        return Endpoint::publicCatalogue('rest:postpaid-plans-listing', $this->handle(...), self::CACHE_SECONDS);
    }

    public function handle(Request $request): Response
    {
        $lang = $request->lang();
        $simType = $request->string('sim_type');
        (new Validator())->check('sim_type', in_array($simType, self::SIM_TYPES, true) ? null : 'invalid_choice')->validate();
        return Response::success($this->listing($lang, $simType));
    }

    /**
     * The listing as the widget's element holds it (light DOM, PostpaidCards::listing), for the page's
     * mode: `?sim_type=` (an unknown one is a new line) and `?method=change-plan`.
     */
    public function html(string $lang, string $simType, bool $changePlan): string
    {
        $simType = in_array($simType, self::SIM_TYPES, true) ? $simType : '';
        try {
            $listing = $this->listing($lang, $simType, $changePlan);
        } catch (\RuntimeException) {
            // a catalogue that cannot be read: the element's widget says so and offers to reload
            return '';
        }
        return $this->cards->listing($listing['families'], $listing['sim_options'], $lang);
    }

    /** @return array<string, mixed> the answer of contract §8.1 */
    private function listing(string $lang, string $simType, bool $changePlan = false): array
    {
        $migration = $simType === 'migration';
        // a new line may come with a free device; a port-in or a migration keeps the shopper's line (000 §2.5)
        $freeDevice = $simType === '' ? ($this->commerce->freeDevices()[0] ?? null) : null;

        $all = $this->commerce->plans('postpaid');
        $answer = ['ImportantInfoData' => $this->templates->importantInfo($lang), 'gtmProductArray' => [], 'gtmListing' => [
            'item_list_id' => 'postpaid_plans',
            'item_list_name' => 'Postpaid plans',
        ]];
        $families = [];
        $cartUrl = $lang === 'ar' ? add_query_arg('lang', 'ar', $this->cartUrl) : $this->cartUrl;
        foreach (self::FAMILIES as $key => $id) {
            // a no-contract twin is its contract plan's other term, on the same card (Plan::$termOf)
            $members = array_values(array_filter($all, static fn (Plan $p): bool => $p->family === $key && $p->termOf === ''));
            $terms = $this->templates->terms($key, $lang);
            $listed = $members !== [] && !($migration && $key === self::DATA_ONLY);
            $plans = [];
            foreach ($listed ? $members : [] as $plan) {
                $twins = array_values(array_filter($all, static fn (Plan $p): bool => $p->termOf === $plan->sku));
                $plans[] = $this->listingPlan($plan, $twins, $lang, $freeDevice);
                $answer['gtmProductArray'][] = $this->presenter->gtm($plan) + [
                    'item_category' => 'postpaid',
                    'item_list_name' => $plan->category('en'),
                    'index' => count($answer['gtmProductArray']) + 1,
                ];
            }
            // the family's cards are the listing's own (PostpaidCards), in this answer's mode
            $cards = $this->cards->family($plans, $lang, $cartUrl, $changePlan);
            $answer[$key] = in_array($key, self::TERMS_ONLY, true)
                ? [$key . 'TC' => $terms]
                : [$key . 'Template' => [$cards, $terms], $key . 'TC' => $terms];
            if ($listed) {
                $title = $members[0]->category($lang);
                $families[] = ['id' => $id, 'key' => $key, 'title' => $title, 'cards_html' => $cards, 'terms_html' => $terms, 'plans' => $plans];
            }
        }
        $answer['sim_type'] = $simType;
        $answer['sim_options'] = $this->simOptions($lang, $migration);
        $answer['families'] = $families;
        return $answer;
    }

    /**
     * A PlanCard (contract §4.2) with what the listing's panels and radios read (contract §8.1).
     *
     * @param list<Plan> $twins the plan sold without its contract: the card's other terms
     * @return array<string, mixed>
     */
    private function listingPlan(Plan $plan, array $twins, string $lang, ?Device $freeDevice): array
    {
        $card = $this->presenter->card($plan, $lang);
        $roaming = $this->commerce->roamingOf($plan);
        $details = implode('', array_map(static fn (string $line): string => '<li>' . esc_html($line) . '</li>', $plan->highlights($lang)));
        return $card + [
            'data_only' => $plan->family === self::DATA_ONLY,
            'details_html' => Kses::clean('<ul>' . $details . '</ul>'),
            'roaming_countries' => $roaming->countries($lang),
            'roam_like_home_countries' => $roaming->likeHome($lang),
            'terms' => array_map(fn (Plan $term): array => $this->term($term, $lang, $freeDevice), [$plan, ...$twins]),
        ];
    }

    /**
     * One product of a card, as its contract / no-contract radio offers it; a contract comes with the
     * free device when the page sells a new line.
     *
     * @return array<string, mixed>
     */
    private function term(Plan $plan, string $lang, ?Device $freeDevice): array
    {
        $card = $this->presenter->card($plan, $lang);
        $freeDevice = $plan->contractMonths > 0 ? $freeDevice : null;
        return [
            'id' => $plan->contractMonths > 0 ? 'contract' : 'no-contract',
            'months' => $plan->contractMonths,
            'product_sku' => $plan->sku,
            'url_key' => $plan->urlKey,
            'price' => $card['price'],
            'price_incl_vat' => $card['price_incl_vat'],
            'activation_url' => $card['activation_url'],
            'migration_url' => $card['migration_url'],
            'portin_url' => $card['portin_url'],
            'free_device' => $freeDevice === null ? null : Translation::in($lang, static fn (): array => [
                /* translators: %s: a device's name */
                'heading' => sprintf(__('Free %s with this plan', 'whl-bridge'), $freeDevice->name($lang)),
                'name' => $freeDevice->name($lang),
                'regular_price' => Money::format($freeDevice->regularPriceBaisa),
                'price' => Money::format(0),
            ]),
        ];
    }

    /** @return list<array{value: string, label: string, data_only?: true}> the SIM type radio (000 §2.5) */
    private function simOptions(string $lang, bool $migration): array
    {
        return Translation::in($lang, static function () use ($migration): array {
            $options = [
                ['value' => 'physical', 'label' => __('SIM card', 'whl-bridge')],
                ['value' => 'esim', 'label' => __('eSIM', 'whl-bridge')],
            ];
            // a migration keeps the shopper's line: no data-only SIM (000 §2.5)
            return $migration ? $options : [...$options, ['value' => 'data', 'label' => __('Data SIM', 'whl-bridge'), 'data_only' => true]];
        });
    }
}
