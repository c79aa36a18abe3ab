<!doctype html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo('charset'); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
<a class="demo-skip" href="#main"><?php echo whl_demo_lang() === 'ar' ? 'انتقل إلى المحتوى' : 'Skip to content'; ?></a>
<header class="demo-header">
  <div class="demo-header__inner">
    <a class="demo-brand" href="<?php echo esc_url(whl_demo_link(home_url('/'))); ?>"><span class="demo-brand__mark" aria-hidden="true"></span><?php
        echo esc_html(whl_demo_lang() === 'ar' ? 'ساحل تيليكوم' : get_bloginfo('name'));
    ?></a>
    <nav class="demo-nav" aria-label="<?php echo whl_demo_lang() === 'ar' ? 'القائمة الرئيسية' : 'Main menu'; ?>">
      <ul>
      <?php
        $locations = get_nav_menu_locations();
        $items = isset($locations['primary']) ? (wp_get_nav_menu_items($locations['primary']) ?: []) : [];
        foreach ($items as $item) {
            $current = (int) $item->object_id === get_queried_object_id();
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
      <?php echo whl_demo_widget('cart-badge'); ?>
      <?php echo whl_demo_widget('lang-switch'); ?>
    </div>
  </div>
</header>
<main id="main" class="demo-main">
