<?php

declare(strict_types=1);

namespace Whl\Bridge;

defined('ABSPATH') || exit;

use Whl\Bridge\Composition\AdapterTable;
use Whl\Bridge\Security\ClientAddress;

/**
 * The plugin's settings: one array option, merged over the defaults and normalised once.
 * Read through typed getters so a bad stored value never reaches a handler.
 */
final class Settings
{
    public const OPTION = 'whl_bridge_settings';

    public const BUILDS = ['preact', 'react'];

    /** Rate-limit groups of the actions (calls per window, per session and per client IP). */
    public const RATE_GROUPS = [
        'bootstrap', 'session', 'catalogue', 'cart', 'reservation', 'captcha', 'js_error', 'upload', 'personal', 'idv', 'delivery', 'order',
    ];

    /** Bounds of the upload limits, in MB (000 §5.5, §9): at least 1, at most 50. */
    public const UPLOAD_MB_RANGE = [1, 50];

    public const DEFAULTS = [
        'build' => 'preact',
        // issue 13: the adapter of each port (Ports\*), chosen per port; 'sandbox' is the plugin's own
        'adapters' => [
            'commerce' => 'sandbox',
            'number_inventory' => 'sandbox',
            'identity' => 'sandbox',
            'identity_verification' => 'sandbox',
            'otp' => 'sandbox',
            'captcha' => 'sandbox',
            'payment_gateway' => 'sandbox',
            'places' => 'sandbox',
            // the documents in a private folder outside the web root (upload_storage_dir), on every site
            'storage' => 'filesystem',
            'customer_directory' => 'sandbox',
            'customer_accounts' => 'sandbox',
            'credit_check' => 'sandbox',
        ],
        // issue 13: where each production adapter's upstream is and its credentials (docs/upstreams.md),
        // by port; a port on the Sandbox ignores its entry. Every call has the timeout; idempotent
        // calls are tried again up to `retries` times.
        'upstreams' => [
            // Magento 2 (commerce and customer_accounts): the administrator's credentials obtain its token
            'commerce' => [
                'base_url' => '',
                'store_code' => 'default',
                'vendor' => 'whl', // the operator's modules: {vendor}-customcustomerapi, {vendor}-orderflow
                'username' => '',
                'password' => '',
                'timeout_seconds' => 10.0,
                'retries' => 2,
            ],
            'captcha' => [
                'verify_url' => 'https://www.google.com/recaptcha/api/siteverify',
                'secret' => '',
                'min_score' => 0.5,
                'hostname' => '', // '' = this site's host
                'timeout_seconds' => 5.0,
                'retries' => 0, // siteverify is a POST that spends the token: never tried twice
            ],
            'number_inventory' => [
                'base_url' => '',
                'client_id' => '',
                'api_key' => '',
                'timeout_seconds' => 8.0,
                'retries' => 2,
            ],
            'identity' => [
                'issuer_url' => '', // the realm's, e.g. https://sso.operator.om/realms/shop
                'client_id' => '',
                'client_secret' => '',
                'timeout_seconds' => 8.0,
                'retries' => 1,
            ],
            'identity_verification' => [
                'base_url' => '',
                'api_key' => '',
                'signing_key' => '', // the result tokens' HS256 key, shared with the provider
                'issuer' => '',
                'timeout_seconds' => 10.0,
                'retries' => 1,
            ],
            'payment_gateway' => [
                'base_url' => '',
                'merchant_id' => '',
                'api_key' => '',
                'signing_key' => '',
                'timeout_seconds' => 15.0,
                'retries' => 2,
            ],
            // the ESB's customer directory (TMF629 names), credit check and address service (TMF673 names)
            'customer_directory' => ['base_url' => '', 'client_id' => '', 'api_key' => '', 'timeout_seconds' => 8.0, 'retries' => 2],
            'credit_check' => ['base_url' => '', 'client_id' => '', 'api_key' => '', 'timeout_seconds' => 10.0, 'retries' => 1],
            'places' => ['base_url' => '', 'client_id' => '', 'api_key' => '', 'timeout_seconds' => 5.0, 'retries' => 1],
            'otp' => [
                'base_url' => '',
                'api_key' => '',
                'sender' => '',
                'timeout_seconds' => 8.0,
                'retries' => 0,
            ],
        ],
        // The spec's configured messages (000 §4.8, §4.12, §5.5, §5.6; 001 §4.6, §4.7, §8), per language;
        // '' = the widget's own text (translated with the bundle). {file_name} is replaced by the file's name.
        // The 001 ones are carried for the account pages, which read them when they land.
        'messages' => [
            'generic_error' => ['en' => '', 'ar' => ''],
            'security_deposit' => ['en' => '', 'ar' => ''],
            'invalid_extension' => ['en' => '', 'ar' => ''],
            'apt_no_invalid' => ['en' => '', 'ar' => ''],
            'way_no_invalid' => ['en' => '', 'ar' => ''],
            'contact_number_empty' => ['en' => '', 'ar' => ''],
            'contact_number_same' => ['en' => '', 'ar' => ''],
            'email_empty' => ['en' => '', 'ar' => ''],
            'email_same' => ['en' => '', 'ar' => ''],
            'passcode_limit_exceeded' => ['en' => '', 'ar' => ''],
        ],
        'block_number_time_limit' => 15,
        'numbers_page_size' => 3,
        // The operator's name per language; '' = the active theme's, else the site's title (Brand).
        'brand_name' => ['en' => '', 'ar' => ''],
        'captcha_site_key' => 'sandbox-site-key',
        // 000 §2.1 what a broken image shows: an http(s) URL or a path of this site; '' = the plugin's
        // own (assets/img/fallback.svg). Printed in the page configuration (contract §1 site).
        'fallback_image' => '',
        // 000 §2.1 the store locator: a link to it leaving checkout opens in a new tab instead of the
        // cart exit popup. An http(s) URL or a path of this site; '' = the shop has none.
        'store_locator_url' => '',
        // 000 §2.3 where the homepage's yellow strip banner leads: the business registration page. An
        // http(s) URL or a path of this site.
        'business_registration_url' => '/b2b/b2b-business-registration/',
        // contract §1: route name => path relative to the site URL; editors may rename pages.
        'routes' => [
            'homepage' => '/',
            'prepaid-plan-page' => '/prepaid-plan-page/',
            'postpaid' => '/postpaid/',
            // 000 §2.2, §2.6 (issue 12): the shop's catalogue pages
            'devices' => '/devices/',
            'device-details' => '/device-details/',
            'accessories' => '/accessories/',
            'gift-card-details' => '/gift-card-details/',
            'recommended_numbers' => '/recommended_numbers/',
            'search_number' => '/search_number/',
            '{service_type}-recommended-numbers' => '/{service_type}-recommended-numbers/',
            '{service_type}-search-number' => '/{service_type}-search-number/',
            'my_cart' => '/my_cart/',
            'empty-cart' => '/empty-cart/',
            '{service_type}-personal-info' => '/{service_type}-personal-info/',
            '{service_type}-delivery' => '/{service_type}-delivery/',
            '{service_type}-payment' => '/{service_type}-payment/',
            'tourist-pack-payment' => '/tourist-pack-payment/',
            '{service_type}-thank-you' => '/{service_type}-thank-you/',
            'tourist-pack-thank-you' => '/tourist-pack-thank-you/',
            'pre-to-post-thank-you' => '/pre-to-post-thank-you/',
            'recharge-bill-payment-receipt-export' => '/recharge-bill-payment-receipt-export/',
            // contract §4.16: where the payment gateway sends the browser back (000 §4.11 "online payment pages")
            'online_payment' => '/online_payment/',
            // 001 §2.2, §2.4 (their pages are to come): the header back button's rules from and to them (000 §2.1)
            'trackorder' => '/trackorder/',
            'my-orders' => '/my-orders/',
        ],
        // Generous per IP: mobile users in Oman often share addresses behind carrier NAT.
        'rate_limits' => [
            'window_seconds' => 60,
            'bootstrap' => ['per_session' => 60, 'per_ip' => 600],
            'session' => ['per_session' => 120, 'per_ip' => 1200],
            'catalogue' => ['per_session' => 120, 'per_ip' => 3000],
            'cart' => ['per_session' => 30, 'per_ip' => 600],
            // Reserving a number (add to cart, change number) takes from the shared pool: lower.
            'reservation' => ['per_session' => 10, 'per_ip' => 60],
            'captcha' => ['per_session' => 20, 'per_ip' => 600],
            'js_error' => ['per_session' => 10, 'per_ip' => 300],
            // Document uploads (000 §5.5): a few slots per order, each may be changed a few times.
            'upload' => ['per_session' => 20, 'per_ip' => 300],
            // The personal-information submit (000 §7.4): personal data, tried a few times per order.
            'personal' => ['per_session' => 10, 'per_ip' => 120],
            // eKYC (000 §4.6): start and result per session; the Sandbox provider's document and face
            // calls (no nonce: the token is their credential) per address, a few files per scan.
            'idv' => ['per_session' => 20, 'per_ip' => 200],
            // The delivery submit (000 §7.5): an address, corrected a few times per order.
            'delivery' => ['per_session' => 10, 'per_ip' => 120],
            // Placing the order (000 §7.5): tighter; a replay answers the placed order, so a
            // double click or a retry stays well within it.
            'order' => ['per_session' => 5, 'per_ip' => 60],
        ],
        // Proxies of the operator in front of WordPress (load balancer, CDN): addresses or CIDR networks whose
        // X-Forwarded-For is believed for the client's address (Security\ClientAddress). Empty: none, the
        // connection's address is the client's (a header any client can write is never read).
        'trusted_proxies' => [],
        // Live number holds one client may have at once (issue 6 finding 1); 0 = unlimited. A cart
        // holds one number; per IP stays above a household or an office behind one address.
        'hold_limits' => ['per_session' => 2, 'per_ip' => 10],
        // 000 §2.8, §8 'Too many lines': the lines (connections) one customer may hold; a customer at
        // it gets no new line (contract §4.6 max_connections_status, §4.4 max_connections); 0 = unlimited
        'max_connections' => 5,
        // 000 §5.5, §9: the image and PDF maximums are configured (5 MB as in the scan flow). The
        // web server's own limits (upload_max_filesize, post_max_size) must be above them.
        'upload_limits' => ['image_max_mb' => 5, 'pdf_max_mb' => 5, 'image_max_width' => 1600, 'image_max_height' => 1600],
        // 000 §5.8, §4.1: the tries of one passcode before it locks
        'passcode_attempts' => 3,
        // The private folder of the uploaded documents; '' = beside the WordPress
        // directory (Adapters\Filesystem\FilesystemStorage). Must be an absolute path outside the web root.
        'upload_storage_dir' => '',
        // 000 §3.6, §5.4 blackListedCountries: ISO codes the tourist pack's nationality list leaves out
        // (wpb_countryLookUp flags them). The operator sets its own; the Sandbox's is a placeholder.
        'black_listed_countries' => ['KP'],
        // 000 §5.2 rop_number: numbers a shopper may not give as the contact number (8 digits each).
        // The operator sets its own; the Sandbox's is a placeholder that tests can rely on.
        'blocked_contact_numbers' => ['99887766'],
        // 000 §5.6: the delivery form's server-configured maximum lengths (digits for the two numbers).
        'delivery_limits' => ['apt_no_max_length' => 6, 'way_no_max_length' => 5, 'landmark_max_length' => 60],
        // 000 §4.11: the delivery types and payment methods the Sandbox's Commerce port offers (its
        // shippingOptions: the cart summary's shipping_options, checked again at the delivery submit and at placement)
        'checkout_options' => [
            'storepickup' => true,
            'doordelivery' => true,
            'pay_online' => true,
            'pay_later' => true,
            'cash_on_delivery' => true,
            'card_on_delivery' => true,
        ],
    ];

    /** @var array<string, mixed> */
    private array $values;

    /** @param array<string, mixed> $stored */
    public function __construct(array $stored = [])
    {
        $this->values = self::normalise($stored);
    }

    /**
     * Registers the option with WordPress (settings API): every write (the settings screen,
     * update_option, WP-CLI) goes through sanitize().
     */
    public static function register(): void
    {
        register_setting('whl_bridge', self::OPTION, [
            'type' => 'object',
            'description' => 'WHL Storefront Bridge settings',
            'sanitize_callback' => [self::class, 'sanitize'],
            'default' => [],
            'show_in_rest' => false, // adapters, limits and routes are the administrator's, not the API's
        ]);
    }

    /**
     * What is stored: the values that pass the same rules the getters apply (normalise), each only
     * where it differs from the default, so a later default reaches sites that never changed it.
     * A value that fails its rule is dropped, never stored (a trusted-proxy list keeps the stored one
     * and the screen says why, keepProxiesOnATypo()).
     *
     * @return array<string, mixed>
     */
    public static function sanitize(mixed $input): array
    {
        $input = is_array($input) ? $input : [];
        if (isset($input[self::FORM_MARK])) {
            $input = self::fromForm($input);
        }
        $input = self::keepProxiesOnATypo($input);
        $input = self::keepTextOnATypo($input);
        $values = self::normalise($input);
        foreach ($values['adapters'] as $port => $name) { // a name no adapter answers to is not stored
            $values['adapters'][$port] = in_array($name, AdapterTable::names($port), true) ? $name : self::DEFAULTS['adapters'][$port];
        }
        return array_filter($values, static fn ($value, string $key): bool => $value !== self::DEFAULTS[$key], ARRAY_FILTER_USE_BOTH);
    }

    /**
     * A trusted-proxy list with an entry that is neither an address nor a network would trust no
     * proxy at all (normalise() drops it): the list stored stays, and the screen says which entries
     * it could not read (issue 15).
     *
     * @param array<string, mixed> $input
     * @return array<string, mixed>
     */
    private static function keepProxiesOnATypo(array $input): array
    {
        $unread = array_values(array_filter(
            self::proxyEntries($input['trusted_proxies'] ?? null) ?? [],
            static fn ($e): bool => !is_string($e) || ClientAddress::network($e) === '',
        ));
        if ($unread === []) {
            return $input;
        }
        $stored = get_option(self::OPTION, []);
        $input['trusted_proxies'] = is_array($stored) ? ($stored['trusted_proxies'] ?? []) : [];
        // WordPress may sanitize one save twice (a first save adds the option): one message
        $said = function_exists('get_settings_errors') && in_array('trusted_proxies', array_column(get_settings_errors(self::OPTION), 'code'), true);
        if (function_exists('add_settings_error') && !$said) {
            add_settings_error(self::OPTION, 'trusted_proxies', sprintf(
                /* translators: %s: the entries of the list that are not addresses or networks */
                __('Trusted proxies: %s is not an address or a network (for example 10.0.0.5 or 10.0.0.0/24). The list was left as it was.', 'whl-bridge'),
                implode(', ', array_map(static fn ($e): string => is_string($e) ? $e : '?', $unread)),
            ));
        }
        return $input;
    }

    /**
     * A typed setting that breaks its rule (a relative upload folder, a page path without its '/', an
     * address that is not one) would become its default without a word (normalise() drops it): the
     * value stored stays, and the screen says which field and what it takes (issue 15). The rule is
     * normalise()'s own: a value is refused when normalise() does not keep it as given.
     *
     * @param array<string, mixed> $input
     * @return array<string, mixed>
     */
    private static function keepTextOnATypo(array $input): array
    {
        $normal = self::normalise($input);
        $stored = get_option(self::OPTION, []);
        $stored = is_array($stored) ? $stored : [];
        $said = function_exists('get_settings_errors') ? array_column(get_settings_errors(self::OPTION), 'code') : [];
        // WordPress's own nested-array helpers (core's theme.json code uses them since 5.8)
        foreach (self::typedFields($input) as [$path, $label, $takes, $kept]) {
            $given = _wp_array_get($input, $path);
            if (!is_string($given) || _wp_array_get($normal, $path) === $kept($given)) {
                continue;
            }
            _wp_array_set($input, $path, _wp_array_get($stored, $path)); // none stored: null, which normalise() reads as its default
            $code = implode('.', $path);
            if (function_exists('add_settings_error') && !in_array($code, $said, true)) {
                add_settings_error(self::OPTION, $code, sprintf(
                    /* translators: 1: a setting's name, 2: the value typed, 3: what the setting takes */
                    __('%1$s: “%2$s” is not %3$s. The setting was left as it was.', 'whl-bridge'),
                    $label,
                    $given,
                    $takes,
                ));
            }
        }
        return $input;
    }

    /**
     * The settings typed as text whose typos normalise() would drop: [path, name, what it takes, the
     * value normalise() keeps when it accepts what was typed].
     *
     * @param array<string, mixed> $input
     * @return list<array{list<string>, string, string, \Closure(string): string}>
     */
    private static function typedFields(array $input): array
    {
        $trim = static fn (string $given): string => trim($given);
        $address = __('a web address (https://…) or a path of this site (/…)', 'whl-bridge');
        $fields = [
            [
                ['upload_storage_dir'],
                __('Upload folder', 'whl-bridge'),
                __('an absolute folder path (/…) or empty', 'whl-bridge'),
                static fn (string $given): string => rtrim($given, '/'),
            ],
            [['store_locator_url'], __('Store locator URL', 'whl-bridge'), $address, $trim],
            [['business_registration_url'], __('Business registration URL', 'whl-bridge'), $address, $trim],
            [['fallback_image'], __('Fallback image URL', 'whl-bridge'), $address, $trim],
        ];
        foreach (is_array($input['routes'] ?? null) ? array_keys($input['routes']) : [] as $name) {
            if (is_string($name)) {
                $fields[] = [['routes', $name], $name, __('a path of this site starting with /', 'whl-bridge'), static fn (string $given): string => $given];
            }
        }
        foreach (self::DEFAULTS['upstreams'] as $port => $defaults) {
            foreach (array_keys($defaults) as $field) {
                if (str_ends_with((string) $field, '_url')) {
                    $fields[] = [['upstreams', $port, (string) $field], $port . ' ' . $field, __('an http(s) address', 'whl-bridge'), $trim];
                }
            }
        }
        return $fields;
    }

    /**
     * The entries of a trusted-proxy list: a list, or the settings screen's text (addresses and
     * networks separated by commas or spaces); null for anything else.
     *
     * @return list<mixed>|null
     */
    private static function proxyEntries(mixed $proxies): ?array
    {
        return is_string($proxies)
            ? (preg_split('/[\s,]+/', $proxies, -1, PREG_SPLIT_NO_EMPTY) ?: [])
            : (is_array($proxies) ? array_values($proxies) : null);
    }

    /** The settings screen's posts carry this key: they hold part of the settings (see fromForm). */
    public const FORM_MARK = '_screen';

    /**
     * A post of the settings screen (Admin\SettingsPage) read over what is stored: the fields it
     * shows replace the stored ones, a credential left empty keeps the stored one (the form never
     * prints them back) unless its "clear" box is ticked, a route picked as a page becomes that
     * page's path, and what the form does not show is kept.
     *
     * @param array<string, mixed> $post
     * @return array<string, mixed>
     */
    private static function fromForm(array $post): array
    {
        $stored = get_option(self::OPTION, []);
        $stored = is_array($stored) ? $stored : [];
        $current = self::normalise($stored);
        foreach ($post['upstreams'] ?? [] as $port => $fields) {
            foreach (is_array($fields) ? $fields : [] as $field => $value) {
                if (in_array($field, self::SECRET_FIELDS, true) && ($value === '' || $value === null)) {
                    $clear = !empty($post['clear_secrets'][$port][$field]);
                    $post['upstreams'][$port][$field] = $clear ? '' : ($current['upstreams'][$port][$field] ?? '');
                }
            }
        }
        foreach ($post['route_pages'] ?? [] as $name => $pageId) {
            $uri = is_numeric($pageId) && (int) $pageId > 0 ? get_page_uri((int) $pageId) : '';
            if (is_string($uri) && $uri !== '') {
                $post['routes'][$name] = '/' . trim($uri, '/') . '/';
            }
        }
        unset($post[self::FORM_MARK], $post['clear_secrets'], $post['route_pages']);
        return array_replace_recursive($current, $post);
    }

    /**
     * The configured message $key (DEFAULTS['messages']) in $lang; '' when the widget's own text stands.
     */
    public function message(string $key, string $lang): string
    {
        return $this->values['messages'][$key][$lang === 'ar' ? 'ar' : 'en'] ?? '';
    }

    public static function load(): self
    {
        $stored = get_option(self::OPTION, []);
        return new self(is_array($stored) ? $stored : []);
    }

    public function build(): string
    {
        return $this->values['build'];
    }

    /** Fields of `upstreams` that are credentials: stored server-side only, never printed back (the settings screen masks them). */
    public const SECRET_FIELDS = ['password', 'secret', 'api_key', 'client_secret', 'signing_key'];

    /**
     * Bounds of the numeric fields of `upstreams`. A timeout under 1 s is not kept: WordPress's HTTP
     * API (cURL with the system resolver) waits at least 1 s anyway.
     */
    private const UPSTREAM_RANGES = ['timeout_seconds' => [1.0, 120.0], 'retries' => [0, 5], 'min_score' => [0.0, 1.0]];

    /**
     * The adapter chosen for a port (a key of DEFAULTS['adapters']): a name of the port's in the adapter
     * table (Composition\AdapterTable, with the integrators' additions), else the port's default.
     */
    public function adapterFor(string $port): string
    {
        $name = $this->values['adapters'][$port] ?? throw new \LogicException('no such port: ' . $port);
        return in_array($name, AdapterTable::names($port), true) ? $name : self::DEFAULTS['adapters'][$port];
    }

    /**
     * The upstream settings of a port's production adapter (DEFAULTS['upstreams']): URLs,
     * credentials, timeout_seconds, retries.
     *
     * @return array<string, string|int|float>
     */
    public function upstream(string $port): array
    {
        return $this->values['upstreams'][$port] ?? throw new \LogicException('no upstream settings for: ' . $port);
    }

    /** True when any port is on the Sandbox (its pages and the demo outbox exist only then). */
    public function usesSandbox(): bool
    {
        return in_array('sandbox', array_map($this->adapterFor(...), array_keys($this->values['adapters'])), true);
    }

    /** Reservation limit in minutes ({brand}_block_number_time_limit, 000 §4.3); fractions allowed. */
    public function blockNumberMinutes(): float
    {
        return $this->values['block_number_time_limit'];
    }

    public function reservationSeconds(): int
    {
        return max(1, (int) round($this->values['block_number_time_limit'] * 60));
    }

    public function numbersPageSize(): int
    {
        return $this->values['numbers_page_size'];
    }

    /** The configured brand name in $lang, the English one when only it is set; '' when none is (Brand reads on). */
    public function brandName(string $lang): string
    {
        $names = $this->values['brand_name'];
        return $names[$lang === 'ar' ? 'ar' : 'en'] !== '' ? $names[$lang === 'ar' ? 'ar' : 'en'] : $names['en'];
    }

    /** $text as one line of plain text, trimmed: '' when longer than $max characters or holding control characters. */
    public static function plainLine(string $text, int $max): string
    {
        return mb_strlen($text) <= $max && !preg_match('/[\x00-\x1f\x7f]/', $text) ? trim(wp_strip_all_tags($text)) : '';
    }

    /** @return list<string> addresses and CIDR networks whose X-Forwarded-For is believed */
    public function trustedProxies(): array
    {
        return $this->values['trusted_proxies'];
    }

    public function captchaSiteKey(): string
    {
        return $this->values['captcha_site_key'];
    }

    /** 000 §2.1 the fallback image: an absolute http(s) URL, a path of this site, or '' for the plugin's own. */
    public function fallbackImage(): string
    {
        return $this->values['fallback_image'];
    }

    /** 000 §2.3 the business registration page the yellow strip banner leads to: an absolute URL or a path of this site. */
    public function businessRegistrationUrl(): string
    {
        return $this->values['business_registration_url'];
    }

    /** 000 §2.1 the store locator: an absolute http(s) URL, a path of this site, or '' when there is none. */
    public function storeLocatorUrl(): string
    {
        return $this->values['store_locator_url'];
    }

    /** @return array<string, string> */
    public function routes(): array
    {
        return $this->values['routes'];
    }

    public function route(string $name, string $serviceType = ''): string
    {
        $path = $this->values['routes'][$name] ?? '/';
        return str_replace('{service_type}', $serviceType, $path);
    }

    public function rateWindowSeconds(): int
    {
        return $this->values['rate_limits']['window_seconds'];
    }

    /** @return array{per_session: int, per_ip: int} 0 means unlimited */
    public function rateLimit(string $group): array
    {
        return $this->values['rate_limits'][$group] ?? $this->values['rate_limits']['session'];
    }

    /** @return array{per_session: int, per_ip: int} live holds per client; 0 means unlimited */
    public function holdLimits(): array
    {
        return $this->values['hold_limits'];
    }

    /** 000 §2.8, §8: the lines one customer may hold; 0 means unlimited. */
    public function maxConnections(): int
    {
        return $this->values['max_connections'];
    }

    /** The image maximum of an upload in bytes (000 §5.5). */
    public function uploadImageMaxBytes(): int
    {
        return $this->values['upload_limits']['image_max_mb'] * 1024 * 1024;
    }

    /** The PDF maximum of an upload in bytes (000 §5.5). */
    public function uploadPdfMaxBytes(): int
    {
        return $this->values['upload_limits']['pdf_max_mb'] * 1024 * 1024;
    }

    /** @return array{width: int, height: int} 000 §5.5: what an image is compressed to fit, in pixels */
    public function uploadImageBox(): array
    {
        return ['width' => $this->values['upload_limits']['image_max_width'], 'height' => $this->values['upload_limits']['image_max_height']];
    }

    /** 000 §5.8, §4.1: the tries of one passcode. */
    public function passcodeAttempts(): int
    {
        return $this->values['passcode_attempts'];
    }

    /** The configured folder of the Sandbox's uploaded documents; '' = the default. */
    public function uploadStorageDir(): string
    {
        return $this->values['upload_storage_dir'];
    }

    /** @return list<string> ISO 3166-1 alpha-2 codes (000 §3.6 blackListedCountries) */
    public function blackListedCountries(): array
    {
        return $this->values['black_listed_countries'];
    }

    /** @return list<string> 000 §5.2 rop_number: numbers refused as the contact number */
    public function blockedContactNumbers(): array
    {
        return $this->values['blocked_contact_numbers'];
    }

    /** @return array{apt_no_max_length: int, way_no_max_length: int, landmark_max_length: int} 000 §5.6 */
    public function deliveryLimits(): array
    {
        return $this->values['delivery_limits'];
    }

    /**
     * The switches the Sandbox's Commerce port reads as its shipping options (000 §4.11; the one reading
     * of them is Domain\ShippingOptions).
     *
     * @return array{storepickup: bool, doordelivery: bool, pay_online: bool, pay_later: bool, cash_on_delivery: bool, card_on_delivery: bool}
     */
    public function checkoutOptions(): array
    {
        return $this->values['checkout_options'];
    }

    /** @return array<string, mixed> */
    public function all(): array
    {
        return $this->values;
    }

    /**
     * A field of `upstreams` as stored, or null when it fails its rule: a URL field (…_url) is '' or
     * an http(s) URL; other text has no control character; numbers stay within UPSTREAM_RANGES.
     */
    private static function upstreamValue(string $field, mixed $default, mixed $given): string|int|float|null
    {
        if (is_string($default)) {
            if (!is_string($given) || strlen($given) > 2000 || preg_match('/[\x00-\x1f\x7f]/', $given)) {
                return null;
            }
            $given = trim($given);
            return !str_ends_with($field, '_url') || $given === '' || preg_match('#^https?://[^/\s?\#]+[^\s]*$#i', $given) ? $given : null;
        }
        [$min, $max] = self::UPSTREAM_RANGES[$field];
        if (!is_numeric($given) || (float) $given < $min || (float) $given > $max) {
            return null;
        }
        return is_int($default) ? ((int) $given == $given ? (int) $given : null) : (float) $given;
    }

    /** An http(s) URL with a host, or a path of this site ('/…', not '//…'); no spaces or control characters. */
    private static function isLinkTarget(string $url): bool
    {
        return preg_match('#^(https?://[^/\s?\#]+|/(?!/))[^\s\x00-\x1f]*$#i', $url) === 1;
    }

    /**
     * @param array<string, mixed> $stored
     * @return array<string, mixed>
     */
    private static function normalise(array $stored): array
    {
        $d = self::DEFAULTS;
        $v = $d;

        if (in_array($stored['build'] ?? null, self::BUILDS, true)) {
            $v['build'] = $stored['build'];
        }
        // one name for every port (as stored before the choice was per port), or a name per port
        $adapters = $stored['adapters'] ?? null;
        foreach (array_keys($d['adapters']) as $port) {
            $name = is_string($adapters) ? $adapters : (is_array($adapters) ? ($adapters[$port] ?? null) : null);
            if (is_string($name) && preg_match('/^[a-z][a-z0-9_]*$/', $name) === 1) {
                $v['adapters'][$port] = $name;
            }
        }
        foreach ($d['upstreams'] as $port => $fields) {
            foreach ($fields as $field => $default) {
                $given = $stored['upstreams'][$port][$field] ?? null;
                $value = self::upstreamValue((string) $field, $default, $given);
                if ($value !== null) {
                    $v['upstreams'][$port][$field] = $value;
                }
            }
        }
        foreach ($d['messages'] as $key => $langs) {
            foreach (array_keys($langs) as $lang) {
                $text = $stored['messages'][$key][$lang] ?? null;
                if (is_string($text)) {
                    $v['messages'][$key][$lang] = self::plainLine($text, 500);
                }
            }
        }
        $minutes = $stored['block_number_time_limit'] ?? null;
        if (is_numeric($minutes) && (float) $minutes > 0 && (float) $minutes <= 1440) {
            $v['block_number_time_limit'] = (float) $minutes == (int) $minutes ? (int) $minutes : (float) $minutes;
        }
        $pageSize = $stored['numbers_page_size'] ?? null;
        if (is_numeric($pageSize) && (int) $pageSize >= 1 && (int) $pageSize <= 50) {
            $v['numbers_page_size'] = (int) $pageSize;
        }
        // a name per language, or one name (as stored before the Arabic one) for English
        $brand = $stored['brand_name'] ?? null;
        foreach (array_keys($d['brand_name']) as $lang) {
            $name = is_string($brand) ? ($lang === 'en' ? $brand : null) : (is_array($brand) ? ($brand[$lang] ?? null) : null);
            if (is_string($name)) {
                $v['brand_name'][$lang] = self::plainLine($name, 100);
            }
        }
        $entries = self::proxyEntries($stored['trusted_proxies'] ?? null);
        if (is_array($entries) && count($entries) <= 100) {
            $networks = array_map(static fn ($e): string => is_string($e) ? ClientAddress::network($e) : '', $entries);
            $v['trusted_proxies'] = in_array('', $networks, true) ? $d['trusted_proxies'] : array_values(array_unique($networks));
        }
        if (is_string($stored['captcha_site_key'] ?? null) && trim($stored['captcha_site_key']) !== '') {
            $v['captcha_site_key'] = trim($stored['captcha_site_key']);
        }
        foreach (['fallback_image', 'store_locator_url'] as $key) {
            $url = $stored[$key] ?? null;
            if (is_string($url) && ($url === '' || self::isLinkTarget(trim($url)))) {
                $v[$key] = trim($url);
            }
        }
        $business = $stored['business_registration_url'] ?? null;
        if (is_string($business) && self::isLinkTarget(trim($business))) {
            $v['business_registration_url'] = trim($business); // never '': the banner always leads somewhere
        }
        if (is_array($stored['routes'] ?? null)) {
            foreach ($stored['routes'] as $name => $path) {
                if (is_string($name) && is_string($path) && str_starts_with($path, '/') && !str_contains($path, '//')) {
                    $v['routes'][$name] = $path;
                }
            }
        }
        foreach (['per_session', 'per_ip'] as $scope) {
            $n = $stored['hold_limits'][$scope] ?? null;
            if (is_numeric($n) && (int) $n >= 0) {
                $v['hold_limits'][$scope] = (int) $n;
            }
        }
        $lines = $stored['max_connections'] ?? null;
        if (is_numeric($lines) && (int) $lines == $lines && (int) $lines >= 0 && (int) $lines <= 100) {
            $v['max_connections'] = (int) $lines;
        }
        // 000 §5.5: images are compressed to fit these before upload (pixels)
        foreach (['image_max_width', 'image_max_height'] as $key) {
            $px = $stored['upload_limits'][$key] ?? null;
            if (is_numeric($px) && (int) $px == $px && (int) $px >= 320 && (int) $px <= 8000) {
                $v['upload_limits'][$key] = (int) $px;
            }
        }
        $tries = $stored['passcode_attempts'] ?? null;
        if (is_numeric($tries) && (int) $tries == $tries && (int) $tries >= 1 && (int) $tries <= 10) {
            $v['passcode_attempts'] = (int) $tries;
        }
        foreach (['image_max_mb', 'pdf_max_mb'] as $key) {
            $mb = $stored['upload_limits'][$key] ?? null;
            if (is_numeric($mb) && (int) $mb == $mb && (int) $mb >= self::UPLOAD_MB_RANGE[0] && (int) $mb <= self::UPLOAD_MB_RANGE[1]) {
                $v['upload_limits'][$key] = (int) $mb;
            }
        }
        $dir = $stored['upload_storage_dir'] ?? null;
        if (is_string($dir) && ($dir === '' || (str_starts_with($dir, '/') && !str_contains($dir, '..') && !preg_match('/[\x00-\x1f]/', $dir)))) {
            $v['upload_storage_dir'] = rtrim($dir, '/');
        }
        $countries = $stored['black_listed_countries'] ?? null;
        if (is_array($countries)) {
            $codes = array_map(static fn ($c): string => is_string($c) ? strtoupper(trim($c)) : '', $countries);
            $codes = array_filter($codes, static fn (string $c): bool => preg_match('/^[A-Z]{2}$/', $c) === 1);
            $v['black_listed_countries'] = array_values(array_unique($codes));
        }
        $blocked = $stored['blocked_contact_numbers'] ?? null;
        if (is_array($blocked)) {
            $numbers = array_filter($blocked, static fn ($n): bool => is_string($n) && preg_match('/^\d{6,15}$/', $n) === 1);
            $v['blocked_contact_numbers'] = array_values(array_unique($numbers));
        }
        foreach (array_keys(self::DEFAULTS['delivery_limits']) as $key) {
            $n = $stored['delivery_limits'][$key] ?? null;
            if (is_numeric($n) && (int) $n == $n && (int) $n >= 1 && (int) $n <= 200) {
                $v['delivery_limits'][$key] = (int) $n;
            }
        }
        foreach (array_keys(self::DEFAULTS['checkout_options']) as $key) {
            $on = $stored['checkout_options'][$key] ?? null;
            if (is_bool($on) || in_array($on, [0, 1, '0', '1'], true)) {
                $v['checkout_options'][$key] = (bool) (int) $on;
            }
        }
        if (is_array($stored['rate_limits'] ?? null)) {
            $limits = $stored['rate_limits'];
            if (is_numeric($limits['window_seconds'] ?? null) && (int) $limits['window_seconds'] >= 1) {
                $v['rate_limits']['window_seconds'] = (int) $limits['window_seconds'];
            }
            // 'default' overrides every group; a group's own entry overrides 'default'. A number
            // stands for both scopes: ['default' => 100000] lifts every limit (bench, demo).
            foreach (self::RATE_GROUPS as $group) {
                foreach ([$limits['default'] ?? null, $limits[$group] ?? null] as $given) {
                    foreach (['per_session', 'per_ip'] as $scope) {
                        $n = is_array($given) ? ($given[$scope] ?? null) : $given;
                        if (is_numeric($n) && (int) $n >= 0) {
                            $v['rate_limits'][$group][$scope] = (int) $n;
                        }
                    }
                }
            }
        }
        return $v;
    }
}
