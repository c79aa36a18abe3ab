<?php

// Router for PHP's built-in server: real files are served as they are, everything else goes to
// WordPress, so pretty permalinks and /wp-json/ work as under Apache or nginx.
$path = rawurldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');
$file = $_SERVER['DOCUMENT_ROOT'] . $path;

// The plugin folder links the whole php-bridge/: serve only what the plugin's package ships, and of
// that not its documentation (scripts/lib/plugin-package.json), so neither tests nor tools are served.
$plugin = realpath($_SERVER['DOCUMENT_ROOT'] . '/wp-content/plugins/whl-bridge');
$real = realpath($file);
if ($plugin !== false && $real !== false && str_starts_with($real, $plugin . '/')) {
    $inside = substr($real, strlen($plugin) + 1);
    $package = json_decode((string) file_get_contents(__DIR__ . '/../scripts/lib/plugin-package.json'), true);
    $shipped = array_filter($package['ships'], static fn (string $p): bool => $inside === $p || str_starts_with($inside, $p . '/'));
    if ($shipped === [] || in_array($inside, $package['not_served'], true)) {
        http_response_code(404);
        return true;
    }
}

if ($path !== '/' && (is_file($file) || (is_dir($file) && is_file(rtrim($file, '/') . '/index.php')))) {
    return false;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
