<?php

/**
 * Template tags for themes.
 */

declare(strict_types=1);

defined('ABSPATH') || exit;

use Whl\Bridge\Plugin;

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
