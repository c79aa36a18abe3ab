<?php
get_header();
while (have_posts()) {
    the_post();
    // The homepage keeps its heading for screen readers only: the plan cards are its hero.
    printf('<h1%s>%s</h1>', is_front_page() ? ' class="demo-sr"' : '', esc_html(whl_demo_title(get_the_ID())));
    the_content();
}
get_footer();
