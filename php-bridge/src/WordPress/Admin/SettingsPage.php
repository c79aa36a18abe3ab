<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Admin;

defined('ABSPATH') || exit;

use Whl\Bridge\WordPress\Brand;
use Whl\Bridge\WordPress\Composition\AdapterTable;
use Whl\Bridge\WordPress\Settings;
use Whl\Bridge\WordPress\Settings\OptionSchema;

/**
 * Settings → Storefront (issue 13): the plugin's settings for administrators (manage_options), on
 * WordPress's settings API: its sections and fields (add_settings_section, add_settings_field,
 * printed by do_settings_sections), one form posting the option `whl_bridge_settings` to options.php,
 * which checks the capability and the nonce and runs Settings::sanitize. Credentials are never printed
 * back: their fields stay empty, an empty field keeps the stored value (Settings::fromForm), and a
 * box clears it. Each production adapter has a "Test connection" button (ConnectionTest).
 */
final class SettingsPage
{
    public const SLUG = 'whl-storefront';
    private const GROUP = 'whl_bridge';

    /** Routes that hold a {service_type} placeholder are paths, the others are picked as pages. */
    private const TEMPLATED = '{service_type}';

    /** The section the next fields go to: `whl-<id>` (the anchor around its heading and table). */
    private string $section = '';

    public static function register(): void
    {
        add_action('admin_menu', static function (): void {
            $hook = add_options_page(
                __('Storefront', 'whl-bridge'),
                __('Storefront', 'whl-bridge'),
                'manage_options',
                self::SLUG,
                static fn () => (new self(Settings::load()))->render(),
            );
            // the sections and fields, for this screen only (options.php needs only the setting's sanitize)
            if (is_string($hook) && $hook !== '') {
                add_action('load-' . $hook, static fn () => (new self(Settings::load()))->addFields());
            }
        });
        add_action('admin_enqueue_scripts', static function (string $hook): void {
            if ($hook === 'settings_page_' . self::SLUG) {
                wp_register_script('whl-settings', false, [], \Whl\Bridge\VERSION, true);
                wp_enqueue_script('whl-settings');
                wp_add_inline_script('whl-settings', ConnectionTest::script());
            }
        });
        ConnectionTest::register();
    }

    public function __construct(private readonly Settings $settings)
    {
    }

    public function render(): void
    {
        if (!current_user_can('manage_options')) {
            wp_die(esc_html__('Sorry, you are not allowed to manage options for this site.', 'whl-bridge'), 403);
        }
        echo '<div class="wrap whl-settings"><h1>' . esc_html__('Storefront', 'whl-bridge') . '</h1>';
        echo '<form method="post" action="' . esc_url(admin_url('options.php')) . '" novalidate>';
        settings_fields(self::GROUP);
        printf('<input type="hidden" name="%s" value="1">', esc_attr($this->name([Settings::FORM_MARK])));
        do_settings_sections(self::SLUG);
        submit_button();
        echo '</form></div>';
    }

    /**
     * The screen's sections and fields, on WordPress's settings API (add_settings_section,
     * add_settings_field): the option's schema (WordPress\Settings\OptionSchema) walked, each value in the section its
     * `screen` names, its control from its type and bounds; each port with its adapter among the
     * adapter table's names, its upstream's fields and its connection test.
     */
    public function addFields(): void
    {
        $schema = OptionSchema::option();
        $sections = [
            'shop' => __('Shop', 'whl-bridge'),
            'limits' => __('Limits', 'whl-bridge'),
            'rate-limits' => __('Rate limits (calls per window; 0: no limit)', 'whl-bridge'),
            'pages' => __('Pages', 'whl-bridge'),
            'messages' => __('Messages (empty: the shop\'s own text)', 'whl-bridge'),
        ];
        foreach ($sections as $id => $title) {
            $this->section($id, $title);
            foreach ($schema['properties'] as $key => $node) {
                if (($node['screen'] ?? null) === $id) {
                    $this->fields($node, [$key]);
                }
            }
        }
        foreach (self::portLabels() as $port => $label) {
            $this->section('port-' . $port, $label);
            $names = AdapterTable::names($port);
            $this->select(__('Adapter', 'whl-bridge'), ['adapters', $port], $this->settings->adapterFor($port), array_combine($names, $names));
            if (isset($schema['properties']['upstreams']['properties'][$port])) {
                $this->fields($schema['properties']['upstreams']['properties'][$port], ['upstreams', $port]);
                if (ConnectionTest::offers($port)) {
                    $button = static fn () => ConnectionTest::button($port);
                    add_settings_field('whl-test-' . $port, esc_html__('Connection', 'whl-bridge'), $button, self::SLUG, $this->section);
                }
            }
        }
    }

    /**
     * The fields of a value of the schema at $path: an object's values one by one, else its control.
     *
     * @param array<string, mixed> $node
     * @param list<string> $path
     */
    private function fields(array $node, array $path): void
    {
        if (isset($node['properties'])) {
            foreach ($node['properties'] as $key => $property) {
                $this->fields($property, [...$path, (string) $key]);
            }
            return;
        }
        $value = $this->settings->all();
        foreach ($path as $key) {
            $value = $value[$key];
        }
        $label = $this->label($path);
        $lang = end($path);
        $type = (array) $node['type'];
        if (isset($node['enum'])) {
            $this->select($label, $path, $value, array_combine($node['enum'], array_map('ucfirst', $node['enum'])));
        } elseif ($path[0] === 'upstreams' && in_array($lang, OptionSchema::SECRET_FIELDS, true)) {
            $this->secret($label, $path[1], $lang, $value !== '');
        } elseif ($path[0] === 'routes' && !str_contains($lang, self::TEMPLATED)) {
            $this->pagePicker($lang, $value);
        } elseif (in_array('integer', $type, true) || in_array('number', $type, true)) {
            $step = $node['step'] ?? (in_array('integer', $type, true) ? 1 : 0.1);
            $this->number($label, $path, $value, !empty($node['exclusiveMinimum']) ? $step : $node['minimum'], $node['maximum'] ?? null, $step);
        } else {
            // empty: the theme's brand (Brand), shown as the placeholder
            $placeholder = $path[0] === 'brand_name' ? (new Brand(new Settings()))->name($lang) : '';
            $type = in_array($node['takes'] ?? null, ['link', 'http'], true) ? 'url' : 'text';
            $this->text($label, $path, is_array($value) ? implode(', ', $value) : $value, $type, $lang === 'ar' ? 'rtl' : 'ltr', $placeholder);
        }
    }

    /** @param list<string> $path a value's place in the option; its label on the screen */
    private function label(array $path): string
    {
        $last = (string) end($path);
        return match ($path[0]) {
            'build' => __('Build', 'whl-bridge'),
            'brand_name' => __('Brand name', 'whl-bridge') . ' (' . $last . ')',
            'store_locator_url' => __('Store locator URL', 'whl-bridge'),
            'business_registration_url' => __('Business registration URL', 'whl-bridge'),
            'fallback_image' => __('Fallback image URL', 'whl-bridge'),
            'captcha_site_key' => __('Captcha site key', 'whl-bridge'),
            'block_number_time_limit' => __('Number reservation (minutes)', 'whl-bridge'),
            'numbers_page_size' => __('Numbers per page', 'whl-bridge'),
            'passcode_attempts' => __('Passcode tries', 'whl-bridge'),
            'max_connections' => __('Lines one customer may hold (0: no limit)', 'whl-bridge'),
            'payment_window_minutes' => __('Minutes an unpaid online order keeps its number', 'whl-bridge'),
            'upload_storage_dir' => __('Upload folder (absolute path outside the web root; empty: beside WordPress)', 'whl-bridge'),
            'trusted_proxies' => __(
                'Trusted proxies: their X-Forwarded-For names the client (addresses or networks, comma-separated; empty: none)',
                'whl-bridge',
            ),
            'messages' => self::words($path[1]) . ' (' . $last . ')',
            'routes' => $last,
            default => match ($path[0] . '.' . $last) {
                'upload_limits.image_max_mb' => __('Image upload maximum (MB)', 'whl-bridge'),
                'upload_limits.pdf_max_mb' => __('PDF upload maximum (MB)', 'whl-bridge'),
                'upload_limits.image_max_width' => __('Image width to compress to (pixels)', 'whl-bridge'),
                'upload_limits.image_max_height' => __('Image height to compress to (pixels)', 'whl-bridge'),
                'upload_quota.per_session_files' => __('Documents one session may upload', 'whl-bridge'),
                'upload_quota.per_session_mb' => __('Megabytes one session may upload', 'whl-bridge'),
                'upload_quota.per_ip_files' => __('Documents one address may upload', 'whl-bridge'),
                'upload_quota.per_ip_mb' => __('Megabytes one address may upload', 'whl-bridge'),
                'upload_quota.window_hours' => __('Upload caps count (hours)', 'whl-bridge'),
                'upload_quota.min_free_disk_mb' => __('Uploads stop below this free disk (MB)', 'whl-bridge'),
                'hold_limits.per_session' => __('Numbers one session may hold at once', 'whl-bridge'),
                'hold_limits.per_ip' => __('Numbers one address may hold at once', 'whl-bridge'),
                'hold_limits.per_customer' => __('Numbers one customer (ID number) may hold unpaid at once', 'whl-bridge'),
                'cod_limits.per_customer' => __('Open orders paid on delivery, per customer (ID number)', 'whl-bridge'),
                'cod_limits.per_ip' => __('Open orders paid on delivery, per address', 'whl-bridge'),
                'cod_limits.window_hours' => __('An order paid on delivery counts as open for (hours)', 'whl-bridge'),
                'passcode_limits.per_recipient' => __('Passcodes to one number per window', 'whl-bridge'),
                'passcode_limits.recipient_window_minutes' => __('Window of passcodes to one number (minutes)', 'whl-bridge'),
                'passcode_limits.per_recipient_day' => __('Passcodes to one number a day', 'whl-bridge'),
                'passcode_limits.resend_backoff_seconds' => __('A session\'s wait before its second passcode, doubling after (seconds)', 'whl-bridge'),
                'passcode_limits.abroad_per_hour' => __('Passcodes to numbers abroad an hour, shop-wide', 'whl-bridge'),
                'rate_limits.window_seconds' => __('Window (seconds)', 'whl-bridge'),
                /* translators: %s: a group of shop actions (cart, reservation, order, …) */
                'rate_limits.per_session' => sprintf(__('%s, per session', 'whl-bridge'), $path[1]),
                /* translators: %s: a group of shop actions (cart, reservation, order, …) */
                'rate_limits.per_ip' => sprintf(__('%s, per address', 'whl-bridge'), $path[1]),
                default => self::words($last),
            },
        };
    }

    /** @param list<string> $path the field's keys in the option */
    private function name(array $path): string
    {
        return Settings::OPTION . '[' . implode('][', $path) . ']';
    }

    private function id(array $path): string
    {
        return 'whl-' . sanitize_key(implode('-', $path));
    }

    private function section(string $id, string $title): void
    {
        $this->section = 'whl-' . $id;
        add_settings_section($this->section, $title, '__return_null', self::SLUG, [
            'before_section' => '<div id="' . esc_attr($this->section) . '" class="whl-settings__section">',
            'after_section' => '</div>',
        ]);
    }

    /** A field of the current section; WordPress prints its row, its label for the control `$id`. */
    private function field(string $label, string $id, string $control): void
    {
        add_settings_field($id, esc_html($label), static function () use ($control): void {
            echo $control; // built escaped by the field's maker
        }, self::SLUG, $this->section, ['label_for' => $id]);
    }

    /** @param list<string> $path */
    private function text(string $label, array $path, string $value, string $type = 'text', string $dir = 'ltr', string $placeholder = ''): void
    {
        $id = $this->id($path);
        $this->field($label, $id, sprintf(
            '<input type="%s" id="%s" name="%s" value="%s" class="regular-text" dir="%s"%s>',
            esc_attr($type),
            esc_attr($id),
            esc_attr($this->name($path)),
            esc_attr($value),
            esc_attr($dir),
            $placeholder !== '' ? ' placeholder="' . esc_attr($placeholder) . '"' : '',
        ));
    }

    /** @param list<string> $path */
    private function number(string $label, array $path, int|float $value, int|float $min, int|float|null $max, int|float $step = 1): void
    {
        $id = $this->id($path);
        $this->field($label, $id, sprintf(
            '<input type="number" id="%s" name="%s" value="%s" min="%s"%s step="%s" class="small-text">',
            esc_attr($id),
            esc_attr($this->name($path)),
            esc_attr((string) $value),
            esc_attr((string) $min),
            $max === null ? '' : ' max="' . esc_attr((string) $max) . '"',
            esc_attr((string) $step),
        ));
    }

    /**
     * @param list<string> $path
     * @param array<string, string> $options value => label
     */
    private function select(string $label, array $path, string $value, array $options): void
    {
        $id = $this->id($path);
        $html = sprintf('<select id="%s" name="%s">', esc_attr($id), esc_attr($this->name($path)));
        foreach ($options as $option => $text) {
            $html .= sprintf('<option value="%s"%s>%s</option>', esc_attr($option), selected($option, $value, false), esc_html($text));
        }
        $this->field($label, $id, $html . '</select>');
    }

    /** A credential: never printed back; empty keeps the stored one, the box clears it. */
    private function secret(string $label, string $port, string $field, bool $stored): void
    {
        $id = $this->id(['upstreams', $port, $field]);
        $this->field($label, $id, sprintf(
            '<input type="password" id="%1$s" name="%2$s" value="" autocomplete="new-password" class="regular-text" placeholder="%3$s"> '
            . '<label><input type="checkbox" name="%4$s" value="1"> %5$s</label>',
            esc_attr($id),
            esc_attr($this->name(['upstreams', $port, $field])),
            esc_attr($stored ? __('Stored (hidden). Type to replace.', 'whl-bridge') : __('Not set', 'whl-bridge')),
            esc_attr($this->name(['clear_secrets', $port, $field])),
            esc_html__('Clear', 'whl-bridge'),
        ));
    }

    /** A route picked as a page of the site (its path is stored); a path no page has stays as it is. */
    private function pagePicker(string $route, string $path): void
    {
        $id = $this->id(['route_pages', $route]);
        $page = get_page_by_path(trim($path, '/'));
        $picker = wp_dropdown_pages([
            'name' => $this->name(['route_pages', $route]),
            'id' => $id,
            'selected' => $page instanceof \WP_Post ? $page->ID : 0,
            'show_option_none' => $page instanceof \WP_Post ? '' : sprintf('%s', $path),
            'option_none_value' => '0',
            'echo' => false,
        ]);
        $this->field($route, $id, is_string($picker) ? $picker : '');
    }

    /** @return array<string, string> the ports, in the order shown, with their labels */
    private static function portLabels(): array
    {
        return [
            'commerce' => __('Commerce (carts, orders, catalogue)', 'whl-bridge'),
            'number_inventory' => __('Number inventory', 'whl-bridge'),
            'identity' => __('Identity provider (login)', 'whl-bridge'),
            'identity_verification' => __('Identity verification (eKYC)', 'whl-bridge'),
            'otp' => __('Passcodes and order notices (SMS)', 'whl-bridge'),
            'captcha' => __('Captcha', 'whl-bridge'),
            'payment_gateway' => __('Online payment', 'whl-bridge'),
            'places' => __('Places search', 'whl-bridge'),
            'storage' => __('Uploaded documents', 'whl-bridge'),
            'customer_directory' => __('Customer directory', 'whl-bridge'),
            'customer_accounts' => __('Customer accounts', 'whl-bridge'),
            'credit_check' => __('Credit check', 'whl-bridge'),
        ];
    }

    /** The label of a setting's key (an upstream field, a delivery length, a configured message). */
    private static function words(string $key): string
    {
        return match ($key) {
            'base_url' => __('Base URL', 'whl-bridge'),
            'verify_url' => __('Verification URL', 'whl-bridge'),
            'issuer_url' => __('Issuer URL (the realm)', 'whl-bridge'),
            'store_code' => __('Store code', 'whl-bridge'),
            'vendor' => __('Module vendor', 'whl-bridge'),
            'username' => __('User name', 'whl-bridge'),
            'password' => __('Password', 'whl-bridge'),
            'client_id' => __('Client ID', 'whl-bridge'),
            'client_secret' => __('Client secret', 'whl-bridge'),
            'api_key' => __('API key', 'whl-bridge'),
            'secret' => __('Secret key', 'whl-bridge'),
            'signing_key' => __('Signing key', 'whl-bridge'),
            'merchant_id' => __('Merchant ID', 'whl-bridge'),
            'sender' => __('Sender name', 'whl-bridge'),
            'issuer' => __('Issuer of the result tokens', 'whl-bridge'),
            'min_score' => __('Lowest score accepted (0 to 1)', 'whl-bridge'),
            'hostname' => __('Host name (empty: this site\'s)', 'whl-bridge'),
            'timeout_seconds' => __('Timeout (seconds)', 'whl-bridge'),
            'retries' => __('Retries of a read', 'whl-bridge'),
            'apt_no_max_length' => __('Villa/Apartment, most digits', 'whl-bridge'),
            'way_no_max_length' => __('Way number, most digits', 'whl-bridge'),
            'landmark_max_length' => __('Landmark, most characters', 'whl-bridge'),
            'generic_error' => __('Generic error (the thank-you page\'s Sorry!)', 'whl-bridge'),
            'security_deposit' => __('Security deposit warning', 'whl-bridge'),
            'invalid_extension' => __('File type not allowed ({file_name})', 'whl-bridge'),
            'apt_no_invalid' => __('Villa/Apartment not digits', 'whl-bridge'),
            'way_no_invalid' => __('Way number not digits', 'whl-bridge'),
            'contact_number_empty' => __('Contact number missing or invalid', 'whl-bridge'),
            'contact_number_same' => __('Contact number unchanged', 'whl-bridge'),
            'email_empty' => __('E-mail missing', 'whl-bridge'),
            'email_same' => __('E-mail unchanged', 'whl-bridge'),
            'passcode_limit_exceeded' => __('Passcode tries used up', 'whl-bridge'),
            default => ucfirst(str_replace('_', ' ', $key)),
        };
    }
}
