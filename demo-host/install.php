<?php

// Installs or refreshes the demo WordPress: site, permalinks, theme, bridge plugin and its
// settings, the demo pages of demo-host/pages.json at the spec's routes, and the menu.
// Idempotent: runs on every start. Usage: php install.php WP_DIR URL SETTINGS_JSON [THEME]
[, $wpDir, $url, $settingsJson, $theme] = $argv + [null, null, null, '{}', ''];
define('WP_INSTALLING', true); // core only: plugins are activated below, not loaded
$_SERVER['HTTP_HOST'] = parse_url($url, PHP_URL_HOST) . ':' . parse_url($url, PHP_URL_PORT);
$_SERVER['REQUEST_URI'] = '/';
require $wpDir . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
add_filter('pre_wp_mail', '__return_false');

$stateDir = dirname($wpDir);
if (!is_blog_installed()) {
    $password = bin2hex(random_bytes(12));
    wp_install('Sahel Telecom', 'admin', 'admin@example.invalid', false, '', $password, 'en_US');
    file_put_contents($stateDir . '/admin-password.txt', $password . "\n");
    chmod($stateDir . '/admin-password.txt', 0600);
    echo "WordPress installed (user admin, password in " . basename($stateDir) . "/admin-password.txt)\n";
}
update_option('blogname', 'Sahel Telecom');
update_option('blogdescription', 'Plans, numbers and devices');
update_option('timezone_string', 'Asia/Muscat');
update_option('users_can_register', 0);
if (get_option('permalink_structure') !== '/%postname%/') {
    global $wp_rewrite;
    $wp_rewrite->set_permalink_structure('/%postname%/');
    $wp_rewrite->flush_rules(false);
}
// The demo's themes: whl-demo (Sahel Telecom) and its child whl-demo-nour (another operator, issue 14).
// The one asked for, else the active one when it is one of them (an administrator's choice stays).
$themes = ['whl-demo', 'whl-demo-nour'];
$theme = in_array($theme, $themes, true) ? $theme : (in_array(get_option('stylesheet'), $themes, true) ? get_option('stylesheet') : 'whl-demo');
if (get_option('stylesheet') !== $theme) {
    switch_theme($theme);
}

// The bridge: settings first, so activation seeds with them; activation (tables, seed) is
// idempotent and re-run on every start so schema changes reach an existing demo.
$overrides = json_decode($settingsJson, true) ?: [];
$settings = get_option('whl_bridge_settings', []);
update_option('whl_bridge_settings', array_merge(is_array($settings) ? $settings : [], $overrides));
$plugin = 'whl-bridge/whl-bridge.php';
if (is_plugin_active($plugin)) {
    include_once WP_PLUGIN_DIR . '/' . $plugin;
    do_action('activate_' . $plugin);
} else {
    $result = activate_plugin($plugin);
    if (is_wp_error($result)) {
        fwrite(STDERR, 'Activating the bridge failed: ' . $result->get_error_message() . "\n");
        exit(1);
    }
}

// Pages at the spec's routes, with their widgets.
$map = json_decode(file_get_contents(dirname(__DIR__) . '/demo-host/pages.json'), true);
$menuPages = [];
foreach ($map['pages'] as $page) {
    $existing = get_page_by_path($page['slug']);
    $post = [
        'post_type' => 'page',
        'post_status' => 'publish',
        'post_name' => $page['slug'],
        'post_title' => $page['title']['en'],
        'post_content' => $page['content'],
        'comment_status' => 'closed',
    ];
    if ($existing) {
        $post['ID'] = $existing->ID;
        $id = ($existing->post_content === $page['content'] && $existing->post_title === $page['title']['en'])
            ? $existing->ID : wp_update_post($post);
    } else {
        $id = wp_insert_post($post);
    }
    update_post_meta($id, 'whl_title_ar', $page['title']['ar']);
    // The cart widget titles itself; the page keeps its heading for screen readers only.
    update_post_meta($id, 'whl_own_heading', empty($page['ownHeading']) ? '' : '1');
    if (!empty($page['front'])) {
        update_option('show_on_front', 'page');
        update_option('page_on_front', $id);
    }
    if (!empty($page['menu'])) {
        $menuPages[] = $id;
    }
}

// One menu in the theme's primary location, rebuilt when the page list changes.
$menu = wp_get_nav_menu_object('Main') ?: null;
$menuId = $menu ? $menu->term_id : wp_create_nav_menu('Main');
$current = array_map(fn($i) => (int) $i->object_id, wp_get_nav_menu_items($menuId) ?: []);
if ($current !== $menuPages) {
    foreach (wp_get_nav_menu_items($menuId) ?: [] as $item) {
        wp_delete_post($item->ID, true);
    }
    foreach ($menuPages as $position => $pageId) {
        wp_update_nav_menu_item($menuId, 0, [
            'menu-item-object-id' => $pageId,
            'menu-item-object' => 'page',
            'menu-item-type' => 'post_type',
            'menu-item-status' => 'publish',
            'menu-item-position' => $position + 1,
        ]);
    }
}
set_theme_mod('nav_menu_locations', ['primary' => $menuId]);
