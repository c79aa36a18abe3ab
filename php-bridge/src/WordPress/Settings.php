<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress;

defined('ABSPATH') || exit;

use Whl\Bridge\WordPress\Composition\AdapterTable;
use Whl\Bridge\WordPress\Settings\OptionSchema;
use Whl\Bridge\WordPress\Settings\Reader;
use Whl\Bridge\WordPress\Settings\ScreenPost;

/**
 * The plugin's settings: one array option declared once (WordPress\Settings\OptionSchema), read through it once
 * per request (WordPress\Settings\Reader), then through typed getters: a bad stored value never reaches a handler.
 */
final class Settings
{
    public const OPTION = 'whl_bridge_settings';
    public const FORM_MARK = '_screen'; // the settings screen's posts carry it: they hold part of the settings (ScreenPost::fromForm)

    /** @var array<string, mixed> */
    private array $values;

    /** @param array<string, mixed> $stored */
    public function __construct(array $stored = [])
    {
        $this->values = (new Reader())->read($stored);
    }

    public static function load(): self
    {
        $stored = get_option(self::OPTION, []);
        return new self(is_array($stored) ? $stored : []);
    }

    /** @return array<string, mixed> every setting's default */
    public static function defaults(): array
    {
        return OptionSchema::defaults();
    }

    /** The option on WordPress's settings API: every write (the settings screen, update_option, WP-CLI) goes through sanitize(). */
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
     * What is stored: the values the schema keeps, each only where it differs from its default (a later
     * default reaches sites that never changed it); a typo keeps the stored value (ScreenPost::keepOnTypos).
     *
     * @return array<string, mixed>
     */
    public static function sanitize(mixed $input): array
    {
        $input = is_array($input) ? $input : [];
        if (isset($input[self::FORM_MARK])) {
            $input = ScreenPost::fromForm($input);
        }
        $reader = new Reader();
        $reader->read($input);
        $values = (new Reader())->read(ScreenPost::keepOnTypos($input, $reader->refused));
        foreach ($values['adapters'] as $port => $name) { // a name no adapter answers to is not stored
            $values['adapters'][$port] = in_array($name, AdapterTable::names($port), true) ? $name : self::defaults()['adapters'][$port];
        }
        return array_filter($values, static fn ($value, string $key): bool => $value !== self::defaults()[$key], ARRAY_FILTER_USE_BOTH);
    }

    /** $text as one line of plain text, trimmed: '' when longer than $max characters or holding control characters. */
    public static function plainLine(string $text, int $max): string
    {
        return mb_strlen($text) <= $max && !preg_match('/[\x00-\x1f\x7f]/', $text) ? trim(wp_strip_all_tags($text)) : '';
    }

    public function all(): array
    {
        return $this->values;
    }

    public function build(): string
    {
        return $this->values['build'];
    }

    /** The adapter chosen for a port: a name of the port's in WordPress\Composition\AdapterTable, else the port's default. */
    public function adapterFor(string $port): string
    {
        $name = $this->values['adapters'][$port] ?? throw new \LogicException('no such port: ' . $port);
        return in_array($name, AdapterTable::names($port), true) ? $name : self::defaults()['adapters'][$port];
    }

    /** True when any port is on the Sandbox (its pages and the demo outbox exist only then). */
    public function usesSandbox(): bool
    {
        return in_array('sandbox', array_map($this->adapterFor(...), array_keys($this->values['adapters'])), true);
    }

    /** @return array<string, string|int|float> a port's upstream (WordPress\Settings\Upstreams): URLs, credentials, timeout_seconds, retries */
    public function upstream(string $port): array
    {
        return $this->values['upstreams'][$port] ?? throw new \LogicException('no upstream settings for: ' . $port);
    }

    /** The configured message $key (WordPress\Settings\OptionSchema `messages`) in $lang; '' when the widget's own text stands. */
    public function message(string $key, string $lang): string
    {
        return $this->values['messages'][$key][$lang === 'ar' ? 'ar' : 'en'] ?? '';
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

    /** @return list<string> addresses and CIDR networks whose X-Forwarded-For is believed */
    public function trustedProxies(): array
    {
        return $this->values['trusted_proxies'];
    }

    public function captchaSiteKey(): string
    {
        return $this->values['captcha_site_key'];
    }

    public function fallbackImage(): string
    {
        return $this->values['fallback_image'];
    }

    public function businessRegistrationUrl(): string
    {
        return $this->values['business_registration_url'];
    }

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
        return str_replace('{service_type}', $serviceType, $this->values['routes'][$name] ?? '/');
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

    /** @return array{per_session: int, per_customer: int, per_ip: int} live holds per client; 0 means unlimited */
    public function holdLimits(): array
    {
        return $this->values['hold_limits'];
    }

    /** 000 §4.11: how long an unpaid online order keeps its number (its retry window), in seconds. */
    public function paymentWindowSeconds(): int
    {
        return $this->values['payment_window_minutes'] * 60;
    }

    /** @return array{per_customer: int, per_ip: int, window_hours: int} open orders paid on delivery; 0 means unlimited */
    public function codLimits(): array
    {
        return $this->values['cod_limits'];
    }

    public function maxConnections(): int
    {
        return $this->values['max_connections'];
    }

    /**
     * Issue 31 finding 5: what one session and one address may upload over window_hours (0: no cap),
     * and the free disk under which uploads stop.
     *
     * @return array{per_session_files: int, per_session_mb: int, per_ip_files: int, per_ip_mb: int, window_hours: int, min_free_disk_mb: int}
     */
    public function uploadQuota(): array
    {
        return $this->values['upload_quota'];
    }

    /** 000 §5.5: the image maximum of an upload in bytes. */
    public function uploadImageMaxBytes(): int
    {
        return $this->values['upload_limits']['image_max_mb'] * 1024 * 1024;
    }

    public function uploadPdfMaxBytes(): int
    {
        return $this->values['upload_limits']['pdf_max_mb'] * 1024 * 1024;
    }

    /** @return array{width: int, height: int} 000 §5.5: what an image is compressed to fit, in pixels */
    public function uploadImageBox(): array
    {
        return ['width' => $this->values['upload_limits']['image_max_width'], 'height' => $this->values['upload_limits']['image_max_height']];
    }

    public function passcodeAttempts(): int
    {
        return $this->values['passcode_attempts'];
    }

    /**
     * @return array{per_recipient: int, recipient_window_minutes: int, per_recipient_day: int, resend_backoff_seconds: int,
     *     abroad_per_hour: int} the caps on issuing passcodes (Infrastructure\Security\Passcodes); 0 means none
     */
    public function passcodeLimits(): array
    {
        return $this->values['passcode_limits'];
    }

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

    /** @return array<string, bool> 000 §4.11: the switches the Sandbox's Commerce port reads as its shipping options (Domain\ShippingOptions) */
    public function checkoutOptions(): array
    {
        return $this->values['checkout_options'];
    }
}
