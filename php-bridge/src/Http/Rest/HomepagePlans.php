<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Rest;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Catalogue\PlanPresenter;
use Whl\Bridge\Application\Validator;
use Whl\Bridge\Domain\Plan;
use Whl\Bridge\Domain\Validation\Choice;
use Whl\Bridge\Http\Endpoint;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Ports\Catalogue;
use Whl\Bridge\WordPress\Html\PlanCards;
use Whl\Bridge\WordPress\Html\PlanTemplates;

/**
 * GET homepage-plans (000 §2.3, §3.3; contract §4.2): public and cacheable. The server HTML of
 * the two homepage families plus ImportantInfoData, and `plans` (PlanCards); `service_type` narrows
 * `plans` for the listing pages. The same cards are what a page's `whl-plan-cards` element holds
 * (light DOM: `html()`, WordPress\Html\PlanCards).
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

    /** 000 §2.3 layout=section: the family's listing page (a route) and how many cards the section shows. */
    private const LISTING = ['prepaid' => 'prepaid-plan-page', 'postpaid' => 'postpaid'];
    private const SECTION_CARDS = 4;

    /**
     * @param \Closure(string): string $pageUrl a path of the site (a route, a plan's activation URL) as an absolute URL
     * @param \Closure(string): string $route a route's path (Settings::route)
     */
    public function __construct(
        private readonly Catalogue $commerce,
        private readonly PlanPresenter $presenter,
        private readonly PlanTemplates $templates,
        private readonly PlanCards $cards,
        private readonly \Closure $pageUrl,
        private readonly \Closure $route,
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

        $all = $this->cardPlans();
        $answer = ['ImportantInfoData' => $this->templates->importantInfo($lang)];
        foreach (self::HOMEPAGE_FAMILIES as $family) {
            $members = array_values(array_filter($all, static fn (Plan $p): bool => $p->family === $family));
            $answer[$family] = [$family . 'Template' => $this->templates->family($family, $members, $lang)];
        }
        $listed = $serviceType === '' ? $all : array_filter($all, static fn (Plan $p): bool => $p->serviceType === $serviceType);
        $answer['plans'] = array_values(array_map(fn (Plan $p): array => $this->presenter->card($p, $lang), $listed));
        return Response::success($answer);
    }

    /**
     * The cards a `whl-plan-cards` element holds (light DOM, WordPress\Html\PlanCards), for its attributes:
     * `service-type` (all), `layout` (grid; section: the family's first cards under its heading and
     * 'see all' link) and `family` (a campaign page). A catalogue that cannot be read prints nothing:
     * the element's widget then says so and offers to reload.
     *
     * @param array<string, string> $attrs the element's attributes, as the widget's description accepts them
     */
    public function html(array $attrs, string $lang): string
    {
        $serviceType = $attrs['service-type'] ?? 'all';
        $family = $attrs['family'] ?? '';
        try {
            $plans = array_values(array_filter(
                $this->cardPlans(),
                static fn (Plan $p): bool => ($serviceType === 'all' || $p->serviceType === $serviceType) && ($family === '' || $p->family === $family),
            ));
        } catch (\RuntimeException) {
            return '';
        }
        $section = ($attrs['layout'] ?? 'grid') === 'section' && isset(self::LISTING[$serviceType]);
        // 000 §2.1 lang=ar on every internal link
        $link = fn (string $path): string => $lang === 'ar' ? add_query_arg('lang', 'ar', ($this->pageUrl)($path)) : ($this->pageUrl)($path);
        return $this->cards->cards(
            array_map(fn (Plan $p): array => $this->presenter->card($p, $lang), $section ? array_slice($plans, 0, self::SECTION_CARDS) : $plans),
            $serviceType,
            $lang,
            $link,
            $link(($this->route)('my_cart')),
            $section ? $link(($this->route)(self::LISTING[$serviceType])) : '',
        );
    }

    /** @return list<Plan> the plans that are a card: a no-contract twin is a term of its contract plan's card (000 §2.5) */
    private function cardPlans(): array
    {
        return array_values(array_filter($this->commerce->plans(), static fn (Plan $p): bool => $p->termOf === ''));
    }
}
