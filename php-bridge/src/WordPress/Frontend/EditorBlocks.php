<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Frontend;

defined('ABSPATH') || exit;

/**
 * A block per widget for the block editor (issue 14), made from the build's widget descriptions
 * (widgets.json: tag, title, description, attributes with their values and defaults): the inserter
 * entry under "Shop" with an icon and keywords, a sidebar control per attribute, a live preview (the
 * catalogue listings as the server prints them; the others running in a frame of their own), and on
 * the page the same custom element the shortcode prints (Widgets::render). The
 * shortcode stays. Editors name the page's Arabic title in the document sidebar (post meta
 * `whl_title_ar`, which the theme shows on the Arabic page).
 */
final class EditorBlocks
{
    public const NAMESPACE = 'whl';
    public const CATEGORY = 'whl-shop';
    public const TITLE_AR = 'whl_title_ar';
    /** The query of the editor's live preview of a widget (previewPage). */
    public const PREVIEW_QUERY = 'whl_block_preview';
    private const SCRIPT = 'whl-blocks';

    /** Dashicons per widget: what the inserter shows. */
    private const ICONS = [
        'cart' => 'cart', 'cart-badge' => 'cart', 'delivery' => 'location', 'device-details' => 'smartphone',
        'devices' => 'smartphone', 'gift-card' => 'money-alt', 'lang-switch' => 'translation', 'number-picker' => 'phone',
        'payment' => 'money-alt', 'personal-info' => 'id', 'plan-cards' => 'grid-view', 'postpaid-plans' => 'list-view',
        'thank-you' => 'yes-alt',
    ];

    /** @param \Closure(): Widgets $widgets */
    public function __construct(
        private readonly string $widgetsJson,
        private readonly string $pluginFile,
        private readonly \Closure $widgets,
    ) {
    }

    /** Hooks: the blocks and the page's Arabic title on init, the editor's script on its screen. */
    public function register(): void
    {
        add_action('init', fn () => $this->registerBlocks());
        add_action('init', static fn () => register_post_meta('page', self::TITLE_AR, [
            'type' => 'string',
            'single' => true,
            'show_in_rest' => true,
            'sanitize_callback' => 'sanitize_text_field',
            'auth_callback' => static fn (): bool => current_user_can('edit_pages'),
        ]));
        add_filter('block_categories_all', static fn (array $categories): array => array_merge(
            [['slug' => self::CATEGORY, 'title' => __('Shop', 'whl-bridge'), 'icon' => null]],
            $categories,
        ));
        add_action('enqueue_block_editor_assets', fn () => $this->enqueueEditor());
        add_action('template_redirect', fn () => $this->previewPage(), 1);
    }

    /**
     * The build's widgets as blocks: name => title (in the editor's language), description, attributes
     * (name => values, default). Empty when the build is missing.
     *
     * @return array<string, array{title: string, description: string, attributes: array<string, array{enum: list<string>, default: string}>}>
     */
    public function blocks(): array
    {
        $data = is_readable($this->widgetsJson) ? json_decode((string) file_get_contents($this->widgetsJson), true) : null;
        $lang = str_starts_with(determine_locale(), 'ar') ? 'ar' : 'en';
        $blocks = [];
        foreach (is_array($data) ? $data : [] as $name => $widget) {
            if (!is_string($name) || preg_match('/^[a-z]+(-[a-z]+)*$/', $name) !== 1 || !is_array($widget)) {
                continue;
            }
            $attributes = [];
            foreach ((array) ($widget['attributes'] ?? []) as $attribute => $spec) {
                $attributes[(string) $attribute] = [
                    'enum' => array_values(array_filter((array) ($spec['enum'] ?? []), 'is_string')),
                    'default' => is_string($spec['default'] ?? null) ? $spec['default'] : '',
                ];
            }
            $blocks[$name] = [
                'title' => (string) ($widget['title'][$lang] ?? $widget['title']['en'] ?? $name),
                // the description without its spec reference ("000 §2.3–§2.5: …"): editors read what it does
                'description' => (string) preg_replace('/^\d{3} §[^:]*:\s*/u', '', (string) ($widget['description'] ?? '')),
                'attributes' => $attributes,
            ];
        }
        return $blocks;
    }

    private function registerBlocks(): void
    {
        foreach ($this->blocks() as $name => $block) {
            $attributes = [];
            foreach ($block['attributes'] as $attribute => $spec) {
                $attributes[self::attributeKey($attribute)] = ['type' => 'string', 'default' => ''];
            }
            register_block_type(self::NAMESPACE . '/' . $name, [
                'api_version' => 2,
                'title' => $block['title'],
                'category' => self::CATEGORY,
                'icon' => self::ICONS[$name] ?? 'store',
                'keywords' => [$name, 'whl', __('shop', 'whl-bridge')],
                'attributes' => $attributes,
                'supports' => ['html' => false, 'reusable' => false],
                'editor_script' => self::SCRIPT,
                'render_callback' => fn (array $given): string => $this->render($name, $block, $given),
            ]);
        }
    }

    /**
     * On the page: the widget's element, as the shortcode prints it. In the editor's preview (the
     * block renderer's REST call): the catalogue widgets the bridge prints whole, the others in a
     * frame showing the live widget (previewPage), since their scripts are kept out of the editor.
     *
     * @param array{title: string, description: string, attributes: array<string, array{enum: list<string>, default: string}>} $block
     * @param array<string, mixed> $given
     */
    private function render(string $name, array $block, array $given): string
    {
        $attrs = [];
        foreach (array_keys($block['attributes']) as $attribute) {
            $value = $given[self::attributeKey($attribute)] ?? '';
            if (is_string($value) && $value !== '') {
                $attrs[$attribute] = $value;
            }
        }
        $widgets = ($this->widgets)();
        $element = $widgets->render($name, $attrs);
        if (!(defined('REST_REQUEST') && REST_REQUEST) || $widgets->printsContent($name)) {
            return $element;
        }
        // the live widget, in a frame of its own: its scripts run there, and a widget that navigates
        // (a number page without a plan) moves the frame, never the editor (previewPage)
        $src = add_query_arg([self::PREVIEW_QUERY => $name] + $attrs, home_url('/'));
        return sprintf(
            '<iframe class="whl-block-preview" src="%s" title="%s" loading="lazy" style="width:100%%;min-height:32rem;border:0"></iframe>',
            esc_url($src),
            /* translators: %s: the widget's title (a block of the shop) */
            esc_attr(sprintf(__('Preview: %s', 'whl-bridge'), $block['title'])),
        );
    }

    /**
     * The editor's live preview of a widget (template_redirect, for those who may edit pages): the
     * theme's head and foot (its tokens, the page configuration, the widget's scripts) around the
     * widget's element with the attributes of the query.
     */
    public function previewPage(): void
    {
        // a read for an editor, who may edit pages
        $name = sanitize_key(wp_unslash((string) ($_GET[self::PREVIEW_QUERY] ?? '')));
        if ($name === '' || !current_user_can('edit_pages')) {
            return;
        }
        $block = $this->blocks()[$name] ?? null;
        if ($block === null) {
            return;
        }
        $attrs = [];
        foreach (array_keys($block['attributes']) as $attribute) {
            // the values are checked against the widget's own
            $attrs[$attribute] = sanitize_text_field(wp_unslash((string) ($_GET[$attribute] ?? '')));
        }
        nocache_headers();
        show_admin_bar(false); // the frame shows the widget, not the toolbar of the editor's own session
        echo '<!doctype html><html ' . get_language_attributes() . '><head><meta charset="utf-8">'
            . '<meta name="robots" content="noindex">';
        wp_head();
        echo '</head><body class="whl-block-preview-page"><main>';
        // built of escaped parts (Widgets::render)
        echo ($this->widgets)()->render($name, $attrs);
        echo '</main>';
        wp_footer();
        echo '</body></html>';
        exit;
    }

    /** Block attributes are camelCase (service-type → serviceType). */
    public static function attributeKey(string $attribute): string
    {
        return lcfirst(str_replace(' ', '', ucwords(str_replace('-', ' ', $attribute))));
    }

    private function enqueueEditor(): void
    {
        wp_register_script(
            self::SCRIPT,
            plugins_url('assets/editor/blocks.js', $this->pluginFile),
            ['wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-server-side-render', 'wp-plugins', 'wp-edit-post', 'wp-data', 'wp-core-data'],
            \Whl\Bridge\VERSION,
            true,
        );
        $blocks = [];
        foreach ($this->blocks() as $name => $block) {
            $attributes = [];
            foreach ($block['attributes'] as $attribute => $spec) {
                $attributes[] = ['key' => self::attributeKey($attribute), 'label' => self::label($attribute)] + $spec;
            }
            $blocks[] = ['name' => self::NAMESPACE . '/' . $name, 'title' => $block['title'], 'attributes' => $attributes];
        }
        $data = [
            'blocks' => $blocks,
            'texts' => [
                'settings' => __('Widget settings', 'whl-bridge'),
                'fromPage' => __('Default (from the page or the widget)', 'whl-bridge'),
                'titleAr' => __('Arabic title', 'whl-bridge'),
                'titleArHelp' => __('The page\'s title on the Arabic site.', 'whl-bridge'),
            ],
        ];
        wp_add_inline_script(self::SCRIPT, 'window.whlBlocks = ' . wp_json_encode($data, JSON_HEX_TAG | JSON_UNESCAPED_UNICODE) . ';', 'before');
        wp_enqueue_script(self::SCRIPT);
    }

    /** The sidebar label of an attribute. */
    private static function label(string $attribute): string
    {
        return match ($attribute) {
            'service-type' => __('Service type', 'whl-bridge'),
            'mode' => __('Mode', 'whl-bridge'),
            'layout' => __('Layout', 'whl-bridge'),
            'type' => __('Type', 'whl-bridge'),
            'view' => __('View', 'whl-bridge'),
            'family' => __('Plan family (a campaign page)', 'whl-bridge'),
            default => $attribute,
        };
    }
}
