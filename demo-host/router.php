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

// A test host (demo-host/lib/host.mjs startHost({ test: true })) serves its scripts, styles, fonts
// and images with a cache lifetime, as a production web server does for WordPress's versioned assets:
// a journey's next page then runs its scripts from the browser's caches instead of fetching and
// compiling them again (decision 152). The demo itself does not: a rebuilt bundle keeps its address.
const CACHED_TYPES = ['js' => 'text/javascript', 'css' => 'text/css', 'svg' => 'image/svg+xml', 'woff2' => 'font/woff2', 'png' => 'image/png'];
$type = CACHED_TYPES[strtolower(pathinfo($path, PATHINFO_EXTENSION))] ?? null;
if ($type !== null && getenv('WHL_CACHE_STATIC') === '1' && is_file($file)) {
    header('Content-Type: ' . $type);
    header('Content-Length: ' . filesize($file));
    header('Cache-Control: public, max-age=3600');
    readfile($file);
    return true;
}
if ($path !== '/' && (is_file($file) || (is_dir($file) && is_file(rtrim($file, '/') . '/index.php')))) {
    return false;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
