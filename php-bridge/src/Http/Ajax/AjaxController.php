<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Http\Endpoint;
use Whl\Bridge\Http\Pipeline;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;

/**
 * Routes an admin-ajax action (and its sub_action) through Actions::TABLE to its handler and runs
 * it through the pipeline. Registered for wp_ajax_ and wp_ajax_nopriv_ alike: the shop's guests
 * are logged out.
 */
final class AjaxController
{
    /**
     * @param \Closure(class-string<ActionGroup>): ActionGroup $groupFor an action group, built on demand
     * @param list<string> $actions the actions this site serves (Actions::TABLE's, less the Sandbox's own when refused)
     */
    public function __construct(
        private readonly \Closure $groupFor,
        private readonly Pipeline $pipeline,
        private readonly array $actions,
    ) {
    }

    public function dispatch(string $action): void
    {
        $this->handle($action, Request::fromGlobals())->send();
    }

    public function handle(string $action, Request $request): Response
    {
        $sub = $request->string('sub_action');
        $route = in_array($action, $this->actions, true) ? Actions::route($action, $sub) : null;
        if ($route === null) {
            return Response::error('not_found')->withNoStore();
        }
        [$class, $method] = $route['handler'];
        try {
            $group = ($this->groupFor)($class);
        } catch (Refusal $e) { // its services cannot be built here (e.g. the adapters are refused)
            return Response::fromException($e)->withNoStore();
        }
        $endpoint = self::endpoint(Actions::endpointName($action, $sub), $route, $group->$method(...));
        // An unknown action or sub_action, or GET on a POST-only action, is a route that does not exist.
        if (!$endpoint->allows($request->method())) {
            return Response::error('not_found')->withNoStore();
        }
        return $this->pipeline->run($endpoint, $request);
    }

    /** @param array{handler: array{string, string}, rate: string, get?: bool, nonce?: bool, captcha?: string, captcha_field?: string, cache?: int} $route */
    private static function endpoint(string $name, array $route, \Closure $handler): Endpoint
    {
        return new Endpoint(
            $name,
            $handler,
            $route['rate'],
            nonce: $route['nonce'] ?? true,
            allowsGet: $route['get'] ?? false,
            captchaAction: $route['captcha'] ?? null,
            captchaField: $route['captcha_field'] ?? 'captcha-response',
            publicCacheSeconds: $route['cache'] ?? 0,
        );
    }
}
