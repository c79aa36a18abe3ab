<?php

declare(strict_types=1);

namespace Whl\Bridge\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Http\Endpoint;

/** One group of admin-ajax actions (the spec's §7 tables), built only when one of them runs. */
interface ActionGroup
{
    /** @return array<string, Endpoint> keyed by action, or "action:sub_action" */
    public function endpoints(): array;
}
