<?php

declare(strict_types=1);

namespace Whl\Bridge\Rest;

defined('ABSPATH') || exit;

use Whl\Bridge\Catalogue\NumberListing;
use Whl\Bridge\Catalogue\PlanPresenter;
use Whl\Bridge\Http\BridgeException;
use Whl\Bridge\Http\Endpoint;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\Validation\CatalogueKey;
use Whl\Bridge\Validation\Choice;
use Whl\Bridge\Validation\Validator;

/**
 * GET plan-details-numbers-list (000 §2.7, §7.2; contract §4.3, §7.2): the plan and a page of its
 * free numbers, page_size per vanity level, with has_more per group. Public; cached briefly since
 * holds change the list.
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

    public function __construct(
        private readonly Commerce $commerce,
        private readonly PlanPresenter $presenter,
        private readonly NumberListing $numbers,
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
}
