<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Rest;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Http\Pipeline;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;

/**
 * Serves the REST routes of namespace wp-rest/v1 through the pipeline: directly from the parsed
 * request when it is a GET of one of them (serveEarly), else through WordPress's REST server,
 * where they are registered too (discovery, and any request the early path leaves alone).
 */
final class RestController
{
    public const NAMESPACE = 'wp-rest/v1';

    /**
     * First on `wp_loaded` (issue 15; it was `parse_request`): a GET of one of our routes is answered
     * here and the request ends. WordPress's REST server would first build every route of core and of
     * the plugins (about 3 ms, a third more than the call itself), and WordPress its page work on
     * wp_loaded (6.1's theme.json web fonts, 1.3 ms), for a call that needs none of them; cookie
     * authentication, CORS and JSONP, which it would add, are not wanted on these routes (the nonce
     * is the bridge's own, the answers are for the site's origin only).
     *
     * @param list<class-string<RestRoute>>            $routes
     * @param \Closure(class-string<RestRoute>): RestRoute $build
     * @param \Closure(): Pipeline                      $pipeline
     */
    public static function serveEarly(?string $route, array $routes, \Closure $build, \Closure $pipeline): void
    {
        $class = self::earlyRoute($route, $routes);
        if ($class === null) {
            return;
        }
        header('X-Robots-Tag: noindex');
        send_nosniff_header();
        self::answer($class, Request::fromRestGlobals(), $build, $pipeline)->send();
        exit;
    }

    /**
     * The route of $routes the request's $route names when it is a GET (serveEarly answers it), else null.
     *
     * @param list<class-string<RestRoute>> $routes
     * @return class-string<RestRoute>|null
     */
    public static function earlyRoute(?string $route, array $routes): ?string
    {
        if ($route === null || ($_SERVER['REQUEST_METHOD'] ?? '') !== 'GET') {
            return null;
        }
        $path = '/' . trim($route, '/');
        foreach ($routes as $class) {
            if (strcasecmp($path, '/' . self::NAMESPACE . $class::PATH) === 0) {
                return $class;
            }
        }
        return null;
    }

    /**
     * The REST route a request asks for, read as WordPress reads it (its `rest_route` parameter, or the
     * path under the REST prefix, `/wp-json/…`, that its rewrite rule maps to it); null for any other request.
     */
    public static function requestedRoute(): ?string
    {
        // routing only; the pipeline checks the call
        $route = $_GET['rest_route'] ?? null;
        if (is_string($route)) {
            return $route;
        }
        // compared with a prefix, never printed
        $path = is_string($_SERVER['REQUEST_URI'] ?? null) ? (string) parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) : '';
        $prefix = rtrim((string) parse_url(home_url('/'), PHP_URL_PATH), '/') . '/' . rest_get_url_prefix() . '/';
        return str_starts_with($path, $prefix) ? '/' . substr($path, strlen($prefix)) : null;
    }

    /**
     * @param list<class-string<RestRoute>>            $routes
     * @param \Closure(class-string<RestRoute>): RestRoute $build
     * @param \Closure(): Pipeline                      $pipeline
     */
    public static function register(array $routes, \Closure $build, \Closure $pipeline): void
    {
        foreach ($routes as $class) {
            register_rest_route(self::NAMESPACE, $class::PATH, [
                'methods' => 'GET',
                'callback' => static fn (\WP_REST_Request $request): \WP_REST_Response
                    => self::answer($class, Request::fromRest($request), $build, $pipeline)->toRest(),
                'permission_callback' => '__return_true', // nonce and limits: in the pipeline, in the envelope
                // Declared for discovery; WordPress must not check them (its errors lack our envelope).
                'args' => array_map(
                    static fn (array $arg): array => $arg + ['sanitize_callback' => null, 'validate_callback' => null],
                    $class::ARGS,
                ),
            ]);
        }
    }

    /**
     * @param class-string<RestRoute>                    $class
     * @param \Closure(class-string<RestRoute>): RestRoute $build
     * @param \Closure(): Pipeline                      $pipeline
     */
    private static function answer(string $class, Request $request, \Closure $build, \Closure $pipeline): Response
    {
        try {
            $route = $build($class);
        } catch (Refusal $e) { // its services cannot be built here (e.g. the adapters are refused)
            return Response::fromException($e)->withNoStore();
        }
        return $pipeline()->run($route->endpoint(), $request);
    }
}
