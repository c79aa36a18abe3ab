<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Frontend;

defined('ABSPATH') || exit;

/**
 * The page language (000 §2: en by default; lang=ar appended to every internal link when Arabic
 * is active). With lang=ar the page is Arabic and right to left.
 */
final class Language
{
    public static function current(): string
    {
        return isset($_GET['lang']) && $_GET['lang'] === 'ar' ? 'ar' : 'en';
    }

    /** `language_attributes` filter. */
    public static function filterLanguageAttributes(string $output): string
    {
        return self::current() === 'ar' ? 'dir="rtl" lang="ar"' : $output;
    }

    /** `locale` filter: Arabic on the shop's pages and calls, never in the admin screens. */
    public static function filterLocale(string $locale): string
    {
        if (self::current() !== 'ar' || (is_admin() && !wp_doing_ajax())) {
            return $locale;
        }
        return 'ar';
    }
}
