<?php

declare(strict_types=1);

namespace Whl\Bridge;

defined('ABSPATH') || exit;

use Whl\Bridge\Ajax\ActionGroup;
use Whl\Bridge\Ajax\AjaxController;
use Whl\Bridge\Cart\CartLock;
use Whl\Bridge\Cart\CartService;
use Whl\Bridge\Cart\HoldLedger;
use Whl\Bridge\Catalogue\NumberListing;
use Whl\Bridge\Catalogue\PlanPresenter;
use Whl\Bridge\Frontend\Language;
use Whl\Bridge\Frontend\Widgets;
use Whl\Bridge\Html\PlanTemplates;
use Whl\Bridge\Http\Pipeline;
use Whl\Bridge\Ports\Captcha;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\Ports\CreditCheck;
use Whl\Bridge\Ports\CustomerDirectory;
use Whl\Bridge\Ports\IdentityVerification;
use Whl\Bridge\Ports\NumberInventory;
use Whl\Bridge\Ports\Otp;
use Whl\Bridge\Ports\PaymentGateway;
use Whl\Bridge\Ports\Places;
use Whl\Bridge\Ports\Storage;
use Whl\Bridge\Rest\RestController;
use Whl\Bridge\Rest\RestRoute;
use Whl\Bridge\Security\Nonce;
use Whl\Bridge\Security\RateLimiter;
use Whl\Bridge\Session\SessionManager;
use Whl\Bridge\Session\SessionStore;
use Whl\Bridge\Time\Clock;
use Whl\Bridge\Time\SiteClock;

/**
 * The bridge: which actions and routes exist, and how their objects are built. boot() only
 * registers hooks; every object is built on first use in the request that needs it.
 */
final class Plugin
{
    /** REST routes of namespace wp-rest/v1. */
    public const REST_ROUTES = [
        Rest\CurrentNonce::class,
        Rest\HomepagePlans::class,
        Rest\PostpaidPlansListing::class,
        Rest\DevicesListing::class,
        Rest\DeviceDetails::class,
        Rest\GiftCardDetails::class,
        Rest\PlanDetailsNumbersList::class,
        Rest\CartPageSummaryDetails::class,
    ];

    public const NONCE_ACTION = 'whl_bridge';
    public const SHORTCODE = 'whl';

    /** Schema and seed version; a change re-runs the installer on the next request. */
    public const DB_VERSION = '2026.11.26.6';
    public const DB_VERSION_OPTION = 'whl_bridge_db_version';

    private static ?self $instance = null;
    private static string $file = '';

    /** @var array<string, object> built services, by name */
    private array $services = [];

    private function __construct(private readonly string $pluginFile)
    {
    }

    public static function boot(string $pluginFile): void
    {
        self::$file = $pluginFile;
        if (get_option(self::DB_VERSION_OPTION) !== self::DB_VERSION) { // autoloaded: no query
            Installer::install();
        }

        foreach (self::instance()->ajaxActions() as $action) {
            $run = static fn () => self::instance()->ajax()->dispatch($action);
            add_action('wp_ajax_' . $action, $run);
            add_action('wp_ajax_nopriv_' . $action, $run);
        }
        // Fast path (as WooCommerce's wc-ajax does for the storefront): answer our own actions once
        // WordPress has loaded, before admin-ajax.php compiles the admin includes and runs
        // admin_init, which the shop's calls do not use, and first on wp_loaded (issue 15), before
        // the work WordPress does there for pages (6.1 reads theme.json for web fonts: 1.3 ms a call).
        // Each call still goes through the full pipeline. The filter turns it off; the wp_ajax_
        // hooks above then serve the calls.
        $action = wp_doing_ajax() && isset($_REQUEST['action']) && is_string($_REQUEST['action']) ? $_REQUEST['action'] : '';
        $ownAction = in_array($action, self::instance()->ajaxActions(), true);
        // A call a fast path answers skips WordPress's set-up of pages on init (blocks, widgets: Http\FastPath).
        // Decided first on init: the theme's filters are loaded by then.
        add_action('init', static function () use ($ownAction): void {
            $early = ($ownAction && apply_filters('whl_bridge_ajax_fast_path', true))
                || (RestController::earlyRoute(RestController::requestedRoute(), self::REST_ROUTES) !== null
                    && apply_filters('whl_bridge_rest_fast_path', true));
            if ($early) {
                Http\FastPath::skipPageSetup();
            }
        }, PHP_INT_MIN);
        if ($ownAction) {
            add_action('wp_loaded', static function () use ($action): void {
                if (apply_filters('whl_bridge_ajax_fast_path', true)) {
                    send_origin_headers();
                    header('X-Robots-Tag: noindex');
                    send_nosniff_header();
                    nocache_headers();
                    self::instance()->ajax()->dispatch($action);
                }
            }, 1);
        }
        add_action('wp_loaded', static fn () => apply_filters('whl_bridge_rest_fast_path', true) && RestController::serveEarly(
            RestController::requestedRoute(),
            self::REST_ROUTES,
            static fn (string $class): RestRoute => self::instance()->restRoute($class),
            static fn (): Pipeline => self::instance()->pipeline(),
        ), 1); // first on wp_loaded, as the ajax fast path
        add_action('rest_api_init', static fn () => RestController::register(
            self::REST_ROUTES,
            static fn (string $class): RestRoute => self::instance()->restRoute($class),
            static fn (): Pipeline => self::instance()->pipeline(),
        ));
        add_filter('nonce_user_logged_out', static fn ($uid, $action = -1) => $action === self::NONCE_ACTION
            ? self::instance()->nonce()->filterUser($uid, $action)
            : $uid, 10, 2);

        add_action('init', [Settings::class, 'register']);
        // the blocks (issue 14): for pages, the editor and its preview; the shop's own ajax and REST calls need none
        $ownCall = wp_doing_ajax() || str_contains((string) ($_SERVER['REQUEST_URI'] ?? ''), '/wp-rest/v1/');
        if (!$ownCall) {
            self::instance()->editorBlocks()->register();
        }
        if (is_admin()) {
            Admin\SettingsPage::register(); // Settings → Storefront
        }
        add_action('init', static fn () => add_shortcode(
            self::SHORTCODE,
            static fn ($atts): string => self::instance()->widgets()->shortcode($atts),
        ));
        add_action('init', static fn () => add_shortcode(
            Frontend\Blocks::SHORTCODE,
            static fn ($atts): string => self::instance()->blocks()->shortcode($atts),
        ));
        add_action('wp_footer', static fn () => self::instance()->widgets()->printFooter(), 20);
        // the demo outbox: only where the Sandbox may serve (SandboxOtp writes it instead of sending SMS)
        add_action('init', static fn () => self::sandboxAllowed() && self::instance()->settings()->adapterFor('otp') === 'sandbox' && add_shortcode(
            Frontend\DemoOutbox::SHORTCODE,
            static fn (): string => self::instance()->demoOutbox()->render(Frontend\Language::current()),
        ));
        // The Sandbox gateway's hosted payment page (contract §4.16), where the Sandbox may serve only.
        add_action('parse_request', static function (): void {
            // the payment id is the page's credential
            $asked = isset($_GET[Adapters\Sandbox\SandboxPaymentGateway::PAGE_QUERY]);
            if ($asked && self::sandboxAllowed() && self::instance()->settings()->adapterFor('payment_gateway') === 'sandbox') {
                self::instance()->sandboxPaymentPage()->serve();
            }
        }, 8);
        // contract §4.21: login and its callback (any adapters: the identity port's)
        add_action('parse_request', static function (): void {
            // the state bound to the session is the callback's credential
            if (isset($_GET[Identity\LoginFlow::QUERY])) {
                self::instance()->loginFlow()->serve();
            }
        }, 8);
        // The Sandbox identity provider's login page (contract §4.21), where the Sandbox may serve only.
        add_action('parse_request', static function (): void {
            // the provider's own form
            $asked = isset($_GET[Adapters\Sandbox\SandboxIdentity::PAGE_QUERY]);
            if ($asked && self::sandboxAllowed() && self::instance()->settings()->adapterFor('identity') === 'sandbox') {
                self::instance()->sandboxLoginPage()->serve();
            }
        }, 8);
        // contract §4.18: the payment retry link of the thank-you page (any adapters: the gateway port's)
        add_action('parse_request', static function (): void {
            // the link's MAC, bound to the session, is its credential
            if (isset($_GET[Payments\PaymentRetry::QUERY])) {
                self::instance()->paymentRetry()->serve();
            }
        }, 8);
        add_action('admin_notices', static fn () => self::instance()->sandboxRefusedNotice());
        add_filter('language_attributes', [Language::class, 'filterLanguageAttributes']);
        add_filter('locale', [Language::class, 'filterLocale']);
        // Server texts through gettext, domain whl-bridge (languages/), in the language of each answer.
        I18n\Translation::register($pluginFile);
        // Issue 6 findings 8-10: security headers, REST routes for the own origin only, drop-ins.
        Operations\Hardening::register($pluginFile);
    }

    public static function instance(): self
    {
        return self::$instance ??= new self(self::$file !== '' ? self::$file : dirname(__DIR__) . '/whl-bridge.php');
    }

    /**
     * Forgets everything built for the current request (settings, session, caches), as the next
     * request would. For tests that make several calls in one PHP process.
     */
    public static function resetRequestState(): void
    {
        self::$instance = null;
    }

    /**
     * The Sandbox adapters (a captcha that hands out tokens, a made-up catalogue and number pool)
     * serve only sites WordPress calls local, development or staging (issue 6 finding 7).
     */
    public static function sandboxAllowed(): bool
    {
        return in_array(wp_get_environment_type(), ['local', 'development', 'staging'], true);
    }

    /** @return list<string> the admin-ajax actions this site answers (Ajax\Actions::TABLE) */
    public function ajaxActions(): array
    {
        return $this->settings()->adapterFor('captcha') === 'sandbox' && self::sandboxAllowed()
            ? Ajax\Actions::names()
            : array_values(array_diff(Ajax\Actions::names(), Ajax\Actions::sandboxOnly())); // the Sandbox captcha's own action
    }

    /** admin_notices: tells administrators why a production site answers no shop call. */
    public function sandboxRefusedNotice(): void
    {
        if (!$this->settings()->usesSandbox() || self::sandboxAllowed() || !current_user_can('manage_options')) {
            return;
        }
        printf(
            '<div class="notice notice-error"><p>%s</p></div>',
            esc_html__('WHL Storefront Bridge: the Sandbox adapters work only on local, development or staging sites (WP_ENVIRONMENT_TYPE).', 'whl-bridge')
                . ' ' . esc_html__('Choose the production adapters in the plugin settings; until then the shop answers no call.', 'whl-bridge'),
        );
    }

    public function settings(): Settings
    {
        return $this->service('settings', static fn (): Settings => Settings::load());
    }

    /** The operator's name in the shopper's language (the setting, else the active theme's, else the site's title). */
    public function brand(): Brand
    {
        return $this->service('brand', fn (): Brand => new Brand($this->settings()));
    }

    /** The bridge's time (Time\SiteClock: the system's, shifted only on a test host). */
    public function clock(): Clock
    {
        return $this->service('clock', static fn (): Clock => SiteClock::make());
    }

    public function sessions(): SessionManager
    {
        return $this->service('sessions', fn (): SessionManager => SessionManager::fromCookies(new SessionStore($this->db(), $this->clock())));
    }

    public function nonce(): Nonce
    {
        return $this->service('nonce', fn (): Nonce => new Nonce($this->sessions()));
    }

    public function commerce(): Commerce
    {
        return $this->service('commerce', fn (): Commerce => match ($this->adapterOf('commerce')) {
            'sandbox' => new Adapters\Sandbox\SandboxCommerce($this->db(), $this->clock(), $this->settings()),
            'magento' => new Adapters\Magento\MagentoCommerce($this->magento(), (string) $this->settings()->upstream('commerce')['vendor']),
            default => throw new \LogicException('no commerce adapter for "' . $this->settings()->adapterFor('commerce') . '"'),
        });
    }

    public function inventory(): NumberInventory
    {
        return $this->service('inventory', fn (): NumberInventory => match ($this->adapterOf('number_inventory')) {
            // Expired holds are swept now and then, at most every 5 s across all web nodes.
            'sandbox' => new Adapters\Sandbox\SandboxNumberInventory(
                $this->db(),
                fn (): bool => $this->rateLimiter()->occasionally('sbx_number_sweep', 5),
                $this->clock(),
            ),
            'esb' => new Adapters\Esb\EsbNumberInventory($this->esb('number_inventory', 'esb-numbers'), $this->clock()),
            default => throw new \LogicException('no number inventory adapter for "' . $this->settings()->adapterFor('number_inventory') . '"'),
        });
    }

    public function captcha(): Captcha
    {
        return $this->service('captcha', fn (): Captcha => match ($this->adapterOf('captcha')) {
            'sandbox' => new Adapters\Sandbox\SandboxCaptcha($this->db(), $this->clock()),
            'recaptcha' => new Adapters\Recaptcha\RecaptchaCaptcha(
                $this->upstreamHttp('captcha', 'recaptcha', 'verify_url'),
                (string) $this->settings()->upstream('captcha')['secret'],
                (float) $this->settings()->upstream('captcha')['min_score'],
                (string) $this->settings()->upstream('captcha')['hostname'] !== ''
                    ? (string) $this->settings()->upstream('captcha')['hostname']
                    : (string) wp_parse_url(home_url('/'), PHP_URL_HOST),
                new Security\SpentTokens($this->db(), $this->clock()),
                $this->clock(),
            ),
            default => throw new \LogicException('no captcha adapter for "' . $this->settings()->adapterFor('captcha') . '"'),
        });
    }

    /** Passcodes by SMS (000 §5.8, §4.1); the Sandbox writes them to the demo outbox. */
    public function otp(): Otp
    {
        return $this->service('otp', fn (): Otp => match ($this->adapterOf('otp')) {
            'sandbox' => new Adapters\Sandbox\SandboxOtp($this->db(), $this->clock(), $this->settings()->passcodeAttempts()),
            'sms_gateway' => new Adapters\SmsGateway\SmsGatewayOtp(
                $this->upstreamHttp('otp', 'sms-gateway'),
                (string) $this->settings()->upstream('otp')['api_key'],
                (string) $this->settings()->upstream('otp')['sender'],
                new Security\Passcodes($this->db(), $this->clock(), $this->settings()->passcodeAttempts()),
            ),
            default => throw new \LogicException('no passcode adapter for "' . $this->settings()->adapterFor('otp') . '"'),
        });
    }

    /** The operator's customers by number (000 §5.8); the Sandbox's seeded ones. */
    public function customerDirectory(): CustomerDirectory
    {
        return $this->service('customers', fn (): CustomerDirectory => match ($this->adapterOf('customer_directory')) {
            'sandbox' => new Adapters\Sandbox\SandboxCustomerDirectory(),
            'esb' => new Adapters\Esb\EsbCustomerDirectory($this->esb('customer_directory', 'esb-customers')),
            default => throw new \LogicException('no customer directory for "' . $this->settings()->adapterFor('customer_directory') . '"'),
        });
    }

    /** The credit check before a postpaid line (000 §4.8); the Sandbox answers by a documented rule. */
    public function creditCheck(): CreditCheck
    {
        return $this->service('creditCheck', fn (): CreditCheck => match ($this->adapterOf('credit_check')) {
            'sandbox' => new Adapters\Sandbox\SandboxCreditCheck(),
            'esb' => new Adapters\Esb\EsbCreditCheck($this->esb('credit_check', 'esb-credit')),
            default => throw new \LogicException('no credit check for "' . $this->settings()->adapterFor('credit_check') . '"'),
        });
    }

    /** A block per widget, and the page's Arabic title, for the block editor (issue 14). */
    public function editorBlocks(): Frontend\EditorBlocks
    {
        return new Frontend\EditorBlocks(
            dirname($this->pluginFile) . '/assets/build/' . $this->settings()->build() . '/widgets.json',
            $this->pluginFile,
            fn (): Widgets => $this->widgets(),
        );
    }

    /** Server-rendered parts of the pages (000 §2.3 the port-in quick nav). */
    public function blocks(): Frontend\Blocks
    {
        return $this->service('blocks', fn (): Frontend\Blocks => new Frontend\Blocks($this->settings(), fn (): Commerce => $this->commerce()));
    }

    public function demoOutbox(): Frontend\DemoOutbox
    {
        $otp = $this->otp();
        if (!$otp instanceof Adapters\Sandbox\SandboxOtp) {
            throw new \LogicException('the demo outbox is the Sandbox passcodes\' own');
        }
        return new Frontend\DemoOutbox($otp, $this->sessions(), $this->cartRestore());
    }

    /** eKYC (000 §4.6): the identity-verification provider; the Sandbox's answers by its test documents. */
    public function identityVerification(): IdentityVerification
    {
        return $this->service('identityVerification', fn (): IdentityVerification => match ($this->adapterOf('identity_verification')) {
            'sandbox' => new Adapters\Sandbox\SandboxIdentityVerification(
                $this->db(),
                admin_url('admin-ajax.php'),
                $this->clock(),
                fn (): bool => $this->rateLimiter()->once('sbx_idv_purge', HOUR_IN_SECONDS),
            ),
            'idv_provider' => new Adapters\IdvProvider\IdvProviderVerification(
                $this->upstreamHttp('identity_verification', 'idv-provider'),
                (string) $this->settings()->upstream('identity_verification')['api_key'],
                (string) $this->settings()->upstream('identity_verification')['signing_key'],
                (string) $this->settings()->upstream('identity_verification')['issuer'],
                new Security\SpentTokens($this->db(), $this->clock()),
                $this->clock(),
            ),
            default => throw new \LogicException('no identity verification adapter for "' . $this->settings()->adapterFor('identity_verification') . '"'),
        });
    }

    /** Online payment (000 §4.11, contract §4.16): the Sandbox's hosted page, served by this plugin. */
    public function paymentGateway(): PaymentGateway
    {
        return $this->service('paymentGateway', fn (): PaymentGateway => match ($this->adapterOf('payment_gateway')) {
            'sandbox' => new Adapters\Sandbox\SandboxPaymentGateway($this->db(), home_url('/'), $this->clock()),
            'hosted_page' => new Adapters\HostedPayment\HostedPaymentGateway(
                $this->upstreamHttp('payment_gateway', 'payment-gateway'),
                (string) $this->settings()->upstream('payment_gateway')['merchant_id'],
                (string) $this->settings()->upstream('payment_gateway')['api_key'],
                (string) $this->settings()->upstream('payment_gateway')['signing_key'],
                $this->db(),
                $this->clock(),
            ),
            default => throw new \LogicException('no payment gateway for "' . $this->settings()->adapterFor('payment_gateway') . '"'),
        });
    }

    /** The places search of the delivery step (contract §4.19); the Sandbox's seeded places. */
    public function places(): Places
    {
        return $this->service('places', fn (): Places => match ($this->adapterOf('places')) {
            'sandbox' => new Adapters\Sandbox\SandboxPlaces(),
            'esb' => new Adapters\Esb\EsbPlaces($this->esb('places', 'esb-places')),
            default => throw new \LogicException('no places adapter for "' . $this->settings()->adapterFor('places') . '"'),
        });
    }

    /** contract §4.18: the retry link's answer. */
    public function paymentRetry(): Payments\PaymentRetry
    {
        return new Payments\PaymentRetry(
            $this->sessions(),
            fn (): Commerce => $this->commerce(),
            fn (): PaymentGateway => $this->paymentGateway(),
            $this->settings(),
            $this->rateLimiter(),
            new CartLock($this->db()),
            $this->orderNotifier(),
        );
    }

    /**
     * 000 §4.12: the notice an operator would send when an order is placed or changes status
     * (order, session id, just placed), carried by the otp port's adapter (the SMS gateway, or the
     * Sandbox's demo outbox of the session).
     *
     * @return \Closure(Domain\Order, string, bool): void
     */
    public function orderNotifier(): \Closure
    {
        return function (Domain\Order $order, string $sessionId, bool $placed): void {
            if ($this->settings()->adapterFor('otp') === 'sandbox' && !self::sandboxAllowed()) {
                return;
            }
            $otp = $this->otp();
            if ($otp instanceof Ports\TextMessages) {
                (new Frontend\OrderNotice($otp, $this->brand()))->send($order, $sessionId, $placed);
            }
        };
    }

    public function sandboxPaymentPage(): Frontend\SandboxPaymentPage
    {
        $gateway = $this->paymentGateway();
        if (!$gateway instanceof Adapters\Sandbox\SandboxPaymentGateway) {
            throw new \LogicException('the hosted payment page is the Sandbox gateway\'s own');
        }
        return new Frontend\SandboxPaymentPage($gateway, $this->brand());
    }

    /** Login (000 §4.5, contract §4.21): OpenID Connect with PKCE; the Sandbox's provider is served by this plugin. */
    public function identity(): Ports\Identity
    {
        return $this->service('identity', fn (): Ports\Identity => match ($this->adapterOf('identity')) {
            'sandbox' => new Adapters\Sandbox\SandboxIdentity($this->db(), home_url('/'), $this->loginFlow()->redirectUri(), $this->clock()),
            'oidc' => new Adapters\Oidc\OidcIdentity(
                $this->upstreamHttp('identity', 'oidc', 'issuer_url'),
                (string) $this->settings()->upstream('identity')['issuer_url'],
                (string) $this->settings()->upstream('identity')['client_id'],
                (string) $this->settings()->upstream('identity')['client_secret'],
            ),
            default => throw new \LogicException('no identity adapter for "' . $this->settings()->adapterFor('identity') . '"'),
        });
    }

    /** The commerce back end's customers and their carts (000 §4.5); the administrator token stays inside. */
    public function customerAccounts(): Ports\CustomerAccounts
    {
        return $this->service('customer_accounts', fn (): Ports\CustomerAccounts => match ($this->adapterOf('customer_accounts')) {
            'sandbox' => new Adapters\Sandbox\SandboxCustomerAccounts($this->db(), $this->clock()),
            'magento' => new Adapters\Magento\MagentoCustomerAccounts($this->magento(), (string) $this->settings()->upstream('commerce')['vendor']),
            default => throw new \LogicException('no customer accounts adapter for "' . $this->settings()->adapterFor('customer_accounts') . '"'),
        });
    }

    public function loginFlow(): Identity\LoginFlow
    {
        return $this->service('login_flow', fn (): Identity\LoginFlow => new Identity\LoginFlow(
            $this->sessions(),
            fn (): Ports\Identity => $this->identity(),
            fn (): Ports\CustomerAccounts => $this->customerAccounts(),
            $this->carts(),
            $this->clock(),
            home_url('/'),
        ));
    }

    public function sandboxLoginPage(): Frontend\SandboxLoginPage
    {
        $identity = $this->identity();
        if (!$identity instanceof Adapters\Sandbox\SandboxIdentity) {
            throw new \LogicException('the login page is the Sandbox identity provider\'s own');
        }
        return new Frontend\SandboxLoginPage($identity);
    }

    /** The uploaded documents (000 §5.5): a private folder outside the web root (upload_storage_dir), on every site. */
    public function storage(): Storage
    {
        return $this->service('storage', fn (): Storage => match ($this->adapterOf('storage')) {
            'filesystem' => new Adapters\Filesystem\FilesystemStorage(
                $this->db(),
                $this->settings()->uploadStorageDir() !== '' ? $this->settings()->uploadStorageDir() : Adapters\Filesystem\FilesystemStorage::defaultDir(),
                $this->clock(),
                fn (): bool => $this->rateLimiter()->once('sbx_upload_purge', HOUR_IN_SECONDS),
            ),
            default => throw new \LogicException('no storage adapter for "' . $this->settings()->adapterFor('storage') . '"'),
        });
    }

    public function carts(): CartService
    {
        return $this->service('carts', fn (): CartService => new CartService(
            $this->commerce(),
            $this->inventory(),
            $this->settings(),
            new CartLock($this->db()),
            new HoldLedger(
                $this->db(),
                $this->settings(),
                fn (): bool => $this->rateLimiter()->occasionally('hold_ledger_purge', HoldLedger::PURGE_EVERY_SECONDS),
                $this->clock(),
            ),
            $this->clock(),
        ));
    }

    /** Abandoned-cart restore links (000 §4.4): honoured by current-nonce, issued by the Sandbox's outbox. */
    public function cartRestore(): Cart\CartRestore
    {
        return $this->service('cart_restore', fn (): Cart\CartRestore => new Cart\CartRestore(
            $this->carts(),
            $this->commerce(),
            $this->db(),
            $this->clock(),
            $this->brand(),
        ));
    }

    public function pipeline(): Pipeline
    {
        return $this->service('pipeline', fn (): Pipeline => new Pipeline(
            $this->nonce(),
            $this->rateLimiter(),
            $this->sessions(),
            fn (): Captcha => $this->captcha(),
            $this->db(),
        ));
    }

    public function rateLimiter(): RateLimiter
    {
        return $this->service('rateLimiter', fn (): RateLimiter => new RateLimiter($this->db(), $this->settings(), $this->clock()));
    }

    public function ajax(): AjaxController
    {
        return $this->service('ajax', fn (): AjaxController => new AjaxController(
            fn (string $class): ActionGroup => $this->actionGroup($class),
            $this->pipeline(),
            $this->ajaxActions(),
        ));
    }

    public function widgets(): Widgets
    {
        // the page's mode and filters are its URL, read only to pick what a listing shows
        $query = static fn (string $name): string => sanitize_text_field(wp_unslash((string) ($_GET[$name] ?? '')));
        $list = static fn (string $name): array => array_values(array_filter(array_map('sanitize_key', explode(',', $query($name)))));
        return $this->service('widgets', fn (): Widgets => new Widgets($this->settings(), $this->pluginFile, [
            'plan-cards' => fn (array $attrs): string => $this->restRoute(Rest\HomepagePlans::class)->html($attrs, Language::current()),
            'postpaid-plans' => fn (): string => $this->restRoute(Rest\PostpaidPlansListing::class)->html(
                Language::current(),
                sanitize_key($query('sim_type')),
                sanitize_key($query('method')) === 'change-plan',
            ),
            // 000 §2.6: ?brand=apple,samsung&os=android are the listing's filters
            'devices' => fn (array $attrs): string => $this->restRoute(Rest\DevicesListing::class)->html(
                ($attrs['type'] ?? '') === Domain\DeviceModel::ACCESSORY ? Domain\DeviceModel::ACCESSORY : Domain\DeviceModel::DEVICE,
                Language::current(),
                $list('brand'),
                $list('os'),
            ),
            'device-details' => fn (): string => $this->restRoute(Rest\DeviceDetails::class)->html(sanitize_key($query('device')), Language::current()),
            'gift-card' => fn (): string => $this->restRoute(Rest\GiftCardDetails::class)->html(sanitize_key($query('card')), Language::current()),
        ], [
            // 000 §2.7 the number page's first screen: the plan of ?plan= and its first numbers
            'number-picker' => fn (array $attrs): string => $this->restRoute(Rest\PlanDetailsNumbersList::class)->html(
                $attrs,
                array_map($query, array_combine(Rest\PlanDetailsNumbersList::PAGE_PARAMS, Rest\PlanDetailsNumbersList::PAGE_PARAMS)),
                (string) wp_parse_url(esc_url_raw(wp_unslash((string) ($_SERVER['REQUEST_URI'] ?? '/'))), PHP_URL_PATH),
                Language::current(),
            ),
        ]));
    }

    /** @param class-string<ActionGroup> $class */
    public function actionGroup(string $class): ActionGroup
    {
        return $this->service($class, fn (): ActionGroup => match ($class) {
            Ajax\Bootstrap::class => new Ajax\Bootstrap($this->sessions(), $this->nonce()),
            Ajax\SessionActions::class => new Ajax\SessionActions(
                $this->sessions(),
                fn (): CartService => $this->carts(),
                fn (): Identity\LoginFlow => $this->loginFlow(),
            ),
            Ajax\AccountActions::class => new Ajax\AccountActions(
                $this->sessions(),
                $this->carts(),
                new CartLock($this->db()),
                fn (): Commerce => $this->commerce(),
                fn (): Ports\Identity => $this->identity(),
                fn (): Ports\CustomerAccounts => $this->customerAccounts(),
            ),
            Ajax\ErrorLogger::class => new Ajax\ErrorLogger(),
            Ajax\CartActions::class => new Ajax\CartActions($this->sessions(), $this->carts()),
            Ajax\CaptchaActions::class => new Ajax\CaptchaActions($this->captcha(), $this->sessions()),
            Ajax\UploadActions::class => new Ajax\UploadActions(fn (): Storage => $this->storage(), $this->sessions(), $this->settings()),
            Ajax\ExistingCustomerActions::class => new Ajax\ExistingCustomerActions(
                $this->sessions(),
                fn (): CustomerDirectory => $this->customerDirectory(),
                fn (): Otp => $this->otp(),
            ),
            Ajax\IdentityVerificationActions::class => new Ajax\IdentityVerificationActions(
                $this->sessions(),
                $this->carts(),
                fn (): IdentityVerification => $this->identityVerification(),
            ),
            Ajax\SandboxIdvProvider::class => new Ajax\SandboxIdvProvider(function (): Adapters\Sandbox\SandboxIdentityVerification {
                $provider = $this->identityVerification();
                if (!$provider instanceof Adapters\Sandbox\SandboxIdentityVerification) {
                    throw Http\BridgeException::notFound(); // a real provider is called on its own site
                }
                return $provider;
            }),
            Ajax\PersonalInfoActions::class => new Ajax\PersonalInfoActions(
                $this->sessions(),
                $this->carts(),
                $this->commerce(),
                $this->clock(),
                $this->nonce(),
                fn (): Otp => $this->otp(),
                fn (): CreditCheck => $this->creditCheck(),
                fn (): Storage => $this->storage(),
                $this->settings(),
            ),
            Ajax\EsimActions::class => new Ajax\EsimActions($this->sessions(), $this->carts(), fn (): Otp => $this->otp()),
            Ajax\CountryActions::class => new Ajax\CountryActions($this->settings()),
            Ajax\OrderActions::class => new Ajax\OrderActions(
                $this->sessions(),
                $this->carts(),
                $this->commerce(),
                new CartLock($this->db()),
                $this->settings(),
                fn (): PaymentGateway => $this->paymentGateway(),
                $this->orderNotifier(),
            ),
            // the order's status follows its payment (000 §4.12), through the Commerce port
            Ajax\PaymentActions::class => new Ajax\PaymentActions(
                fn (): PaymentGateway => $this->paymentGateway(),
                fn (): Commerce => $this->commerce(),
                $this->sessions(),
                fn (): CartService => $this->carts(),
                new CartLock($this->db()),
                $this->orderNotifier(),
            ),
            Ajax\ThankYouActions::class => new Ajax\ThankYouActions(
                $this->sessions(),
                fn (): Commerce => $this->commerce(),
                fn (): PaymentGateway => $this->paymentGateway(),
            ),
            Ajax\PlaceActions::class => new Ajax\PlaceActions(fn (): Places => $this->places()),
            Ajax\ProxyActions::class => new Ajax\ProxyActions($this->sessions(), fn (): Commerce => $this->commerce()),
            // Each sub_action needs only some of these: they are built when it runs.
            Ajax\PostpaidPrepaidModule::class => new Ajax\PostpaidPrepaidModule(
                fn (): Commerce => $this->commerce(),
                fn (): PlanPresenter => $this->planPresenter(),
                fn (): NumberListing => $this->numberListing(),
                fn (): CartService => $this->carts(),
                $this->sessions(),
                $this->settings(),
            ),
        });
    }

    /** @param class-string<RestRoute> $class */
    public function restRoute(string $class): RestRoute
    {
        return $this->service($class, fn (): RestRoute => match ($class) {
            Rest\CurrentNonce::class => new Rest\CurrentNonce($this->sessions(), $this->nonce(), $this->carts(), $this->cartRestore()),
            Rest\HomepagePlans::class => new Rest\HomepagePlans(
                $this->commerce(),
                $this->planPresenter(),
                new PlanTemplates($this->settings(), $this->planPresenter()),
                new Html\PlanCards(),
                home_url(...),
                fn (string $name): string => $this->settings()->route($name),
            ),
            Rest\PostpaidPlansListing::class => new Rest\PostpaidPlansListing(
                $this->commerce(),
                $this->planPresenter(),
                new PlanTemplates($this->settings(), $this->planPresenter()),
                new Html\PostpaidCards(),
                home_url($this->settings()->route('my_cart')),
            ),
            Rest\DevicesListing::class => new Rest\DevicesListing(
                $this->commerce(),
                $this->deviceCatalogue(),
                home_url($this->settings()->route('device-details')),
                $this->catalogueImage(...),
            ),
            Rest\DeviceDetails::class => new Rest\DeviceDetails($this->commerce(), $this->deviceCatalogue(), $this->catalogueImage(...)),
            Rest\GiftCardDetails::class => new Rest\GiftCardDetails($this->commerce(), $this->deviceCatalogue()),
            Rest\PlanDetailsNumbersList::class => new Rest\PlanDetailsNumbersList(
                $this->commerce(),
                $this->planPresenter(),
                $this->numberListing(),
                new Html\NumberPreview(),
                $this->settings(),
            ),
            Rest\CartPageSummaryDetails::class => new Rest\CartPageSummaryDetails($this->sessions(), $this->carts(), $this->commerce(), $this->settings()),
        });
    }

    private function deviceCatalogue(): Html\DeviceCatalogue
    {
        return $this->service('device-catalogue', fn (): Html\DeviceCatalogue => new Html\DeviceCatalogue($this->pluginFile));
    }

    /** A catalogue picture's URL (Html\DeviceCatalogue::imageUrl). */
    private function catalogueImage(Domain\Device $device): string
    {
        return $this->deviceCatalogue()->imageUrl($device->image);
    }

    private function planPresenter(): PlanPresenter
    {
        return $this->service('planPresenter', fn (): PlanPresenter => new PlanPresenter($this->settings()));
    }

    private function numberListing(): NumberListing
    {
        return $this->service('numberListing', fn (): NumberListing => new NumberListing($this->inventory(), $this->settings()));
    }

    /**
     * The configured adapter set, refused when it is the Sandbox on a production site: every call
     * that needs a port then answers 503 failure.
     */
    /** The adapter of a port (issue 13: chosen per port); the Sandbox only where it may serve. */
    /** Magento's REST API with the administrator's token (the commerce and customer_accounts ports' upstream). */
    private function magento(): Adapters\Magento\MagentoClient
    {
        return $this->service('magento', fn (): Adapters\Magento\MagentoClient => new Adapters\Magento\MagentoClient(
            $this->upstreamHttp('commerce', 'magento'),
            (string) $this->settings()->upstream('commerce')['store_code'],
            (string) $this->settings()->upstream('commerce')['username'],
            (string) $this->settings()->upstream('commerce')['password'],
        ));
    }

    /** The operator's ESB for a port, with the port's URL, credentials, timeout and retries. */
    private function esb(string $port, string $service): Adapters\Esb\EsbClient
    {
        $upstream = $this->settings()->upstream($port);
        return new Adapters\Esb\EsbClient($this->upstreamHttp($port, $service), (string) $upstream['client_id'], (string) $upstream['api_key']);
    }

    /** The HTTP client of a port's upstream, with the port's URL, timeout and retries (Settings::upstream). */
    private function upstreamHttp(string $port, string $service, string $urlField = 'base_url'): Upstream\HttpClient
    {
        $upstream = $this->settings()->upstream($port);
        return new Upstream\HttpClient($service, (string) $upstream[$urlField], (float) $upstream['timeout_seconds'], (int) $upstream['retries']);
    }

    private function adapterOf(string $port): string
    {
        $name = $this->settings()->adapterFor($port);
        if ($name === 'sandbox' && !self::sandboxAllowed()) {
            throw Http\BridgeException::unavailable();
        }
        return $name;
    }

    private function db(): \wpdb
    {
        global $wpdb;
        return $wpdb;
    }

    /**
     * @template T of object
     * @param \Closure(): T $build
     * @return T
     */
    private function service(string $name, \Closure $build): object
    {
        return $this->services[$name] ??= $build();
    }
}
