<?php

/**
 * Template tags for themes.
 */

declare(strict_types=1);

defined('ABSPATH') || exit;

use Whl\Bridge\WordPress\Plugin;

if (!function_exists('whl_bridge_widget')) {
    /**
     * Markup of one widget, e.g. `echo whl_bridge_widget('cart-badge');`. The widget's script is
     * then enqueued in the footer. Unknown widget names give an empty string.
     *
     * @param array<string, scalar> $attrs element attributes, e.g. ['service-type' => 'prepaid']
     */
    function whl_bridge_widget(string $name, array $attrs = []): string
    {
        return Plugin::instance()->widgets()->render($name, $attrs);
    }
}

if (!function_exists('whl_bridge_login_url')) {
    /**
     * The login link (contract §4.21): the identity provider's login, then back to $return (this
     * site's page; the current one by default) in the current language.
     */
    function whl_bridge_login_url(string $return = ''): string
    {
        if ($return === '') {
            // checked by wp_validate_redirect at login
            $return = home_url(isset($_SERVER['REQUEST_URI']) ? wp_unslash($_SERVER['REQUEST_URI']) : '/');
        }
        return Plugin::instance()->loginFlow()->startUrl($return, \Whl\Bridge\WordPress\Frontend\Language::current());
    }
}

if (!function_exists('whl_bridge_logged_in_user')) {
    /**
     * The logged-in customer's names (000 §3.16 user_info: firstName, lastName, email), or null for a
     * guest or when the session cannot be read. For themes that render the header per request; a
     * cached page asks current-nonce's loggedin_user_info instead.
     *
     * @return array{firstName: string, lastName: string, email: string}|null
     */
    function whl_bridge_logged_in_user(): ?array
    {
        try {
            $info = Plugin::instance()->sessions()->current()?->get('user_info');
        } catch (\RuntimeException) {
            return null;
        }
        return is_array($info) && is_string($info['email'] ?? null) ? [
            'firstName' => (string) ($info['firstName'] ?? ''),
            'lastName' => (string) ($info['lastName'] ?? ''),
            'email' => $info['email'],
        ] : null;
    }
}

if (!function_exists('whl_bridge_brand_name')) {
    /**
     * The operator's name in $lang ('en' or 'ar'; the shopper's by default), as the shop's texts
     * and pages say it: the bridge's Brand name setting, else the active theme's `whl-brand`
     * feature, else the site's title (Whl\Bridge\WordPress\Brand). Plain text: escape it where printed.
     */
    function whl_bridge_brand_name(string $lang = ''): string
    {
        return Plugin::instance()->brand()->name($lang !== '' ? $lang : \Whl\Bridge\WordPress\Frontend\Language::current());
    }
}
