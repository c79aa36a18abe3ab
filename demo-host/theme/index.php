<?php

get_header();
while (have_posts()) {
    the_post();
    if (is_front_page()) {
        // the hero slot (issue 8): a banner above the plan sections, its heading the page's h1
        $hero = whl_demo_hero_text();
        printf('<section class="demo-hero"><h1>%s</h1><p>%s</p></section>', esc_html($hero['title']), esc_html($hero['text']));
    } else {
        // a page whose widget titles itself keeps its heading for screen readers only
        $visuallyHidden = get_post_meta(get_the_ID(), 'whl_own_heading', true) === '1';
        printf('<h1%s>%s</h1>', $visuallyHidden ? ' class="demo-sr"' : '', esc_html(whl_demo_title(get_the_ID())));
    }
    the_content();
}
get_footer();
