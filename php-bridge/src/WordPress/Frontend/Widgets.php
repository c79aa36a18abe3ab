<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Frontend;

defined('ABSPATH') || exit;

use Whl\Bridge\WordPress\Brand;
use Whl\Bridge\WordPress\Settings;

/**
 * Places the widgets (contract §6): the `[whl widget="…"]` shortcode and whl_bridge_widget()
 * print the custom element; the footer then prints the page configuration (contract §1) and the
 * scripts of exactly the widgets this page rendered (the site-wide behaviour, 000 §2.1, comes with the
 * shared chunk their entries import).
 */
final class Widgets
{
    /** The site-wide entry of the build (000 §2.1): printed with the widgets' entries on every page that has some. */

    /** The fallback image the plugin ships (000 §2.1), when the setting names none. */
    public const FALLBACK_IMAGE = 'assets/img/fallback.svg';

    /** @var array<string, true> tags rendered on this page, in order */
    private array $rendered = [];

    private ?WidgetList $list = null;

    /**
     * @param array<string, \Closure(array<string, string>): string> $printers per printer (a REST route's path), the server HTML
     *        a widget's element holds when its widget.json names the printer (`firstScreen`), printed from the element's accepted
     *        attributes: the element's whole content (the plan cards, the postpaid listing:
     *        docs/decisions/122-server-rendered-listing.md), or its first screen for its widget to take over (the number
     *        page's: docs/decisions/123-the-number-pages-first-screen.md), which the editor previews live
     */
    public function __construct(
        private readonly Settings $settings,
        private readonly string $pluginFile,
        private readonly array $printers = [],
    ) {
    }

    /**
     * The custom element of a widget of the build (WidgetList), with its declared attributes;
     * a value the widget would refuse is left out (the widget's default applies) and said in a
     * comment. Nothing for an unknown widget; a comment when the build is missing. Visitors who
     * can edit the page also get an EditorNotice in place naming the mistake (issue 8).
     *
     * @param array<array-key, mixed> $attrs
     */
    public function render(string $name, array $attrs = []): string
    {
        if ($this->list() === null) {
            return '<!-- WHL widgets are not built (no assets/build/' . esc_html($this->settings->build()) . "/widgets.json): run npm run build -->\n";
        }
        $tag = $this->list->tag($name);
        if ($tag === null) {
            return EditorNotice::shown() ? $this->notice(EditorNotice::unknownWidget($name, $this->list->names())) : '';
        }
        $this->rendered[$tag] = true;
        $refused = [];
        $html = '<' . $tag;
        $accepted = $this->list->attributes($name, $attrs, $refused);
        foreach ($accepted as $attr => $value) {
            $html .= ' ' . $attr . '="' . esc_attr($value) . '"';
        }
        // what the bridge prints inside reads the attributes the element has, as its widget does
        $inside = $this->printers[$this->list->firstScreen($name)['printer'] ?? ''] ?? null;
        $html .= '>' . ($inside === null ? '' : $inside($accepted)) . '</' . $tag . '>';
        foreach ($refused as $attr => ['allowed' => $allowed]) {
            // names and allowed values come from the build, never the editor's text
            $html = '<!-- WHL widget ' . $name . ': ' . $attr . ' is not one of ' . implode(', ', $allowed) . " -->\n" . $html;
        }
        if ($refused !== [] && EditorNotice::shown()) {
            $html = $this->notice(EditorNotice::refusedValues($name, $refused)) . $html;
        }
        return $html;
    }

    /** Whether the bridge prints the widget's content inside its element (a catalogue listing), not only the element. */
    public function printsContent(string $name): bool
    {
        $screen = $this->list()?->firstScreen($name);
        return $screen !== null && $screen['whole'] && isset($this->printers[$screen['printer']]);
    }

    /** The build's widgets (WidgetList), read on first use; null when the build is missing. */
    private function list(): ?WidgetList
    {
        return $this->list ??= WidgetList::load($this->buildDir() . 'widgets.json');
    }

    /** An editor's notice, its style sheet enqueued with it. */
    private function notice(string $html): string
    {
        EditorNotice::enqueueStyle();
        return $html;
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
        echo $this->footerHtml(); // built from escaped parts (esc_url, esc_html, wp_json_encode with JSON_HEX_*)
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
        $manifest = Manifest::load($this->buildDir() . 'manifest.json');
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
            // issue 13: the captcha port's adapter names the widgets' captcha loader
            'captcha' => ['provider' => $this->settings->adapterFor('captcha'),
                'siteKey' => $this->settings->captchaSiteKey()],
            'brand' => ['name' => (new Brand($this->settings))->name($lang)],
            // the spec's configured messages set for this language (src/i18n/messages.ts configured()); unset ones are the widgets' own
            'messages' => (object) array_filter(array_map(
                fn (string $key): string => $this->settings->message($key, $lang),
                array_combine(array_keys(Settings::defaults()['messages']), array_keys(Settings::defaults()['messages'])),
            )),
            'site' => $this->siteConfig($lang),
            // the personal-information step's settings (000 §4.8, §5.2, §5.5); that widget reads them
            'personal' => [
                'blockedContactNumbers' => $this->settings->blockedContactNumbers(),
                'uploads' => [
                    'imageMaxMb' => $this->settings->uploadImageMaxBytes() / 1048576,
                    'pdfMaxMb' => $this->settings->uploadPdfMaxBytes() / 1048576,
                    'maxWidth' => $this->settings->uploadImageBox()['width'],
                    'maxHeight' => $this->settings->uploadImageBox()['height'],
                ],
            ],
            // the delivery step's server-configured lengths (000 §5.6); that widget reads them
            'delivery' => [
                'aptMax' => $this->settings->deliveryLimits()['apt_no_max_length'],
                'wayMax' => $this->settings->deliveryLimits()['way_no_max_length'],
                'landmarkMax' => $this->settings->deliveryLimits()['landmark_max_length'],
            ],
        ];
    }

    /**
     * contract §1 `site`, the site-wide behaviour's (000 §2.1, src/site): the page's kind (SitePage),
     * the homepage and my orders in the page's language ('' when the site has no my-orders route), a
     * broken image's replacement, the store locator ('' = none).
     *
     * @return array{page: string, home: string, myOrders: string, fallbackImage: string, storeLocatorUrl: string}
     */
    public function siteConfig(string $lang): array
    {
        $routes = $this->settings->routes();
        $link = static fn (string $path): string => $lang === 'ar' ? add_query_arg('lang', 'ar', home_url($path)) : home_url($path);
        return [
            'page' => SitePage::current($routes),
            'home' => $link($routes['homepage'] ?? '/'),
            'myOrders' => isset($routes['my-orders']) ? $link($routes['my-orders']) : '',
            'fallbackImage' => $this->absolute($this->settings->fallbackImage()) ?: plugins_url(self::FALLBACK_IMAGE, $this->pluginFile),
            'storeLocatorUrl' => $this->absolute($this->settings->storeLocatorUrl()),
        ];
    }

    /** A setting's URL as an absolute one: a path of this site joined to the home URL; '' stays ''. */
    private function absolute(string $url): string
    {
        return str_starts_with($url, '/') ? home_url($url) : $url;
    }

    /** The active build's folder, with a trailing slash. */
    private function buildDir(): string
    {
        return dirname($this->pluginFile) . '/assets/build/' . $this->settings->build() . '/';
    }
}
