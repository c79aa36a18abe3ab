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

const VERSION = '0.1.0';

// Own PSR-4 style autoloader (no Composer): Whl\Bridge\Foo\Bar -> src/Foo/Bar.php.
spl_autoload_register(static function (string $class): void {
    if (!str_starts_with($class, __NAMESPACE__ . '\\')) {
        return;
    }
    $file = __DIR__ . '/src/' . str_replace('\\', '/', substr($class, strlen(__NAMESPACE__) + 1)) . '.php';
    if (is_file($file)) {
        require $file;
    }
});

require_once __DIR__ . '/src/template-functions.php';

register_activation_hook(__FILE__, [Installer::class, 'activate']);

Plugin::boot(__FILE__);
