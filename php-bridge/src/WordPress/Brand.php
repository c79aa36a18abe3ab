<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress;

defined('ABSPATH') || exit;

/**
 * The operator's name as shoppers read it, in their language: in the page configuration (contract
 * §1 brand), the order and cart texts, the Sandbox bank's page, and the theme's header through
 * whl_bridge_brand_name(). The bridge's Brand name setting when the administrator set one; else
 * the active theme's (add_theme_support('whl-brand', ['name' => ['en' => …, 'ar' => …]])), so
 * that switching the theme re-brands the whole shop; else the site's title.
 */
final class Brand
{
    /** The theme feature a theme declares its brand with (docs/tokens.md, Brand). */
    public const THEME_FEATURE = 'whl-brand';

    public function __construct(private readonly Settings $settings)
    {
    }

    public function name(string $lang): string
    {
        $lang = $lang === 'ar' ? 'ar' : 'en';
        $configured = $this->settings->brandName($lang);
        if ($configured !== '') {
            return $configured;
        }
        $support = get_theme_support(self::THEME_FEATURE);
        $names = is_array($support) && is_array($support[0]['name'] ?? null) ? $support[0]['name'] : [];
        foreach ([$lang, 'en'] as $in) {
            $name = is_string($names[$in] ?? null) ? Settings::plainLine($names[$in], 100) : '';
            if ($name !== '') {
                return $name;
            }
        }
        return Settings::plainLine((string) get_bloginfo('name'), 100);
    }
}
