<?php

/**
 * The plugin's own PSR-4 style autoloader (no Composer): Whl\Bridge\Foo\Bar -> src/Foo/Bar.php.
 * Loaded by whl-bridge.php, and by uninstall.php, which WordPress runs without the plugin loaded.
 */

declare(strict_types=1);

namespace Whl\Bridge;

defined('ABSPATH') || exit;

spl_autoload_register(static function (string $class): void {
    if (!str_starts_with($class, __NAMESPACE__ . '\\')) {
        return;
    }
    $file = __DIR__ . '/src/' . str_replace('\\', '/', substr($class, strlen(__NAMESPACE__) + 1)) . '.php';
    if (is_file($file)) {
        require $file;
    }
});
