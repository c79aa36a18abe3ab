<?php

declare(strict_types=1);

namespace Whl\Bridge\Rest;

defined('ABSPATH') || exit;

use Whl\Bridge\Http\BridgeException;
use Whl\Bridge\Http\Pipeline;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;

/** Registers the REST routes of namespace wp-rest/v1 and runs each through the pipeline. */
final class RestController
{
    public const NAMESPACE = 'wp-rest/v1';

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
                'callback' => static function (\WP_REST_Request $request) use ($build, $pipeline, $class): \WP_REST_Response {
                    try {
                        $route = $build($class);
                    } catch (BridgeException $e) { // its services cannot be built here (e.g. the adapters are refused)
                        return Response::fromException($e)->withNoStore()->toRest();
                    }
                    return $pipeline()->run($route->endpoint(), Request::fromRest($request))->toRest();
                },
                'permission_callback' => '__return_true', // nonce and limits: in the pipeline, in the envelope
                // Declared for discovery; WordPress must not check them (its errors lack our envelope).
                'args' => array_map(
                    static fn (array $arg): array => $arg + ['sanitize_callback' => null, 'validate_callback' => null],
                    $class::ARGS,
                ),
            ]);
        }
    }
}
