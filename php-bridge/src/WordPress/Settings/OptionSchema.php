<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Settings;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\Security\ClientAddress;

/**
 * The option `whl_bridge_settings` declared once, as a JSON schema WordPress checks
 * (rest_validate_value_from_schema, rest_sanitize_value_from_schema: WordPress\Settings\Reader). Each value has
 * its default; the bridge's own keywords beside WordPress's:
 * - `screen`: the settings screen's section that shows it (WordPress\Admin\SettingsPage walks the schema), and
 *   `step` its number control's step where the type's own (1, or 0.1 for a number) does not fit;
 * - `takes`: what a text field takes, named when a typo is refused (WordPress\Settings\ScreenPost);
 * - `prepare`: reads what is given into the declared shape first (older shapes, a list typed as text);
 * - `finish`: the kept value, once checked (trimmed, without markup).
 */
final class OptionSchema
{
    /** Rate-limit groups of the actions (calls per window, per session and per client IP). */
    public const RATE_GROUPS = [
        'bootstrap', 'session', 'catalogue', 'cart', 'reservation', 'captcha', 'js_error', 'upload', 'personal', 'passcode', 'idv',
        'delivery', 'order',
    ];

    /** Fields of `upstreams` that are credentials: stored server-side only, never printed back (the settings screen masks them). */
    public const SECRET_FIELDS = ['password', 'secret', 'api_key', 'client_secret', 'signing_key'];

    /** An http(s) URL with a host, or a path of this site ('/…', not '//…'); no spaces or control characters. */
    private const LINK = '^(?i)(https?://[^/\s?#]+|/(?!/))[^\s\x00-\x1f]*$';

    /** @var array<string, mixed>|null */
    private static ?array $option = null;

    /** @return array<string, mixed> the schema of the whole option */
    public static function option(): array
    {
        return self::$option ??= self::object([
            'build' => ['type' => 'string', 'enum' => ['preact', 'react'], 'default' => 'preact', 'screen' => 'shop'],
            // The operator's name per language; '' = the active theme's, else the site's title (Brand).
            // One name, as stored before the Arabic one, is the English one.
            'brand_name' => self::object(['en' => self::plain(100), 'ar' => self::plain(100)], 'shop', static fn ($v) => is_string($v) ? ['en' => $v] : $v),
            // 000 §2.1 the store locator: a link to it leaving checkout opens in a new tab instead of the
            // cart exit popup. An http(s) URL or a path of this site; '' = the shop has none.
            'store_locator_url' => self::link('', 'shop'),
            // 000 §2.3 where the homepage's yellow strip banner leads: the business registration page (never '').
            'business_registration_url' => self::link('/b2b/b2b-business-registration/', 'shop', false),
            // 000 §2.1 what a broken image shows; '' = the plugin's own (assets/img/fallback.svg). Printed in the page configuration.
            'fallback_image' => self::link('', 'shop'),
            'captcha_site_key' => ['type' => 'string', 'pattern' => '\S', 'default' => 'sandbox-site-key', 'screen' => 'shop', 'prepare' => self::trim(...)],
            // 000 §4.3 {brand}_block_number_time_limit, in minutes; fractions allowed
            'block_number_time_limit' => [
                'type' => ['integer', 'number'], 'minimum' => 0, 'exclusiveMinimum' => true, 'maximum' => 1440, 'default' => 15,
                'screen' => 'limits', 'step' => 0.25, // the screen's step
            ],
            'numbers_page_size' => self::count(3, 1, 50, 'limits'),
            // 000 §5.5, §9: the image and PDF maximums (MB; 5 as in the scan flow), and the box images are
            // compressed to fit (pixels). The web server's own limits must be above them.
            'upload_limits' => self::object([
                'image_max_mb' => self::count(5, 1, 50),
                'pdf_max_mb' => self::count(5, 1, 50),
                'image_max_width' => self::count(1600, 320, 8000),
                'image_max_height' => self::count(1600, 320, 8000),
            ], 'limits'),
            // What one session and one address may upload over window_hours (issue 31 finding 5); 0 = unlimited.
            // Per session carries the weight; per address is sized for many shoppers behind one carrier-grade
            // NAT address at a launch (decision 156). Below min_free_disk_mb free on the store's disk, no upload.
            'upload_quota' => self::object([
                'per_session_files' => ['type' => 'integer', 'minimum' => 0, 'default' => 20],
                'per_session_mb' => ['type' => 'integer', 'minimum' => 0, 'default' => 50],
                'per_ip_files' => ['type' => 'integer', 'minimum' => 0, 'default' => 3000],
                'per_ip_mb' => ['type' => 'integer', 'minimum' => 0, 'default' => 2000],
                'window_hours' => self::count(24, 1, 720),
                'min_free_disk_mb' => ['type' => 'integer', 'minimum' => 0, 'default' => 1024],
            ], 'limits'),
            // 000 §5.8, §4.1: the tries of one passcode before it locks
            'passcode_attempts' => self::count(3, 1, 10, 'limits'),
            // Passcodes issued (issue 31 finding 4; docs/decisions/153): per recipient in a window and in a day,
            // whichever sessions ask; a session's back-off, doubling with each passcode of its hour; and a shop-wide
            // hourly budget of passcodes to numbers abroad (a text abroad costs the operator most). 0 = none.
            'passcode_limits' => self::object([
                'per_recipient' => ['type' => 'integer', 'minimum' => 0, 'default' => 3],
                'recipient_window_minutes' => self::count(15, 1, 1440),
                'per_recipient_day' => ['type' => 'integer', 'minimum' => 0, 'default' => 10],
                'resend_backoff_seconds' => self::count(30, 0, 3600),
                'abroad_per_hour' => ['type' => 'integer', 'minimum' => 0, 'default' => 100],
            ], 'limits'),
            // 000 §2.8, §8 'Too many lines': the lines one customer may hold (contract §4.6, §4.4); 0 = unlimited
            'max_connections' => self::count(5, 0, 100, 'limits'),
            // Live number holds one client may have at once (issue 6 finding 1), an unpaid online order's
            // included (issue 31); 0 = unlimited. A cart holds one number. Per session and per customer (the
            // ID number, known from placement on) carry the weight; per address is sized for many shoppers
            // behind one carrier-grade NAT address at a launch (docs/decisions/150-unpaid-orders-hold-their-number.md).
            'hold_limits' => self::object([
                'per_session' => ['type' => 'integer', 'minimum' => 0, 'default' => 2],
                'per_customer' => ['type' => 'integer', 'minimum' => 0, 'default' => 2],
                'per_ip' => ['type' => 'integer', 'minimum' => 0, 'default' => 50],
            ], 'limits'),
            // 000 §4.11, §4.12: minutes an unpaid online order keeps its number (its retry window); then it is cancelled
            'payment_window_minutes' => self::count(60, 30, 1440, 'limits'),
            // Open orders paid on delivery (cash or card) per customer (ID number) and per address, placed in the
            // last window_hours; 0 = unlimited (issue 31 finding 3; decision 150 sizes the address's)
            'cod_limits' => self::object([
                'per_customer' => ['type' => 'integer', 'minimum' => 0, 'default' => 3],
                'per_ip' => ['type' => 'integer', 'minimum' => 0, 'default' => 150],
                'window_hours' => self::count(24, 1, 720),
            ], 'limits'),
            // 000 §5.6: the delivery form's maximum lengths (digits for the two numbers)
            'delivery_limits' => self::object([
                'apt_no_max_length' => self::count(6, 1, 200),
                'way_no_max_length' => self::count(5, 1, 200),
                'landmark_max_length' => self::count(60, 1, 200),
            ], 'limits'),
            // The private folder of the uploaded documents; '' = beside the WordPress directory
            // (Adapters\Filesystem\FilesystemStorage). An absolute path outside the web root.
            'upload_storage_dir' => [
                'type' => 'string', 'pattern' => '^(/(?!.*\.\.)[^\x00-\x1f]*)?$', 'default' => '', 'screen' => 'limits', 'takes' => 'folder',
                'finish' => static fn (string $dir): string => rtrim($dir, '/'),
            ],
            // Generous per IP: mobile users in Oman often share addresses behind carrier NAT.
            'rate_limits' => self::rateLimits(),
            // Proxies of the operator in front of WordPress (load balancer, CDN): addresses or CIDR networks
            // whose X-Forwarded-For is believed (Infrastructure\Security\ClientAddress). Empty: none. One entry that is
            // neither refuses the list (it would trust no proxy at all).
            'trusted_proxies' => [
                'type' => 'array', 'maxItems' => 100, 'items' => ['type' => 'string', 'minLength' => 1], 'default' => [], 'screen' => 'rate-limits',
                'prepare' => static fn ($v) => is_array($v = self::proxyEntries($v)) && count($v) <= 100
                    ? array_map(static fn ($e): string => is_string($e) ? ClientAddress::network($e) : '', $v)
                    : $v,
                'finish' => static fn (array $v): array => array_values(array_unique($v)),
            ],
            // contract §1: route name => path relative to the site URL; editors may rename pages
            'routes' => self::object(
                array_map(self::route(...), Routes::DEFAULTS),
                'pages',
                null,
                self::route(''),
            ),
            // The spec's configured messages (000 §4.8, §4.12, §5.5, §5.6; 001 §4.6, §4.7, §8), per language;
            // '' = the widget's own text. {file_name} is replaced by the file's name. The 001 ones are
            // carried for the account pages, which read them when they land.
            'messages' => self::object(array_fill_keys([
                'generic_error', 'security_deposit', 'invalid_extension', 'apt_no_invalid', 'way_no_invalid', 'contact_number_empty',
                'contact_number_same', 'email_empty', 'email_same', 'passcode_limit_exceeded',
            ], self::object(['en' => self::plain(500), 'ar' => self::plain(500)])), 'messages'),
            // 000 §3.6, §5.4 blackListedCountries: ISO codes the tourist pack's nationality list leaves out.
            // The operator sets its own; the Sandbox's is a placeholder. Entries that are not codes are left out.
            'black_listed_countries' => self::list(['KP'], '^[A-Z]{2}$', static fn ($c) => is_string($c) ? strtoupper(trim($c)) : $c),
            // 000 §5.2 rop_number: numbers a shopper may not give as the contact number; a placeholder tests rely on
            'blocked_contact_numbers' => self::list(['99887766'], '^\d{6,15}$'),
            // 000 §4.11: the delivery types and payment methods the Sandbox's Commerce port offers (its
            // shippingOptions: the cart summary's, checked again at the delivery submit and at placement)
            'checkout_options' => self::object(array_fill_keys(
                ['storepickup', 'doordelivery', 'pay_online', 'pay_later', 'cash_on_delivery', 'card_on_delivery'],
                ['type' => 'boolean', 'default' => true],
            )),
            // issue 13: the adapter of each port, among its names in the adapter table (Settings::adapterFor);
            // one name for every port is the setting as stored before the choice was per port
            'adapters' => self::object(
                array_map(
                    static fn (string $name): array => ['type' => 'string', 'pattern' => '^[a-z][a-z0-9_]*$', 'default' => $name],
                    Upstreams::ADAPTERS,
                ),
                'ports',
                static fn ($v) => is_string($v) ? array_fill_keys(array_keys(Upstreams::ADAPTERS), $v) : $v,
            ),
            // issue 13: where each production adapter's upstream is and its credentials (docs/upstreams.md)
            'upstreams' => self::object(array_map(Upstreams::schema(...), Upstreams::DEFAULTS), 'ports'),
        ]);
    }

    /** @return array<string, mixed> every setting's default */
    public static function defaults(): array
    {
        return self::option()['default'];
    }

    /**
     * An object of the option: its default is its properties' own.
     *
     * @param array<string, array<string, mixed>> $properties
     * @return array<string, mixed>
     */
    public static function object(array $properties, ?string $screen = null, ?\Closure $prepare = null, ?array $additional = null): array
    {
        $default = array_map(static fn (array $property): mixed => $property['default'], $properties);
        $object = ['type' => 'object', 'properties' => $properties, 'default' => $default];
        $more = ['screen' => $screen, 'prepare' => $prepare, 'additionalProperties' => $additional];
        return $object + array_filter($more, static fn ($v): bool => $v !== null);
    }

    /** @return array<string, mixed> a whole number between $min and $max */
    public static function count(int $default, int $min, int $max, ?string $screen = null): array
    {
        $count = ['type' => 'integer', 'minimum' => $min, 'maximum' => $max, 'default' => $default];
        return $screen === null ? $count : $count + ['screen' => $screen];
    }

    /** @return array<string, mixed> one line of plain text: no control characters, at most $max characters, no markup kept */
    private static function plain(int $max): array
    {
        return [
            'type' => 'string', 'maxLength' => $max, 'pattern' => '^[^\x00-\x1f\x7f]*$', 'default' => '',
            'finish' => static fn (string $text): string => trim(wp_strip_all_tags($text)),
        ];
    }

    /** @return array<string, mixed> a link (self::LINK), trimmed, or '' where $empty */
    private static function link(string $default, string $screen, bool $empty = true): array
    {
        $pattern = $empty ? '^$|' . self::LINK : self::LINK;
        return ['type' => 'string', 'pattern' => $pattern, 'default' => $default, 'screen' => $screen, 'takes' => 'link', 'prepare' => self::trim(...)];
    }

    /** @return array<string, mixed> a page path of this site: '/…' with no '//' */
    private static function route(string $default): array
    {
        return ['type' => 'string', 'pattern' => '^/(?!.*//)', 'default' => $default, 'takes' => 'path'];
    }

    /**
     * @param list<string> $default
     * @return array<string, mixed> a list whose entries that break $pattern are left out, each once
     */
    private static function list(array $default, string $pattern, ?\Closure $read = null): array
    {
        return [
            'type' => 'array', 'items' => ['type' => 'string'], 'default' => $default,
            'prepare' => static fn ($v) => is_array($v) ? array_values(array_unique(array_filter(
                $read === null ? $v : array_map($read, $v),
                static fn ($e): bool => is_string($e) && preg_match('/' . $pattern . '/', $e) === 1,
            ))) : $v,
        ];
    }

    /**
     * Calls per window, per session and per client IP, of each group. 'default' stands for every group
     * and a group's own entry for itself; a number stands for both scopes (['default' => 100000] lifts
     * every limit: bench, demo).
     *
     * @return array<string, mixed>
     */
    private static function rateLimits(): array
    {
        $limits = [
            'bootstrap' => [60, 600], 'session' => [120, 1200], 'catalogue' => [120, 3000], 'cart' => [30, 600],
            // reserving a number (add to cart, change number) takes from the shared pool: lower
            'reservation' => [10, 60], 'captcha' => [20, 600], 'js_error' => [10, 300],
            // document uploads (000 §5.5): a few slots per order, each may be changed a few times
            'upload' => [20, 300],
            // the personal-information submit (000 §7.4): personal data, tried a few times per order
            'personal' => [10, 120],
            // asking for a passcode (000 §5.8, §4.1: each one texts a number); per address sized for carrier-grade
            // NAT at a launch (docs/decisions/153); Passcodes caps the recipient and the session's back-off
            'passcode' => [5, 30],
            // eKYC (000 §4.6); the Sandbox provider's document and face calls are per address
            'idv' => [20, 200],
            // the delivery submit (000 §7.5): an address, corrected a few times per order
            'delivery' => [10, 120],
            // placing the order: tighter; a replay answers the placed order, so a double click stays within it
            'order' => [5, 60],
        ];
        $groups = array_map(static fn (array $n): array => self::object([
            'per_session' => ['type' => 'integer', 'minimum' => 0, 'default' => $n[0]],
            'per_ip' => ['type' => 'integer', 'minimum' => 0, 'default' => $n[1]],
        ]), $limits);
        $window = ['type' => 'integer', 'minimum' => 1, 'default' => 60];
        return self::object(['window_seconds' => $window] + $groups, 'rate-limits', static function ($given) {
            if (!is_array($given)) {
                return $given;
            }
            foreach (self::RATE_GROUPS as $group) {
                $merged = [];
                foreach ([$given['default'] ?? null, $given[$group] ?? null] as $entry) {
                    foreach (['per_session', 'per_ip'] as $scope) {
                        $n = is_array($entry) ? ($entry[$scope] ?? null) : $entry;
                        if (is_numeric($n) && $n >= 0) {
                            $merged[$scope] = $n;
                        }
                    }
                }
                $given[$group] = $merged;
            }
            return $given;
        });
    }

    /**
     * The entries of a trusted-proxy list: a list, or the settings screen's text (addresses and
     * networks separated by commas or spaces); anything else as given.
     */
    public static function proxyEntries(mixed $proxies): mixed
    {
        return is_string($proxies)
            ? (preg_split('/[\s,]+/', $proxies, -1, PREG_SPLIT_NO_EMPTY) ?: [])
            : (is_array($proxies) ? array_values($proxies) : $proxies);
    }

    private static function trim(mixed $value): mixed
    {
        return is_string($value) ? trim($value) : $value;
    }
}
