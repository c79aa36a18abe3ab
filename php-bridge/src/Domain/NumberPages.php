<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * 000 §2.2, §2.7 the number selection pages: which service type a page stands for (the placement's,
 * else the `/{service_type}-…` route its path is; none on the plain routes), the route of the other
 * page in the same form, the back button's route, and the numbers a group shows before 'show more'.
 * The widgets' twin is src/domain/number-pages.ts, bound by test/fixtures/rules/number-pages.json.
 */
final class NumberPages
{
    /** 000 §2.7: a group shows its first five numbers, the rest behind 'show more'. */
    public const VISIBLE_PER_GROUP = 5;

    private const SERVICE_TYPES = ['prepaid', 'postpaid'];
    private const FORMS = ['{service_type}-recommended-numbers', '{service_type}-search-number'];

    /**
     * @param array<string, string> $routes route name => the configured path (000 §2.2, with `{service_type}`)
     * @param string $base the site's own path (a WordPress in a sub-folder)
     * @param string $path the page's path
     * @param ?string $placement the element's `service-type` attribute, when it has one
     */
    public static function serviceType(array $routes, string $base, string $path, ?string $placement): ?string
    {
        if ($placement !== null && $placement !== '') {
            return $placement;
        }
        $path = rtrim($path, '/');
        foreach (self::SERVICE_TYPES as $serviceType) {
            foreach (self::FORMS as $form) {
                if (isset($routes[$form]) && rtrim(rtrim($base, '/') . str_replace('{service_type}', $serviceType, $routes[$form]), '/') === $path) {
                    return $serviceType;
                }
            }
        }
        return null;
    }

    /** 000 §2.2: the route of the other number page (from `recommended` or `search`), in the same form as this one. */
    public static function otherRoute(string $mode, ?string $serviceType): string
    {
        $search = $mode === 'recommended';
        if ($serviceType !== null) {
            return $search ? '{service_type}-search-number' : '{service_type}-recommended-numbers';
        }
        return $search ? 'search_number' : 'recommended_numbers';
    }

    /** 000 §2.7 the back button's route: the prepaid page, the postpaid page or home. */
    public static function backRoute(?string $serviceType): string
    {
        return match ($serviceType) {
            'prepaid' => 'prepaid-plan-page',
            'postpaid' => 'postpaid',
            default => 'homepage',
        };
    }
}
