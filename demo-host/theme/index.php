<?php

get_header();
while (have_posts()) {
    the_post();
    // The homepage (plan cards are its hero) and pages whose widget titles itself keep their
    // heading for screen readers only.
    $visuallyHidden = is_front_page() || get_post_meta(get_the_ID(), 'whl_own_heading', true) === '1';
    printf('<h1%s>%s</h1>', $visuallyHidden ? ' class="demo-sr"' : '', esc_html(whl_demo_title(get_the_ID())));
    the_content();
}
get_footer();
