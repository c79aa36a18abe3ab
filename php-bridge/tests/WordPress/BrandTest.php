<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\WordPress\Brand;
use Whl\Bridge\WordPress\Settings;

/**
 * issue 14: the operator's name shoppers read — the bridge's setting when set, else the active
 * theme's `whl-brand` feature (so that switching the theme re-brands the shop), else the site's title.
 */
final class BrandTest extends TestCase
{
    /** @var array<int, mixed>|bool the theme's declaration before the test */
    private array|bool $themes;

    protected function setUp(): void
    {
        $this->themes = get_theme_support(Brand::THEME_FEATURE);
        remove_theme_support(Brand::THEME_FEATURE);
    }

    protected function tearDown(): void
    {
        remove_theme_support(Brand::THEME_FEATURE);
        if (is_array($this->themes)) {
            add_theme_support(Brand::THEME_FEATURE, ...$this->themes);
        }
    }

    public function test_the_setting_wins_per_language_and_arabic_falls_back_to_the_english_setting(): void
    {
        add_theme_support(Brand::THEME_FEATURE, ['name' => ['en' => 'Theme Mobile', 'ar' => 'موبايل القالب']]);
        $both = new Brand(new Settings(['brand_name' => ['en' => 'Oman Tel', 'ar' => 'عمان تل']]));
        self::assertSame(['Oman Tel', 'عمان تل'], [$both->name('en'), $both->name('ar')]);
        $english = new Brand(new Settings(['brand_name' => ['en' => 'Oman Tel']]));
        self::assertSame(['Oman Tel', 'Oman Tel'], [$english->name('en'), $english->name('ar')]);
        $legacy = new Brand(new Settings(['brand_name' => '  Oman Tel ']));
        self::assertSame('Oman Tel', $legacy->name('ar'), 'one name stored before the Arabic one: English');
    }

    public function test_without_a_setting_the_active_themes_brand_names_the_shop(): void
    {
        add_theme_support(Brand::THEME_FEATURE, ['name' => ['en' => 'Nour Mobile', 'ar' => 'نور موبايل']]);
        $brand = new Brand(new Settings([]));
        self::assertSame(['Nour Mobile', 'نور موبايل'], [$brand->name('en'), $brand->name('ar')]);
        self::assertSame('Nour Mobile', $brand->name('fr'), 'a language the shop does not speak: English');

        remove_theme_support(Brand::THEME_FEATURE);
        add_theme_support(Brand::THEME_FEATURE, ['name' => ['en' => 'Nour <script>x()</script>Mobile']]);
        self::assertSame(['Nour Mobile', 'Nour Mobile'], [$brand->name('en'), $brand->name('ar')], 'plain text; Arabic falls back to English');
    }

    public function test_with_neither_the_sites_title_names_it(): void
    {
        $brand = new Brand(new Settings(['brand_name' => ['en' => "bad\x07name"]]));
        self::assertSame(wp_strip_all_tags(get_bloginfo('name')), $brand->name('en'), 'a name with control characters is not kept');
        self::assertNotSame('', $brand->name('ar'));
    }
}
