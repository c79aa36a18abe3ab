<!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo('charset'); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<?php $whlAr = whl_demo_lang() === 'ar'; ?>
<a class="demo-skip" href="#main"><?php echo esc_html($whlAr ? 'انتقل إلى المحتوى' : 'Skip to content'); ?></a>
<?php
// The site-wide behaviour (000 §2.1) is the plugin's (started by its widgets' shared code), driven by these marks:
// data-whl-header (compact after 60 px, the menu item of the page), data-whl-back (the back button's
// target), data-whl-footer (footer.php). This theme keeps only its menu button (header.js).
?>
<header class="demo-header" data-whl-header>
  <div class="demo-header__inner">
    <a class="demo-back" data-whl-back href="<?php echo esc_url(whl_demo_link(home_url('/'))); ?>"<?php echo is_front_page() ? ' hidden' : ''; ?>>
      <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"
        stroke-linejoin="round"><path d="M15 5l-7 7 7 7"/></svg>
      <span class="demo-sr"><?php echo esc_html($whlAr ? 'رجوع' : 'Back'); ?></span>
    </a>
    <a class="demo-brand" href="<?php echo esc_url(whl_demo_link(home_url('/'))); ?>">
      <?php // the logo: this theme's logo.svg, or a child theme's (another operator's) ?>
      <img class="demo-brand__mark" src="<?php echo esc_url(get_theme_file_uri('logo.svg')); ?>" alt="" width="28" height="28">
      <span class="demo-brand__name"><?php echo esc_html(whl_demo_brand_name()); ?></span>
    </a>
    <nav class="demo-nav" id="demo-nav" aria-label="<?php echo esc_attr($whlAr ? 'القائمة الرئيسية' : 'Main menu'); ?>">
      <ul>
      <?php
        $locations = get_nav_menu_locations();
        $items = isset($locations['primary']) ? (wp_get_nav_menu_items($locations['primary']) ?: []) : [];
        foreach ($items as $item) {
            $current = !is_404() && (int) $item->object_id === get_queried_object_id();
            printf(
                '<li><a href="%s"%s>%s</a></li>',
                esc_url(whl_demo_link($item->url)),
                $current ? ' aria-current="page"' : '',
                esc_html(whl_demo_title((int) $item->object_id))
            );
        }
        ?>
      </ul>
    </nav>
    <div class="demo-header__tools">
      <?php
        // Log in / Log out (contract §4.21): rendered per request (this theme's pages are not cached);
        // the Log out button's data-whl-logout is the plugin's site script's to handle.
        $whlUser = whl_bridge_logged_in_user();
        $whlPerson = '<svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round">'
            . '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"/></svg>';
        if ($whlUser === null) {
            printf(
                '<a class="demo-account" href="%s">%s<span class="demo-account__label">%s</span></a>',
                esc_url(whl_bridge_login_url()),
                $whlPerson, // a literal above
                esc_html($whlAr ? 'تسجيل الدخول' : 'Log in')
            );
        } else {
            printf(
                '<span class="demo-account__name">%s</span>'
                . '<button type="button" class="demo-account" data-whl-logout>%s<span class="demo-account__label">%s</span></button>',
                esc_html($whlUser['firstName'] !== '' ? $whlUser['firstName'] : $whlUser['email']),
                $whlPerson, // a literal above
                esc_html($whlAr ? 'تسجيل الخروج' : 'Log out')
            );
        }
        ?>
      <?php
        // The cart badge has a plain link beside it for browsers without JavaScript (style.css shows
        // one of the two). The language switch is a plain link the server prints: it needs no script
        // (000 §2.1; the whl-lang-switch widget stays for themes that cannot print one).
        echo whl_demo_header_widget('cart-badge', whl_demo_plain_cart_link()); // escaped in functions.php
        echo whl_demo_plain_lang_link(); // escaped in functions.php
        ?>
      <button type="button" class="demo-menu-button" aria-expanded="false" aria-controls="demo-nav" hidden>
        <svg class="demo-menu-button__open" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor"
          stroke-width="2" stroke-linecap="round"><path d="M4 6h16M4 12h16M4 18h16"/></svg>
        <svg class="demo-menu-button__close" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor"
          stroke-width="2" stroke-linecap="round"><path d="M6 6l12 12M18 6 6 18"/></svg>
        <span class="demo-sr"><?php echo esc_html($whlAr ? 'القائمة' : 'Menu'); ?></span>
      </button>
    </div>
  </div>
</header>
<?php
// The menu button, run here so that the header is set up before the page below it is drawn.
// Without it the menu stays a row of plain links.
wp_print_inline_script_tag((string) file_get_contents(__DIR__ . '/header.js'));
?>
<main id="main" class="demo-main">
<noscript><p class="demo-noscript"><?php echo esc_html(whl_demo_noscript_text()); ?></p></noscript>
