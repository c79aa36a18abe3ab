<?php

// Nour Mobile, the demo shop for another operator (issue 14): the parent theme (whl-demo) draws every
// page; this child theme gives its style.css (tokens, font, parts), its logo.svg and, here, its name.
add_action('after_setup_theme', function () {
    remove_theme_support('whl-brand');
    add_theme_support('whl-brand', ['name' => ['en' => 'Nour Mobile', 'ar' => 'نور موبايل']]);
}, 11); // after the parent's declaration
