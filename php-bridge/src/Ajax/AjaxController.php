<?php

declare(strict_types=1);

namespace Whl\Bridge\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Http\BridgeException;
use Whl\Bridge\Http\Pipeline;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;

/**
 * Routes an admin-ajax action (and its sub_action) to its endpoint and runs it through the
 * pipeline. Registered for wp_ajax_ and wp_ajax_nopriv_ alike: the shop's guests are logged out.
 */
final class AjaxController
{
    /** @param \Closure(string): ?ActionGroup $groupFor action => its group, built on demand */
    public function __construct(
        private readonly \Closure $groupFor,
        private readonly Pipeline $pipeline,
    ) {
    }

    public function dispatch(string $action): void
    {
        $this->handle($action, Request::fromGlobals())->send();
    }

    public function handle(string $action, Request $request): Response
    {
        try {
            $group = ($this->groupFor)($action);
        } catch (BridgeException $e) { // its services cannot be built here (e.g. the adapters are refused)
            return Response::fromException($e)->withNoStore();
        }
        if ($group === null) {
            return Response::error('not_found')->withNoStore();
        }
        $endpoints = $group->endpoints();
        $sub = $request->string('sub_action');
        $endpoint = $sub !== '' && isset($endpoints["{$action}:{$sub}"]) ? $endpoints["{$action}:{$sub}"] : ($endpoints[$action] ?? null);
        // An unknown sub_action, or GET on a POST-only action, is a route that does not exist.
        if ($endpoint === null || !$endpoint->allows($request->method())) {
            return Response::error('not_found')->withNoStore();
        }
        return $this->pipeline->run($endpoint, $request);
    }
}
