<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\WordPress\Settings;

/** The plugin settings (option whl_bridge_settings): defaults of the brief and contract §1. */
final class SettingsTest extends TestCase
{
    public function test_defaults(): void
    {
        $s = new Settings([]);
        self::assertSame('preact', $s->build());
        self::assertSame('sandbox', $s->adapterFor('commerce'));
        self::assertSame('sandbox', $s->adapterFor('captcha'));
        self::assertTrue($s->usesSandbox());
        self::assertSame(900, $s->reservationSeconds());
        self::assertSame(3, $s->numbersPageSize());
        self::assertSame(['', ''], [$s->brandName('en'), $s->brandName('ar')], 'the theme\'s brand stands (BrandTest)');
        self::assertSame('/my_cart/', $s->routes()['my_cart']);
        self::assertSame('/prepaid-recommended-numbers/', $s->route('{service_type}-recommended-numbers', 'prepaid'));
    }

    /** issue 13: an adapter per port; one name for all (as stored before), a name per port; an unknown name keeps the default. */
    public function test_the_adapter_is_chosen_per_port_among_the_known_ones(): void
    {
        $ports = array_keys(Settings::defaults()['adapters']);
        self::assertCount(12, $ports);
        $legacy = new Settings(['adapters' => 'sandbox']);
        foreach ($ports as $port) {
            // the documents' folder is the same adapter on every site: no Sandbox of its own
            self::assertSame($port === 'storage' ? 'filesystem' : 'sandbox', $legacy->adapterFor($port), $port);
        }
        $unknown = new Settings(['adapters' => ['commerce' => 'oracle', 'captcha' => 'Sandbox', 'otp' => ['x'], 'number_inventory' => 'recaptcha']]);
        self::assertSame(
            ['sandbox', 'sandbox', 'sandbox', 'sandbox'],
            [$unknown->adapterFor('commerce'), $unknown->adapterFor('captcha'), $unknown->adapterFor('otp'), $unknown->adapterFor('number_inventory')],
            'a name another port knows is refused too',
        );
        self::assertSame('recaptcha', (new Settings(['adapters' => ['captcha' => 'recaptcha']]))->adapterFor('captcha'));
        self::assertArrayNotHasKey('adapters', Settings::sanitize(['adapters' => ['commerce' => 'sandbox']]), 'the default choice is not stored');
        $this->expectException(\LogicException::class);
        $legacy->adapterFor('teleport');
    }

    /** issue 13: each port's upstream (URLs, credentials, timeout, retries) is kept only when it passes its rule. */
    public function test_the_upstream_settings_are_checked_field_by_field(): void
    {
        $s = new Settings(['upstreams' => ['captcha' => [
            'verify_url' => 'https://verify.example/siteverify',
            'secret' => '  s3cret ',
            'min_score' => '0.7',
            'timeout_seconds' => 2,
            'retries' => 9,
            'unknown' => 'dropped',
        ]]]);
        $captcha = $s->upstream('captcha');
        self::assertSame(['https://verify.example/siteverify', 's3cret', 0.7, 2.0, 0], [
            $captcha['verify_url'], $captcha['secret'], $captcha['min_score'], $captcha['timeout_seconds'], $captcha['retries'],
        ], 'retries over 5 keep the default');
        self::assertArrayNotHasKey('unknown', $captcha);
        $bad = (new Settings(['upstreams' => ['number_inventory' => [
            'base_url' => 'javascript:alert(1)',
            'api_key' => "key\nwith a line break",
            'timeout_seconds' => 0,
            'retries' => 1.5,
        ]]]))->upstream('number_inventory');
        self::assertSame(Settings::defaults()['upstreams']['number_inventory'], $bad);
        $this->expectException(\LogicException::class);
        $s->upstream('teleport');
    }

    /** 000 §5.5, §5.8: the image box uploads are compressed to fit, and a passcode's tries, within their bounds. */
    public function test_the_image_box_and_the_passcode_tries(): void
    {
        self::assertSame(['width' => 1600, 'height' => 1600], (new Settings([]))->uploadImageBox());
        self::assertSame(3, (new Settings([]))->passcodeAttempts());
        $s = new Settings(['upload_limits' => ['image_max_width' => '1200', 'image_max_height' => 100], 'passcode_attempts' => 5]);
        self::assertSame(['width' => 1200, 'height' => 1600], $s->uploadImageBox(), 'under 320 px keeps the default');
        self::assertSame(5, $s->passcodeAttempts());
        self::assertSame(3, (new Settings(['passcode_attempts' => 11]))->passcodeAttempts());
    }

    public function test_the_reservation_limit_may_be_a_fraction_of_a_minute(): void
    {
        self::assertSame(15, (new Settings(['block_number_time_limit' => 0.25]))->reservationSeconds());
        self::assertSame(0.25, (new Settings(['block_number_time_limit' => '0.25']))->blockNumberMinutes());
    }

    public function test_bad_values_fall_back_to_the_defaults(): void
    {
        $s = new Settings(['build' => 'vue', 'block_number_time_limit' => -3, 'numbers_page_size' => 500,
            'routes' => ['my_cart' => 'https://evil.example/', 'homepage' => '/home/']]);
        self::assertSame('preact', $s->build());
        self::assertSame(900, $s->reservationSeconds());
        self::assertSame(3, $s->numbersPageSize());
        self::assertSame('/my_cart/', $s->routes()['my_cart']);
        self::assertSame('/home/', $s->routes()['homepage']);
    }

    public function test_the_blocked_contact_numbers_keep_only_numbers(): void
    {
        self::assertSame(['99887766'], (new Settings())->blockedContactNumbers(), '000 §5.2 rop_number: the Sandbox placeholder');
        $s = new Settings(['blocked_contact_numbers' => ['92345678', '9234 5678', ['x'], '92345678', '71234567']]);
        self::assertSame(['92345678', '71234567'], $s->blockedContactNumbers());
        self::assertSame([], (new Settings(['blocked_contact_numbers' => []]))->blockedContactNumbers());
    }

    public function test_rate_limits_default_then_per_group(): void
    {
        $s = new Settings(['rate_limits' => ['default' => 1000, 'cart' => ['per_session' => 5]]]);
        self::assertSame(['per_session' => 5, 'per_ip' => 1000], $s->rateLimit('cart'));
        self::assertSame(['per_session' => 1000, 'per_ip' => 1000], $s->rateLimit('js_error'));
        self::assertSame(Settings::defaults()['rate_limits']['captcha'], (new Settings([]))->rateLimit('captcha'));
    }

    public function test_writes_go_through_the_settings_api_and_keep_only_valid_values_that_differ_from_the_defaults(): void
    {
        $previous = get_option(Settings::OPTION, []);
        try {
            update_option(Settings::OPTION, [
                'build' => 'react',
                'numbers_page_size' => 500, // over the 50 allowed: dropped
                'block_number_time_limit' => 15, // the default: not stored
                'brand_name' => '  Oman Tel  ',
                'unknown' => 'x',
            ]);
            self::assertSame(['build' => 'react', 'brand_name' => ['en' => 'Oman Tel', 'ar' => '']], get_option(Settings::OPTION));
            self::assertSame(3, Settings::load()->numbersPageSize());
            update_option(Settings::OPTION, 'not an array');
            self::assertSame([], get_option(Settings::OPTION));
        } finally {
            update_option(Settings::OPTION, $previous);
        }
    }

    /**
     * issue 13: a post of the settings screen changes what it shows and keeps the rest; a credential
     * left empty keeps the stored one, its box clears it; a route picked as a page becomes its path.
     */
    public function test_a_settings_screen_post_is_read_over_what_is_stored(): void
    {
        $previous = get_option(Settings::OPTION, []);
        $page = wp_insert_post(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Basket', 'post_name' => 'basket-' . uniqid()]);
        try {
            update_option(Settings::OPTION, [
                'black_listed_countries' => ['KP', 'SY'], // not on the screen: kept
                'upstreams' => ['captcha' => ['secret' => 'stored-secret'], 'otp' => ['api_key' => 'sms-key']],
            ]);
            update_option(Settings::OPTION, [
                Settings::FORM_MARK => '1',
                'block_number_time_limit' => '7',
                'adapters' => ['captcha' => 'recaptcha'],
                'upstreams' => ['captcha' => ['secret' => '', 'min_score' => '0.6'], 'otp' => ['api_key' => '']],
                'clear_secrets' => ['otp' => ['api_key' => '1']],
                'route_pages' => ['my_cart' => (string) $page, 'empty-cart' => '0'],
                'messages' => ['generic_error' => ['en' => ' Our team is on it. ', 'ar' => '<b>فريقنا</b> يعمل على ذلك']],
            ]);
            $s = Settings::load();
            self::assertSame(7.0, (float) $s->blockNumberMinutes());
            self::assertSame('recaptcha', $s->adapterFor('captcha'));
            self::assertSame('stored-secret', $s->upstream('captcha')['secret'], 'an empty credential field keeps the stored one');
            self::assertSame(0.6, $s->upstream('captcha')['min_score']);
            self::assertSame('', $s->upstream('otp')['api_key'], 'the clear box clears it');
            self::assertSame('/' . get_page_uri($page) . '/', $s->route('my_cart'));
            self::assertSame('/empty-cart/', $s->route('empty-cart'), 'no page picked: the path stays');
            self::assertSame(['KP', 'SY'], $s->blackListedCountries());
            self::assertSame('Our team is on it.', $s->message('generic_error', 'en'));
            self::assertSame('فريقنا يعمل على ذلك', $s->message('generic_error', 'ar'), 'no markup in a message');
            self::assertArrayNotHasKey(Settings::FORM_MARK, get_option(Settings::OPTION));
            self::assertArrayNotHasKey('clear_secrets', get_option(Settings::OPTION));
        } finally {
            update_option(Settings::OPTION, $previous);
            wp_delete_post($page, true);
        }
    }

    /** 000 §4.11: checkout_options are stored as flags (the Sandbox's Commerce port reads them: Adapters/Sandbox/ShippingOptionsTest). */
    public function test_checkout_options_are_stored_as_flags(): void
    {
        self::assertSame(Settings::defaults()['checkout_options'], (new Settings([]))->checkoutOptions());
        $s = new Settings(['checkout_options' => ['doordelivery' => '0', 'cash_on_delivery' => false, 'pay_online' => 'no', 'storepickup' => 0]]);
        self::assertSame(
            ['storepickup' => false, 'doordelivery' => false, 'pay_online' => true, 'pay_later' => true,
                'cash_on_delivery' => false, 'card_on_delivery' => true],
            $s->checkoutOptions(),
            'a value that is not a flag is dropped'
        );
        self::assertSame(
            ['checkout_options' => ['storepickup' => false] + Settings::defaults()['checkout_options']],
            Settings::sanitize(['checkout_options' => ['storepickup' => '0']])
        );
    }

    /**
     * Issue 15: a trusted-proxy list with one entry that is neither an address nor a network keeps
     * the list stored (it would otherwise trust no proxy) and the settings screen says which entry.
     */
    public function test_a_typo_in_the_trusted_proxies_keeps_the_stored_list_and_says_which_entry(): void
    {
        require_once ABSPATH . 'wp-admin/includes/template.php';
        $previous = get_option(Settings::OPTION, []);
        try {
            update_option(Settings::OPTION, ['trusted_proxies' => '10.0.0.0/24']);
            self::assertSame(['10.0.0.0/24'], get_option(Settings::OPTION)['trusted_proxies']);
            $GLOBALS['wp_settings_errors'] = [];

            update_option(Settings::OPTION, ['trusted_proxies' => '10.0.0.0/24, 10.0.0.7, proxy.example.om']);
            self::assertSame(['10.0.0.0/24'], get_option(Settings::OPTION)['trusted_proxies'], 'the list stored stays');
            $errors = get_settings_errors(Settings::OPTION);
            self::assertSame(['trusted_proxies'], array_column($errors, 'code'), 'one message, however often WordPress sanitizes');
            self::assertStringContainsString('proxy.example.om', $errors[0]['message']);
            self::assertStringNotContainsString('10.0.0.7', $errors[0]['message'], 'only what could not be read');

            $GLOBALS['wp_settings_errors'] = [];
            update_option(Settings::OPTION, ['trusted_proxies' => '10.0.0.0/24, 10.0.0.7']);
            self::assertSame(['10.0.0.0/24', '10.0.0.7'], get_option(Settings::OPTION)['trusted_proxies']);
            self::assertSame([], get_settings_errors(Settings::OPTION));
        } finally {
            $GLOBALS['wp_settings_errors'] = [];
            update_option(Settings::OPTION, $previous);
        }
    }

    /**
     * Issue 15: a typed setting that breaks its rule keeps the stored value and the screen says which
     * field and what it takes (it became the default without a word).
     *
     * @dataProvider typos
     * @param array<string, mixed> $good
     * @param array<string, mixed> $typo
     * @param list<string> $path
     */
    public function test_a_typo_in_a_typed_setting_keeps_the_stored_value_and_says_so(array $good, array $typo, array $path, string $typed): void
    {
        require_once ABSPATH . 'wp-admin/includes/template.php';
        $previous = get_option(Settings::OPTION, []);
        $at = static fn (array $values): mixed => array_reduce($path, static fn ($v, string $key) => is_array($v) ? ($v[$key] ?? null) : null, $values);
        try {
            update_option(Settings::OPTION, $good);
            $kept = $at(get_option(Settings::OPTION));
            self::assertNotNull($kept, 'the good value is stored');
            $GLOBALS['wp_settings_errors'] = [];

            update_option(Settings::OPTION, array_replace_recursive($good, $typo));

            self::assertSame($kept, $at(get_option(Settings::OPTION)), 'the value stored stays');
            $errors = get_settings_errors(Settings::OPTION);
            self::assertSame([implode('.', $path)], array_column($errors, 'code'), 'one message, however often WordPress sanitizes');
            self::assertStringContainsString('“' . $typed . '”', $errors[0]['message']);
            self::assertStringContainsString('left as it was', $errors[0]['message']);
        } finally {
            $GLOBALS['wp_settings_errors'] = [];
            update_option(Settings::OPTION, $previous);
        }
    }

    /** @return array<string, array{array<string, mixed>, array<string, mixed>, list<string>, string}> */
    public static function typos(): array
    {
        return [
            'a relative upload folder' => [
                ['upload_storage_dir' => '/srv/whl-uploads'],
                ['upload_storage_dir' => 'uploads/private'],
                ['upload_storage_dir'],
                'uploads/private',
            ],
            'a page path without its slash' => [
                ['routes' => ['my_cart' => '/basket/']],
                ['routes' => ['my_cart' => 'basket/']],
                ['routes', 'my_cart'],
                'basket/',
            ],
            'a link that is not an address' => [
                ['store_locator_url' => 'https://shops.example.om/'],
                ['store_locator_url' => 'shops example'],
                ['store_locator_url'],
                'shops example',
            ],
            'an upstream that is not http(s)' => [
                ['upstreams' => ['commerce' => ['base_url' => 'https://magento.example.om']]],
                ['upstreams' => ['commerce' => ['base_url' => 'ftp://magento.example.om']]],
                ['upstreams', 'commerce', 'base_url'],
                'ftp://magento.example.om',
            ],
            'an empty business registration link' => [
                ['business_registration_url' => 'https://business.example.om/'],
                ['business_registration_url' => ''],
                ['business_registration_url'],
                '',
            ],
        ];
    }

    public function test_values_that_keep_their_rule_are_saved_without_a_message(): void
    {
        require_once ABSPATH . 'wp-admin/includes/template.php';
        $previous = get_option(Settings::OPTION, []);
        try {
            $GLOBALS['wp_settings_errors'] = [];
            update_option(Settings::OPTION, [
                'upload_storage_dir' => '/srv/whl-uploads/',
                'routes' => ['my_cart' => '/basket/'],
                'store_locator_url' => ' https://shops.example.om/ ',
                'fallback_image' => '',
                'upstreams' => ['commerce' => ['base_url' => 'http://magento.internal']],
            ]);
            $stored = get_option(Settings::OPTION);
            self::assertSame('/srv/whl-uploads', $stored['upload_storage_dir']);
            self::assertSame('/basket/', $stored['routes']['my_cart']);
            self::assertSame('https://shops.example.om/', $stored['store_locator_url']);
            self::assertSame('http://magento.internal', $stored['upstreams']['commerce']['base_url']);
            self::assertSame([], get_settings_errors(Settings::OPTION));
        } finally {
            $GLOBALS['wp_settings_errors'] = [];
            update_option(Settings::OPTION, $previous);
        }
    }
}
