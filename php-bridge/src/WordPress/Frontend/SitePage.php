<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Frontend;

defined('ABSPATH') || exit;

/**
 * What kind of page a path is for the site-wide behaviour (000 §2.1, contract §1 `site.page`), read
 * from the configured routes (editors may rename pages): a checkout step (browser back neutralised,
 * the cart exit popup), a thank-you page (the back button after it goes home), track order or my
 * orders (001 §2.2, §2.4: their back button rules); '' for the others.
 */
final class SitePage
{
    /**
     * kind => the route names (contract §1) of its pages. The cart is not a checkout step
     * (docs/decisions/110-checkout-steps-are-the-personal-info.md).
     */
    public const KINDS = [
        'checkout' => ['{service_type}-personal-info', '{service_type}-delivery', '{service_type}-payment', 'tourist-pack-payment'],
        'thank-you' => ['{service_type}-thank-you', 'tourist-pack-thank-you', 'pre-to-post-thank-you'],
        'track-order' => ['trackorder'],
        'my-orders' => ['my-orders'],
    ];

    /**
     * @param array<string, string> $routes route name => path relative to the site (contract §1)
     * @param string $sitePath the site's own path ('' or '/om' for a shop in a sub-directory)
     * @param string $path the page's path, from the site's root
     */
    public static function kind(array $routes, string $sitePath, string $path): string
    {
        $path = rtrim($path, '/');
        foreach (self::KINDS as $kind => $names) {
            foreach ($names as $name) {
                if (!isset($routes[$name])) {
                    continue;
                }
                $route = rtrim($sitePath, '/') . $routes[$name];
                $parts = array_map(static fn (string $part): string => preg_quote($part, '#'), explode('{service_type}', $route));
                if (preg_match('#^' . rtrim(implode('[^/]+', $parts), '/') . '$#', $path) === 1) {
                    return $kind;
                }
            }
        }
        return '';
    }

    /**
     * The kind of the page being served (its request path).
     *
     * @param array<string, string> $routes
     */
    public static function current(array $routes): string
    {
        $uri = isset($_SERVER['REQUEST_URI']) ? (string) wp_unslash($_SERVER['REQUEST_URI']) : '/';
        $path = (string) wp_parse_url($uri, PHP_URL_PATH);
        return self::kind($routes, (string) wp_parse_url(home_url('/'), PHP_URL_PATH), $path);
    }
}
