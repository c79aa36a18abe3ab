<?php

/**
 * Deleting the plugin in wp-admin (WordPress runs this file, the plugin not loaded): everything the
 * plugin created goes (Uninstaller). Deactivating keeps it all.
 */

declare(strict_types=1);

defined('WP_UNINSTALL_PLUGIN') || exit;

require_once __DIR__ . '/autoload.php';

\Whl\Bridge\WordPress\Uninstaller::run();
