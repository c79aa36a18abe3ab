<?php

// Demo host theme: language from ?lang=ar (000 §2.1), Arabic page titles from post meta, and
// internal links that keep lang=ar. An integrator's own theme replaces all of this.
add_action('after_setup_theme', function () {
    register_nav_menus(['primary' => 'Primary']);
    add_theme_support('title-tag');
    // the operator's name the bridge gives shoppers unless its settings name one (docs/tokens.md, Brand);
    // a child theme for another operator declares its own after this one
    add_theme_support('whl-brand', ['name' => ['en' => 'Sahel Telecom', 'ar' => 'ساحل تيليكوم']]);
});

// This theme's sheet, then a child theme's (another operator's tokens, font and parts) over it.
add_action('wp_enqueue_scripts', function () {
    wp_enqueue_style('whl-demo', get_template_directory_uri() . '/style.css', [], wp_get_theme(get_template())->get('Version'));
    if (is_child_theme()) {
        wp_enqueue_style('whl-demo-child', get_stylesheet_uri(), ['whl-demo'], wp_get_theme()->get('Version'));
    }
});

/** The operator's name in the shopper's language: the bridge's (its setting, else the theme's brand), else the site's title. */
function whl_demo_brand_name(): string
{
    return function_exists('whl_bridge_brand_name') ? whl_bridge_brand_name(whl_demo_lang()) : get_bloginfo('name');
}

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
    $parts['site'] = whl_demo_brand_name();
    if (isset($parts['tagline']) && whl_demo_lang() === 'ar') {
        $parts['tagline'] = 'باقات وأرقام وأجهزة'; // the site's tagline (install.php) in Arabic
    }
    if (is_singular()) {
        $parts['title'] = whl_demo_title(get_queried_object_id());
    } elseif (is_404()) {
        $parts['title'] = whl_demo_not_found_text()['title'];
    }
    return $parts;
});

function whl_demo_widget(string $name, array $attrs = []): string
{
    return function_exists('whl_bridge_widget') ? whl_bridge_widget($name, $attrs) : '';
}

/** Path of a route of the bridge's settings (contract §1), e.g. '/my_cart/'; editors may rename pages. */
function whl_demo_route(string $name): string
{
    $defaults = ['homepage' => '/', 'prepaid-plan-page' => '/prepaid-plan-page/', 'postpaid' => '/postpaid/', 'my_cart' => '/my_cart/'];
    if (class_exists(\Whl\Bridge\WordPress\Plugin::class)) {
        $routes = \Whl\Bridge\WordPress\Plugin::instance()->settings()->routes();
        if (isset($routes[$name]) && is_string($routes[$name])) {
            return $routes[$name];
        }
    }
    return $defaults[$name] ?? '/';
}

/** 000 §2.1 the store locator of the bridge's settings (an absolute URL), '' when the shop has none. */
function whl_demo_store_locator_url(): string
{
    if (!class_exists(\Whl\Bridge\WordPress\Plugin::class)) {
        return '';
    }
    $url = \Whl\Bridge\WordPress\Plugin::instance()->settings()->storeLocatorUrl();
    return str_starts_with($url, '/') ? home_url($url) : $url;
}

/** Link to a route in the shopper's language. */
function whl_demo_route_url(string $name): string
{
    return whl_demo_link(home_url(whl_demo_route($name)));
}

/**
 * A header widget followed by a plain link that does its job without JavaScript (issue 8). The
 * theme's CSS hides the link (display: none, so screen readers skip it too) once the widget's
 * element is defined, and hides the element until then: one control at any time, and the link
 * stays if the widget's script never runs. Without the bridge, the link alone.
 */
function whl_demo_header_widget(string $name, string $plainLink): string
{
    return whl_demo_widget($name) . $plainLink;
}

function whl_demo_plain_cart_link(): string
{
    $label = whl_demo_lang() === 'ar' ? 'سلة التسوق' : 'Cart';
    return '<a class="demo-plain" href="' . esc_url(whl_demo_route_url('my_cart')) . '">'
        . '<svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"'
        . ' stroke-linejoin="round"><circle cx="9" cy="20" r="1.5"/><circle cx="18" cy="20" r="1.5"/>'
        . '<path d="M2 3h3l2.7 12.4a1.5 1.5 0 0 0 1.5 1.1h8.6a1.5 1.5 0 0 0 1.5-1.1L21 7H6"/></svg>'
        . '<span class="demo-sr">' . esc_html($label) . '</span></a>';
}

/** 000 §2.1 language switcher, as the widget makes it: in Arabic the current URL without lang, else with lang=ar. */
function whl_demo_plain_lang_link(): string
{
    $ar = whl_demo_lang() === 'ar';
    $href = $ar ? remove_query_arg('lang') : add_query_arg('lang', 'ar');
    $target = $ar ? 'en' : 'ar';
    return sprintf(
        '<a class="demo-plain" href="%s" lang="%s" hreflang="%s">%s</a>',
        esc_url($href),
        esc_attr($target),
        esc_attr($target),
        esc_html($ar ? 'English' : 'العربية')
    );
}

function whl_demo_noscript_text(): string
{
    return whl_demo_lang() === 'ar'
        ? 'يحتاج هذا المتجر إلى JavaScript لعرض الباقات والأرقام وسلة التسوق. فعّل JavaScript في إعدادات المتصفح، ثم أعد تحميل الصفحة.'
        : 'This shop needs JavaScript to show plans, numbers and your cart. Turn JavaScript on in your browser settings, then reload the page.';
}

/** @return array{title: string, text: string} the homepage banner (the hero slot above the plan sections) */
function whl_demo_hero_text(): array
{
    return whl_demo_lang() === 'ar'
        ? ['title' => 'باقات تناسب يومك', 'text' => 'اختر باقتك ورقمك، ونوصل شريحتك إلى باب بيتك في أنحاء عُمان.']
        : ['title' => 'Plans that fit your day', 'text' => 'Pick your plan and your number, and we deliver your SIM to your door anywhere in Oman.'];
}

/** @return array{title: string, text: string} the 404 page's heading and explanation in the shopper's language */
function whl_demo_not_found_text(): array
{
    return whl_demo_lang() === 'ar'
        ? ['title' => 'الصفحة غير موجودة',
            'text' => 'لم نجد الصفحة التي تبحث عنها: ربما تغيّر عنوانها أو لم تعد موجودة. يمكنك المتابعة من إحدى هذه الصفحات.']
        : ['title' => 'Page not found',
            'text' => 'We could not find the page you asked for: its address may have changed, or it no longer exists. '
                . 'You can carry on from one of these pages.'];
}

// WordPress's own switches for a lighter first paint: core block styles only for the blocks a page
// holds (a classic theme gets the whole library otherwise), and no emoji detection script.
add_filter('should_load_separate_core_block_assets', '__return_true');
remove_action('wp_head', 'print_emoji_detection_script', 7);
remove_action('wp_print_styles', 'print_emoji_styles');
