</main>
<footer class="demo-footer" data-whl-footer><div class="demo-footer__inner">
<span><?php echo esc_html(whl_demo_lang() === 'ar' ? 'متجر تجريبي — بيانات وهمية' : 'Demo shop — sandbox data'); ?></span>
<?php
$whlLocator = whl_demo_store_locator_url();
if ($whlLocator !== '') {
    printf('<a href="%s">%s</a>', esc_url($whlLocator), esc_html(whl_demo_lang() === 'ar' ? 'فروعنا' : 'Store locator'));
}
?>
</div></footer>
<?php wp_footer(); ?>
</body>
</html>
