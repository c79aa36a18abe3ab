<?php

declare(strict_types=1);

namespace Whl\Bridge\Rest;

defined('ABSPATH') || exit;

use Whl\Bridge\Catalogue\NumberListing;
use Whl\Bridge\Catalogue\PlanPresenter;
use Whl\Bridge\Domain\NumberQuery;
use Whl\Bridge\Html\NumberPreview;
use Whl\Bridge\Http\BridgeException;
use Whl\Bridge\Http\Endpoint;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Ports\Catalogue;
use Whl\Bridge\Settings;
use Whl\Bridge\Validation\CatalogueKey;
use Whl\Bridge\Validation\Choice;
use Whl\Bridge\Validation\Validator;

/**
 * GET plan-details-numbers-list (000 §2.7, §7.2; contract §4.3, §7.2): the plan and a page of its
 * free numbers, page_size per vanity level, with has_more per group. Public; cached briefly since
 * holds change the list. Its first page is also what a number page's `whl-number-picker` element
 * holds (light DOM: `html()`, Html\NumberPreview) until its widget shows the same list.
 */
final class PlanDetailsNumbersList implements RestRoute
{
    public const PATH = '/plan-details-numbers-list';
    public const ARGS = [
        'type' => ['description' => 'url_key (or sku).', 'type' => 'string'],
        'key' => ['description' => 'The plan url key.', 'type' => 'string'],
        'vanity_level' => ['description' => 'FREE, SILVER, GOLD, PLATINUM or empty for all.', 'type' => 'string'],
        'msisdn_pattern' => ['description' => '* or 3–8 digits.', 'type' => 'string'],
        'page_size' => ['description' => 'Numbers per vanity level, 1–50.', 'type' => 'string'],
        'page_index' => ['description' => 'From 1.', 'type' => 'string'],
        'lang' => ['description' => 'en or ar.', 'type' => 'string'],
    ];

    private const CACHE_SECONDS = 10;

    /** 000 §2.7 the query kept on every link between the two number pages (NUMBER_PAGE_PARAMS of the widgets). */
    public const PAGE_PARAMS = ['plan', 'method', 'type', 'offer', 'activation'];

    public function __construct(
        private readonly Catalogue $commerce,
        private readonly PlanPresenter $presenter,
        private readonly NumberListing $numbers,
        private readonly NumberPreview $preview,
        private readonly Settings $settings,
    ) {
    }

    public function endpoint(): Endpoint
    {
        return Endpoint::publicCatalogue('rest:plan-details-numbers-list', $this->handle(...), self::CACHE_SECONDS);
    }

    public function handle(Request $request): Response
    {
        $type = $request->string('type', 'url_key');
        $key = trim($request->string('key'));
        $validator = (new Validator())
            ->check('type', Choice::error($type, Choice::PLAN_KEY_TYPES, 'plan_key_type_invalid'))
            ->check('key', $type === 'sku' ? CatalogueKey::skuError($key) : CatalogueKey::urlKeyError($key));
        $plan = $validator->errors() === []
            ? ($type === 'sku' ? $this->commerce->planBySku($key) : $this->commerce->planByUrlKey($key))
            : null;
        $query = $this->numbers->query($request, $plan->serviceType ?? 'prepaid', $validator, patternRequired: false);
        $validator->validate();
        if ($plan === null) {
            throw BridgeException::notFound();
        }
        $lang = $request->lang();
        $page = $this->numbers->page($query);
        return Response::success([
            'response_plan_details' => $this->presenter->details($plan, $lang),
            'service_type' => $plan->serviceType,
            'response_numbers' => $page['numbers'],
            'has_more' => $page['has_more'],
            'gtm' => $this->presenter->gtm($plan),
        ]);
    }

    /**
     * The first screen a number page's element holds (Html\NumberPreview): the plan of `?plan=` and the
     * first page of its numbers, as the widget's first request asks for them (every level, page_size
     * of the settings, page 1). Nothing when the plan is not one (the widget sends the shopper to the
     * base URL) or the catalogue cannot be read (the widget says so and offers to try again).
     *
     * @param array<string, string> $attrs the element's attributes, as its description accepts them
     * @param array<string, string> $query the page's query: `plan` and the parameters kept between the number pages
     * @param string $path the page's path, which names its service type on a `{service_type}-…` route
     */
    public function html(array $attrs, array $query, string $path, string $lang): string
    {
        $key = $query['plan'] ?? '';
        if (CatalogueKey::urlKeyError($key) !== null) {
            return '';
        }
        try {
            $plan = $this->commerce->planByUrlKey($key);
            if ($plan === null) {
                return '';
            }
            $page = $this->numbers->page(new NumberQuery($plan->serviceType, '*', [], $this->settings->numbersPageSize(), 1));
        } catch (\RuntimeException) {
            return '';
        }
        $search = ($attrs['mode'] ?? 'recommended') === 'search';
        $serviceType = $attrs['service-type'] ?? $this->pageServiceType($path);
        $kept = array_filter(array_intersect_key($query, array_flip(self::PAGE_PARAMS)), static fn (string $v): bool => $v !== '');
        $other = $search ? 'recommended' : 'search';
        $otherRoute = $serviceType === null
            ? ($other === 'search' ? 'search_number' : 'recommended_numbers')
            : ($other === 'search' ? '{service_type}-search-number' : '{service_type}-recommended-numbers');
        $backRoute = match ($serviceType) {
            'prepaid' => 'prepaid-plan-page',
            'postpaid' => 'postpaid',
            default => 'homepage',
        };
        // 000 §2.1 lang=ar on every internal link
        $link = fn (string $route, array $args = []): string => add_query_arg(
            array_map('rawurlencode', $args + ($lang === 'ar' ? ['lang' => 'ar'] : [])),
            home_url($this->settings->route($route, (string) $serviceType)),
        );
        return $this->preview->page(
            $this->presenter->details($plan, $lang),
            $page['numbers'],
            $page['has_more'],
            [
                'back' => $link($backRoute),
                'other' => $link($otherRoute, $kept),
                'search' => $search,
                'freeDevices' => ($query['offer'] ?? '') === 'free-device',
            ],
            $lang,
        );
    }

    /** The service type a `/{service_type}-…-numbers/` page stands for; null on the plain number routes (numberPageServiceType of the widgets). */
    private function pageServiceType(string $path): ?string
    {
        $base = untrailingslashit((string) wp_parse_url(home_url('/'), PHP_URL_PATH));
        foreach (['prepaid', 'postpaid'] as $serviceType) {
            foreach (['{service_type}-recommended-numbers', '{service_type}-search-number'] as $route) {
                if (untrailingslashit($base . $this->settings->route($route, $serviceType)) === untrailingslashit($path)) {
                    return $serviceType;
                }
            }
        }
        return null;
    }
}
