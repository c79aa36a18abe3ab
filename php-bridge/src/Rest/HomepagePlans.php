<?php

declare(strict_types=1);

namespace Whl\Bridge\Rest;

defined('ABSPATH') || exit;

use Whl\Bridge\Catalogue\PlanPresenter;
use Whl\Bridge\Domain\Plan;
use Whl\Bridge\Html\PlanTemplates;
use Whl\Bridge\Http\Endpoint;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\Validation\Choice;
use Whl\Bridge\Validation\Validator;

/**
 * GET homepage-plans (000 §2.3, §3.3; contract §4.2): public and cacheable. The server HTML of
 * the two homepage families plus ImportantInfoData, and `plans` (PlanCards) which the widgets
 * render; `service_type` narrows `plans` for the listing pages.
 */
final class HomepagePlans implements RestRoute
{
    public const PATH = '/homepage-plans';
    public const ARGS = [
        'lang' => ['description' => 'en or ar.', 'type' => 'string'],
        'service_type' => ['description' => 'prepaid or postpaid: narrows plans.', 'type' => 'string'],
    ];

    /** The families the homepage shows as server HTML (000 §3.3). */
    private const HOMEPAGE_FAMILIES = ['PrepaidHala', 'PostpaidShahryEndless'];

    private const CACHE_SECONDS = 300;

    public function __construct(
        private readonly Commerce $commerce,
        private readonly PlanPresenter $presenter,
        private readonly PlanTemplates $templates,
    ) {
    }

    public function endpoint(): Endpoint
    {
        return Endpoint::publicCatalogue('rest:homepage-plans', $this->handle(...), self::CACHE_SECONDS);
    }

    public function handle(Request $request): Response
    {
        $lang = $request->lang();
        $serviceType = $request->string('service_type');
        (new Validator())->check('service_type', $serviceType === '' ? null : Choice::serviceTypeError($serviceType))->validate();

        // a no-contract twin is a term of its contract plan's card (000 §2.5), not a card of its own
        $all = array_values(array_filter($this->commerce->plans(), static fn (Plan $p): bool => $p->termOf === ''));
        $answer = ['ImportantInfoData' => $this->templates->importantInfo($lang)];
        foreach (self::HOMEPAGE_FAMILIES as $family) {
            $members = array_values(array_filter($all, static fn (Plan $p): bool => $p->family === $family));
            $answer[$family] = [$family . 'Template' => $this->templates->family($family, $members, $lang)];
        }
        $listed = $serviceType === '' ? $all : array_filter($all, static fn (Plan $p): bool => $p->serviceType === $serviceType);
        $answer['plans'] = array_values(array_map(fn (Plan $p): array => $this->presenter->card($p, $lang), $listed));
        return Response::success($answer);
    }
}
