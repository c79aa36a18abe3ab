<?php

/**
 * Loads the real WordPress named by WHL_WP_DIR (the plugin active, its tables created, MariaDB
 * running). HTTP tests talk to the same site at WHL_BASE_URL.
 */

declare(strict_types=1);

$wpDir = getenv('WHL_WP_DIR') ?: '';
if ($wpDir === '' || !is_file(rtrim($wpDir, '/') . '/wp-load.php')) {
    fwrite(STDERR, "WHL_WP_DIR must name a WordPress root with the bridge active (see php-bridge/phpunit.xml.dist).\n");
    exit(1);
}
$baseUrl = getenv('WHL_BASE_URL') ?: '';
if ($baseUrl !== '') {
    $_SERVER['HTTP_HOST'] = (string) parse_url($baseUrl, PHP_URL_HOST) . (parse_url($baseUrl, PHP_URL_PORT) ? ':' . parse_url($baseUrl, PHP_URL_PORT) : '');
}
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
define('WP_USE_THEMES', false);
// PHPUnit includes this file inside a function: WordPress's file-level variables must be made
// global first, as WordPress's own test bootstrap does (sebastianbergmann/phpunit#325).
global $wpdb, $wp_version, $wp_db_version, $current_site, $current_blog, $wp_rewrite, $shortcode_tags, $wp,
    $wp_query, $wp_the_query, $wp_locale, $wp_roles, $wp_plugin_paths, $wp_theme_directories, $table_prefix, $locale;
require rtrim($wpDir, '/') . '/wp-load.php';

if (!class_exists(\Whl\Bridge\WordPress\Plugin::class)) {
    fwrite(STDERR, "The WHL Storefront Bridge plugin is not active in {$wpDir}.\n");
    exit(1);
}

spl_autoload_register(static function (string $class): void {
    $prefix = 'Whl\\Bridge\\Tests\\';
    if (str_starts_with($class, $prefix)) {
        $file = __DIR__ . '/' . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
        if (is_file($file)) {
            require $file;
        }
    }
});
