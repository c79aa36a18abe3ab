<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Rest;

defined('ABSPATH') || exit;

/**
 * Issue 6 finding 8: no other origin reads the bridge's REST answers (the nonce, the cart). For
 * the routes of RestController::NAMESPACE only, JSONP is off (`?_jsonp=` would wrap the nonce in
 * a script any page can include) and CORS headers are kept only for the site's own origin:
 * WordPress's rest_send_cors_headers() reflects any Origin, with credentials. Other REST routes
 * keep WordPress's behaviour.
 */
final class CrossOrigin
{
    public static function register(): void
    {
        add_filter('rest_jsonp_enabled', [self::class, 'filterJsonp']);
        // After rest_send_cors_headers (priority 10), which sent the headers this takes back.
        add_filter('rest_pre_serve_request', [self::class, 'limitCors'], 11, 3);
    }

    /**
     * WP_REST_Server::serve_request() asks before it knows the request; the route is the query var
     * rest_api_loaded() serves (pretty URLs are rewritten to it, or it is ?rest_route=).
     */
    public static function filterJsonp(mixed $enabled): mixed
    {
        global $wp;
        $route = $wp instanceof \WP && is_string($wp->query_vars['rest_route'] ?? null) ? $wp->query_vars['rest_route'] : '';
        return self::isBridgeRoute($route) ? false : $enabled;
    }

    public static function limitCors(mixed $served, mixed $result, \WP_REST_Request $request): mixed
    {
        $origin = get_http_origin();
        if ($origin && self::isBridgeRoute($request->get_route()) && strcasecmp($origin, self::siteOrigin()) !== 0) {
            header_remove('Access-Control-Allow-Origin');
            header_remove('Access-Control-Allow-Methods');
            header_remove('Access-Control-Allow-Credentials');
        }
        return $served;
    }

    private static function isBridgeRoute(string $route): bool
    {
        $path = strtolower(trim($route, '/'));
        return $path === RestController::NAMESPACE || str_starts_with($path, RestController::NAMESPACE . '/');
    }

    /** scheme://host[:port] of home_url(), as a browser writes its Origin header. */
    private static function siteOrigin(): string
    {
        $home = wp_parse_url(home_url());
        return ($home['scheme'] ?? 'http') . '://' . ($home['host'] ?? '') . (isset($home['port']) ? ':' . $home['port'] : '');
    }
}
