<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Frontend;

defined('ABSPATH') || exit;

/**
 * Issue 6 finding 10: the shop's pages may be framed only by the site itself (no clickjacking of
 * the purchase steps), and no answer names the versions of PHP or WordPress.
 */
final class SecurityHeaders
{
    public static function register(): void
    {
        // PHP adds it to every answer (expose_php); admin-ajax, REST and pages alike.
        header_remove('X-Powered-By');
        add_filter('wp_headers', [self::class, 'filterHeaders']);
        remove_action('wp_head', 'wp_generator');
        add_filter('the_generator', '__return_empty_string'); // feeds, OPML, comments
        add_filter('script_loader_src', [self::class, 'filterAssetVersion']);
        add_filter('style_loader_src', [self::class, 'filterAssetVersion']);
    }

    /**
     * Headers of every front-end page (WP::send_headers). A policy another plugin or the theme
     * set already is left as it is.
     *
     * @param array<string, string> $headers
     * @return array<string, string>
     */
    public static function filterHeaders(array $headers): array
    {
        $headers['X-Frame-Options'] ??= 'SAMEORIGIN';
        $headers['Content-Security-Policy'] ??= "frame-ancestors 'self'";
        return $headers;
    }

    /**
     * Core scripts and styles carry `ver=<WordPress version>`: replaced by a key derived from it,
     * which still changes with each update (browser caches) but does not tell the version.
     */
    public static function filterAssetVersion(mixed $src): mixed
    {
        $version = (string) get_bloginfo('version');
        if (!is_string($src) || !str_contains($src, 'ver=' . $version)) {
            return $src;
        }
        return (string) preg_replace(
            '/([?&]ver=)' . preg_quote($version, '/') . '(?=&|#|$)/',
            '${1}' . substr(wp_hash('ver' . $version), 0, 10),
            $src,
        );
    }
}
