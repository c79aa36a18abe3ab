<?php

declare(strict_types=1);

namespace Whl\Bridge\Frontend;

defined('ABSPATH') || exit;

use Whl\Bridge\Settings;

/**
 * Places the widgets (contract §6): the `[whl widget="…"]` shortcode and whl_bridge_widget()
 * print the custom element; the footer then prints the page configuration (contract §1) and the
 * scripts of exactly the widgets this page rendered.
 */
final class Widgets
{
    /** Widget name => custom element tag. */
    public const KNOWN = [
        'plan-cards' => 'whl-plan-cards',
        'number-picker' => 'whl-number-picker',
        'cart' => 'whl-cart',
        'cart-badge' => 'whl-cart-badge',
        'lang-switch' => 'whl-lang-switch',
    ];

    /** @var array<string, true> tags rendered on this page, in order */
    private array $rendered = [];

    public function __construct(
        private readonly Settings $settings,
        private readonly string $pluginFile,
    ) {
    }

    /** @param array<string, scalar|null> $attrs */
    public function render(string $name, array $attrs = []): string
    {
        $tag = self::KNOWN[$name] ?? null;
        if ($tag === null) {
            return '';
        }
        $this->rendered[$tag] = true;
        $html = '<' . $tag;
        foreach ($attrs as $attr => $value) {
            $attr = strtolower((string) $attr);
            if (!self::isAllowedAttribute($attr) || $value === null || $value === false) {
                continue;
            }
            $html .= ' ' . $attr . '="' . esc_attr($value === true ? '' : (string) $value) . '"';
        }
        return $html . '></' . $tag . '>';
    }

    /** @param array<int|string, string>|string $atts shortcode attributes */
    public function shortcode($atts): string
    {
        $atts = is_array($atts) ? $atts : [];
        $name = (string) ($atts['widget'] ?? '');
        unset($atts['widget']);
        $attrs = [];
        foreach ($atts as $key => $value) {
            if (is_string($key)) {
                $attrs[$key] = (string) $value;
            }
        }
        return $this->render($name, $attrs);
    }

    /** @return list<string> tags rendered so far */
    public function rendered(): array
    {
        return array_keys($this->rendered);
    }

    /** `wp_footer`: nothing on pages without widgets. */
    public function printFooter(): void
    {
        echo $this->footerHtml(); // phpcs:ignore WordPress.Security.EscapeOutput -- built from escaped parts
    }

    public function footerHtml(): string
    {
        if ($this->rendered === []) {
            return '';
        }
        $json = (string) wp_json_encode(
            $this->pageConfig(Language::current()),
            JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE,
        );
        $html = wp_get_inline_script_tag($json, ['type' => 'application/json', 'id' => 'whl-config']);

        $build = $this->settings->build();
        $manifest = Manifest::load(dirname($this->pluginFile) . '/assets/build/' . $build . '/manifest.json');
        if ($manifest === null) {
            return $html . '<!-- WHL widgets are not built (no assets/build/' . esc_html($build) . "/manifest.json): run npm run build -->\n";
        }
        $base = plugins_url('assets/build/' . $build . '/', $this->pluginFile);
        $preloads = [];
        $entries = [];
        foreach ($this->rendered() as $tag) {
            $entry = $manifest->entry($tag);
            if ($entry === null) {
                $html .= '<!-- WHL widget ' . esc_html($tag) . " is missing from the build -->\n";
                continue;
            }
            $entries[$entry['file']] = true;
            foreach ($entry['imports'] as $chunk) {
                $preloads[$chunk] = true;
            }
        }
        foreach (array_keys($preloads) as $chunk) {
            if (!isset($entries[$chunk])) {
                $html .= '<link rel="modulepreload" href="' . esc_url($base . $chunk) . "\">\n";
            }
        }
        foreach (array_keys($entries) as $file) {
            $html .= wp_get_script_tag(['type' => 'module', 'src' => esc_url($base . $file)]);
        }
        return $html;
    }

    /**
     * contract §1: the page configuration. Nothing per visitor in it (no nonce, token or personal
     * data): page caches keep it.
     *
     * @return array<string, mixed>
     */
    public function pageConfig(string $lang): array
    {
        return [
            'ajaxUrl' => admin_url('admin-ajax.php'),
            'restRoot' => rest_url('wp-rest/v1/'),
            'siteUrl' => untrailingslashit(home_url()),
            'lang' => $lang,
            'build' => $this->settings->build(),
            'routes' => $this->settings->routes(),
            'limits' => [
                'blockNumberMinutes' => $this->settings->blockNumberMinutes(),
                'numbersPageSize' => $this->settings->numbersPageSize(),
            ],
            'captcha' => ['provider' => $this->settings->adapters() === 'sandbox' ? 'sandbox' : $this->settings->adapters(),
                'siteKey' => $this->settings->captchaSiteKey()],
            'brand' => ['name' => $this->settings->brandName()],
        ];
    }

    private static function isAllowedAttribute(string $attr): bool
    {
        return preg_match('/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/', $attr) === 1
            && !str_starts_with($attr, 'on')
            && !in_array($attr, ['widget', 'style', 'is', 'slot', 'xmlns'], true);
    }
}
