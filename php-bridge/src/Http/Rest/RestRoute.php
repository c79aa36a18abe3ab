<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Rest;

defined('ABSPATH') || exit;

use Whl\Bridge\Http\Endpoint;

/**
 * One REST route of namespace wp-rest/v1 (000 §7). Each class declares PATH and ARGS as constants,
 * so routes are registered without building anything; the object is made when the route runs.
 * Arguments are declared for discovery only: checks happen in the pipeline and Validation, so
 * every failure has the contract's envelope.
 */
interface RestRoute
{
    public function endpoint(): Endpoint;
}
