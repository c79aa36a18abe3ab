<?php

// 404 (issue 8): what happened and where to go on, in the shopper's language, in the theme's layout.
get_header();
$whlText = whl_demo_not_found_text();
$whlAr = whl_demo_lang() === 'ar';
$whlLinks = [
    'homepage' => $whlAr ? 'الصفحة الرئيسية' : 'Home',
    'prepaid-plan-page' => $whlAr ? 'باقات الدفع المسبق' : 'Prepaid plans',
    'postpaid' => $whlAr ? 'باقات الدفع الآجل' : 'Postpaid plans',
    'my_cart' => $whlAr ? 'سلة التسوق' : 'My cart',
];
?>
<section class="demo-notfound" aria-labelledby="demo-notfound-title">
  <h1 id="demo-notfound-title"><?php echo esc_html($whlText['title']); ?></h1>
  <p><?php echo esc_html($whlText['text']); ?></p>
  <ul>
    <?php foreach ($whlLinks as $whlRoute => $whlLabel) : ?>
      <li><a href="<?php echo esc_url(whl_demo_route_url($whlRoute)); ?>"><?php echo esc_html($whlLabel); ?></a></li>
    <?php endforeach; ?>
  </ul>
</section>
<?php
get_footer();
