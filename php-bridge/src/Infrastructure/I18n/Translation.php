<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\I18n;

defined('ABSPATH') || exit;

/**
 * The bridge's server texts through gettext (issue 7 part 6): English source strings in the code
 * (`__('Validity', 'whl-bridge')`), translations in languages/whl-bridge-<locale>.mo, built from
 * the .po translators edit (bin/make-mo.php).
 *
 * The language of an answer is the request's (`lang=ar`, 000 §2), which WordPress already takes
 * for the page (WordPress\Frontend\Language's `locale` filter), so usually the catalog loaded at `init` is
 * the answer's. When it is not (a `lang` in a POST body, tests rendering both languages in one
 * process), in() loads the other catalog for the duration of the call. WordPress's
 * switch_to_locale() cannot do that here: it refuses a locale without WordPress's own language
 * pack, and a shop need not install core's Arabic to sell in Arabic; it would also reload every
 * domain, where this swaps the bridge's only.
 */
final class Translation
{
    public const DOMAIN = 'whl-bridge';

    /** The locale of the catalog loaded now (null: not loaded yet). */
    private static ?string $locale = null;

    /** The locale in() asks for, through the plugin_locale filter (null: WordPress's). */
    private static ?string $wanted = null;

    private static string $relativeDir = '';

    /** Hooks the catalog's loading; $pluginFile is the plugin's entry file. */
    public static function register(string $pluginFile): void
    {
        self::$relativeDir = dirname(plugin_basename($pluginFile)) . '/languages';
        add_filter('plugin_locale', [self::class, 'filterPluginLocale'], 10, 2);
        add_action('init', [self::class, 'load'], 1);
        // WordPress's own switch (e.g. an e-mail in the recipient's language) reloads every domain.
        add_action('change_locale', static function (): void {
            self::$locale = null;
        });
    }

    /** The shop language of a request ('en', 'ar') as a WordPress locale. */
    public static function localeOf(string $lang): string
    {
        return $lang === 'ar' ? 'ar' : 'en_US';
    }

    /**
     * Runs $fn with the bridge's texts in $lang ('en' or 'ar') and puts the previous catalog back.
     *
     * @template T
     * @param \Closure(): T $fn
     * @return T
     */
    public static function in(string $lang, \Closure $fn): mixed
    {
        $locale = self::localeOf($lang);
        $previous = self::current();
        if ($previous === $locale) {
            return $fn();
        }
        self::loadLocale($locale);
        try {
            return $fn();
        } finally {
            self::loadLocale($previous);
        }
    }

    /** `init`: the catalog of WordPress's locale for this request. */
    public static function load(): void
    {
        self::loadLocale(null);
    }

    /** @internal `plugin_locale` filter: the locale in() asks for, for the bridge's domain only. */
    public static function filterPluginLocale(string $locale, string $domain = ''): string
    {
        return $domain === self::DOMAIN && self::$wanted !== null ? self::$wanted : $locale;
    }

    private static function current(): string
    {
        if (self::$locale === null) {
            self::loadLocale(null);
        }
        return (string) self::$locale;
    }

    /** Loads the catalog of $locale (null: WordPress's locale), WP_LANG_DIR/plugins first. */
    private static function loadLocale(?string $locale): void
    {
        self::$wanted = $locale;
        try {
            unload_textdomain(self::DOMAIN);
            load_plugin_textdomain(self::DOMAIN, false, self::$relativeDir !== '' ? self::$relativeDir : 'whl-bridge/languages');
            self::$locale = $locale ?? determine_locale();
        } finally {
            self::$wanted = null;
        }
    }
}
