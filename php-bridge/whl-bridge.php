<?php

/**
 * Plugin Name:       WHL Storefront Bridge
 * Description:       Serves the storefront widgets: the ajax actions and REST routes of the bridge contract, behind ports with Sandbox adapters.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.2
 * Author:            WHL
 * License:           Proprietary
 * Text Domain:       whl-bridge
 */

declare(strict_types=1);

namespace Whl\Bridge;

defined('ABSPATH') || exit;

use Whl\Bridge\WordPress\Installer;
use Whl\Bridge\WordPress\Plugin;

const VERSION = '0.1.0';

require_once __DIR__ . '/autoload.php';
require_once __DIR__ . '/src/WordPress/template-functions.php';

register_activation_hook(__FILE__, [Installer::class, 'activate']);

Plugin::boot(__FILE__);
