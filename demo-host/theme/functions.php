<?php

// Demo host theme: language from ?lang=ar (000 §2.1), Arabic page titles from post meta, and
// internal links that keep lang=ar. An integrator's own theme replaces all of this.
add_action('after_setup_theme', function () {
    register_nav_menus(['primary' => 'Primary']);
    add_theme_support('title-tag');
});

add_action('wp_enqueue_scripts', function () {
    wp_enqueue_style('whl-demo', get_stylesheet_uri(), [], wp_get_theme()->get('Version'));
});

function whl_demo_lang(): string
{
    return (isset($_GET['lang']) && $_GET['lang'] === 'ar') ? 'ar' : 'en';
}

function whl_demo_link(string $url): string
{
    return whl_demo_lang() === 'ar' ? add_query_arg('lang', 'ar', $url) : $url;
}

function whl_demo_title(int $postId): string
{
    $ar = whl_demo_lang() === 'ar' ? get_post_meta($postId, 'whl_title_ar', true) : '';
    return $ar !== '' ? $ar : get_the_title($postId);
}

add_filter('document_title_parts', function (array $parts) {
    if (is_singular()) {
        $parts['title'] = whl_demo_title(get_queried_object_id());
    }
    return $parts;
});

function whl_demo_widget(string $name, array $attrs = []): string
{
    return function_exists('whl_bridge_widget') ? whl_bridge_widget($name, $attrs) : '';
}
