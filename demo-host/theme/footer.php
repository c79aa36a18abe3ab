</main>
<footer class="demo-footer"><div class="demo-footer__inner">
<?php echo esc_html(whl_demo_lang() === 'ar' ? 'متجر تجريبي — بيانات وهمية' : 'Demo shop — sandbox data'); ?>
</div></footer>
<?php wp_footer(); ?>
</body>
</html>
