<?php

/**
 * The bridge's endpoints, for the drop-ins: they run before any plugin is loaded, so they read the
 * action table's file directly (src/Http/Ajax/Actions.php: constants only, no autoloading needed).
 */

declare(strict_types=1);

namespace Whl\Bridge\DropIns;

defined('ABSPATH') || exit;

require_once dirname(__DIR__) . '/src/Http/Ajax/Actions.php';

return [
    'ajax_actions' => \Whl\Bridge\Http\Ajax\Actions::names(),
    'rest_namespace' => 'wp-rest/v1',
];
