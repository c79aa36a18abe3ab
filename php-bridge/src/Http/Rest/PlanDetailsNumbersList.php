<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Rest;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Catalogue\NumberListing;
use Whl\Bridge\Application\Catalogue\PlanPresenter;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Application\Validator;
use Whl\Bridge\Domain\NumberPages;
use Whl\Bridge\Domain\NumberQuery;
use Whl\Bridge\Domain\Plan;
use Whl\Bridge\Domain\Validation\CatalogueKey;
use Whl\Bridge\Domain\Validation\Choice;
use Whl\Bridge\Http\Endpoint;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Ports\Catalogue;
use Whl\Bridge\WordPress\Html\NumberPreview;
use Whl\Bridge\WordPress\Settings;

/**
 * GET plan-details-numbers-list (000 §2.7, §7.2; contract §4.3, §7.2): the plan and a page of its
 * free numbers, page_size per vanity level, with has_more per group. Public; cached briefly since
 * holds change the list. Its first page is also what a number page's `whl-number-picker` element
 * holds (light DOM: `html()`, WordPress\Html\NumberPreview) until its widget shows the same list.
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
        $query = $this->numbers->query($request->strings(NumberListing::FIELDS), $plan->serviceType ?? 'prepaid', $validator, patternRequired: false);
        $validator->validate();
        if ($plan === null) {
            throw Refusal::notFound();
        }
        return Response::success($this->answer($plan, $this->numbers->page($query), $request->lang()));
    }

    /**
     * The first screen a number page's element holds (WordPress\Html\NumberPreview): the plan of `?plan=` and the
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
            $plan = $this->commerce->planByUrlKey($key) ?? throw new \RuntimeException('no such plan');
            $page = $this->numbers->page(new NumberQuery($plan->serviceType, '*', [], $this->settings->numbersPageSize(), 1));
        } catch (\RuntimeException) {
            return ''; // no plan, or a catalogue that cannot be read: the widget decides
        }
        $mode = ($attrs['mode'] ?? 'recommended') === 'search' ? 'search' : 'recommended';
        $base = (string) wp_parse_url(home_url('/'), PHP_URL_PATH);
        $serviceType = NumberPages::serviceType($this->settings->routes(), $base, $path, $attrs['service-type'] ?? null);
        return $this->preview->page(
            $this->presenter->details($plan, $lang),
            $page['numbers'],
            $page['has_more'],
            [
                'back' => $this->link(NumberPages::backRoute($serviceType), $serviceType, [], $lang),
                'other' => $this->link(NumberPages::otherRoute($mode, $serviceType), $serviceType, $query, $lang),
                'search' => $mode === 'search',
                'freeDevices' => ($query['offer'] ?? '') === 'free-device',
            ],
            $lang,
        ) . self::firstPage($plan->urlKey, $this->settings->numbersPageSize(), $lang, $this->answer($plan, $page, $lang));
    }

    /**
     * A link of the number page's first screen: the route's page, the query the number pages keep (000 §2.7)
     * and lang=ar on every internal link in Arabic (000 §2.1).
     *
     * @param array<string, string> $query
     */
    private function link(string $route, ?string $serviceType, array $query, string $lang): string
    {
        $kept = array_filter(array_intersect_key($query, array_flip(self::PAGE_PARAMS)), static fn (string $v): bool => $v !== '');
        return add_query_arg(
            array_map('rawurlencode', $kept + ($lang === 'ar' ? ['lang' => 'ar'] : [])),
            home_url($this->settings->route($route, (string) $serviceType)),
        );
    }

    /**
     * contract §4.3's answer for a plan and a page of its numbers (the first page's is also printed
     * in the number page's element, firstPage).
     *
     * @param array{numbers: array<string, mixed>, has_more: array<string, bool>} $page
     * @return array<string, mixed>
     */
    private function answer(Plan $plan, array $page, string $lang): array
    {
        return [
            'response_plan_details' => $this->presenter->details($plan, $lang),
            'service_type' => $plan->serviceType,
            'response_numbers' => $page['numbers'],
            'has_more' => $page['has_more'],
            'gtm' => $this->presenter->gtm($plan),
        ];
    }

    /**
     * The first page's answer as the widget's first request would get it, with that request (contract
     * §4.3: url_key, every level, '*', page 1): the widget starts from it instead of asking again. JSON
     * in an inert script element, every character that could end it escaped.
     *
     * @param array<string, mixed> $answer
     */
    private static function firstPage(string $urlKey, int $pageSize, string $lang, array $answer): string
    {
        $query = [
            'type' => 'url_key', 'key' => $urlKey, 'vanity_level' => '', 'msisdn_pattern' => '*',
            'page_size' => $pageSize, 'page_index' => 1, 'lang' => $lang,
        ];
        $printed = ['query' => $query, 'answer' => ['responseCode' => 'success'] + $answer];
        $json = wp_json_encode($printed, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT);
        return '<script type="application/json" class="whl-first-page">' . $json . '</script>';
    }
}
