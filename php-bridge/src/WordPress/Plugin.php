<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Unavailable;
use Whl\Bridge\Http\Ajax\ActionGroup;
use Whl\Bridge\Http\Ajax\AjaxController;
use Whl\Bridge\Http\LoginFlow;
use Whl\Bridge\Http\Pipeline;
use Whl\Bridge\Http\Rest\RestRoute;
use Whl\Bridge\Infrastructure\Security\Nonce;
use Whl\Bridge\Infrastructure\Security\RateLimiter;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Infrastructure\Session\SessionStore;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SiteClock;
use Whl\Bridge\Infrastructure\Upstream\HttpClient;
use Whl\Bridge\Ports;
use Whl\Bridge\WordPress\Composition\AdapterTable;
use Whl\Bridge\WordPress\Composition\Handlers;
use Whl\Bridge\WordPress\Composition\Hooks;
use Whl\Bridge\WordPress\Composition\Pages;

/**
 * The bridge's objects for one request, each built on first use and kept for the request: the
 * shared services, the ports' adapters (WordPress\Composition\AdapterTable), the handlers
 * (WordPress\Composition\Handlers) and the pages' objects (WordPress\Composition\Pages). boot() only registers hooks
 * (WordPress\Composition\Hooks).
 */
final class Plugin
{
    public const NONCE_ACTION = 'whl_bridge';
    public const SHORTCODE = 'whl';

    /** Schema and seed version; a change re-runs the installer on the next request. */
    public const DB_VERSION = '2026.11.28.34';
    public const DB_VERSION_OPTION = 'whl_bridge_db_version';

    private static ?self $instance = null;
    private static string $file = '';

    /** @var array<string, object> built services, by name */
    private array $services = [];

    private function __construct(public readonly string $pluginFile)
    {
    }

    public static function boot(string $pluginFile): void
    {
        self::$file = $pluginFile;
        if (get_option(self::DB_VERSION_OPTION) !== self::DB_VERSION) { // autoloaded: no query
            Installer::install();
        }
        Hooks::register($pluginFile);
    }

    public static function instance(): self
    {
        return self::$instance ??= new self(self::$file !== '' ? self::$file : dirname(__DIR__, 2) . '/whl-bridge.php');
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

    /**
     * The adapter chosen for a port (Settings::adapterFor), built by its factory in the adapter table.
     * The Sandbox is refused where it may not serve: every call that needs the port answers 503.
     */
    public function adapter(string $port): object
    {
        return $this->shared('port:' . $port, function () use ($port): object {
            $name = $this->settings()->adapterFor($port);
            if ($name === 'sandbox' && !self::sandboxAllowed()) {
                throw new Unavailable();
            }
            $factory = AdapterTable::load()[$port][$name] ?? throw new \LogicException('no ' . $port . ' adapter named "' . $name . '"');
            $adapter = $factory($this);
            foreach (AdapterTable::PORTS[$port] as $interface) {
                if (!$adapter instanceof $interface) {
                    throw new \LogicException('the ' . $port . ' adapter "' . $name . '" is no ' . $interface);
                }
            }
            return $adapter;
        });
    }

    public function commerce(): Ports\Commerce
    {
        return $this->adapter('commerce');
    }

    public function otp(): Ports\Otp
    {
        return $this->adapter('otp');
    }

    public function paymentGateway(): Ports\PaymentGateway
    {
        return $this->adapter('payment_gateway');
    }

    public function identity(): Ports\Identity
    {
        return $this->adapter('identity');
    }

    public function storage(): Ports\Storage
    {
        return $this->adapter('storage');
    }

    /** The HTTP client of a port's upstream, with the port's URL, timeout and retries (Settings::upstream). */
    public function upstreamHttp(string $port, string $service, string $urlField = 'base_url'): HttpClient
    {
        $upstream = $this->settings()->upstream($port);
        return new HttpClient($service, (string) $upstream[$urlField], (float) $upstream['timeout_seconds'], (int) $upstream['retries']);
    }

    public function settings(): Settings
    {
        return $this->shared('settings', static fn (): Settings => Settings::load());
    }

    /** The operator's name in the shopper's language (the setting, else the active theme's, else the site's title). */
    public function brand(): Brand
    {
        return $this->shared('brand', fn (): Brand => new Brand($this->settings()));
    }

    /** The bridge's time (Infrastructure\Time\SiteClock: the system's, shifted only on a test host). */
    public function clock(): Clock
    {
        return $this->shared('clock', static fn (): Clock => SiteClock::make());
    }

    public function sessions(): SessionManager
    {
        return $this->shared('sessions', fn (): SessionManager => SessionManager::fromCookies(new SessionStore($this->db(), $this->clock())));
    }

    public function nonce(): Nonce
    {
        return $this->shared('nonce', fn (): Nonce => new Nonce($this->sessions()));
    }

    public function rateLimiter(): RateLimiter
    {
        return $this->shared('rateLimiter', fn (): RateLimiter => new RateLimiter($this->db(), $this->settings(), $this->clock()));
    }

    public function pipeline(): Pipeline
    {
        return $this->shared('pipeline', fn (): Pipeline => new Pipeline(
            $this->nonce(),
            $this->rateLimiter(),
            $this->sessions(),
            fn (): Ports\Captcha => $this->adapter('captcha'),
            $this->db(),
        ));
    }

    public function loginFlow(): LoginFlow
    {
        return $this->shared('login_flow', fn (): LoginFlow => new LoginFlow(
            $this->sessions(),
            fn (): Ports\Identity => $this->identity(),
            fn (): Ports\CustomerAccounts => $this->adapter('customer_accounts'),
            fn (): CartService => Handlers::carts($this),
            $this->clock(),
            home_url('/'),
        ));
    }

    public function ajax(): AjaxController
    {
        return $this->shared('ajax', fn (): AjaxController => new AjaxController(
            fn (string $class): ActionGroup => $this->shared($class, fn (): ActionGroup => Handlers::actionGroup($this, $class)),
            $this->pipeline(),
            Hooks::ajaxActions($this->settings()),
        ));
    }

    /** @param class-string<RestRoute> $class */
    public function restRoute(string $class): RestRoute
    {
        return $this->shared($class, fn (): RestRoute => Handlers::restRoute($this, $class));
    }

    public function widgets(): Frontend\Widgets
    {
        return $this->shared('widgets', fn (): Frontend\Widgets => Pages::widgets($this));
    }

    /** Server-rendered parts of the pages (000 §2.3 the port-in quick nav). */
    public function blocks(): Frontend\Blocks
    {
        return $this->shared('blocks', fn (): Frontend\Blocks => new Frontend\Blocks($this->settings(), fn (): Ports\Catalogue => $this->commerce()));
    }

    public function db(): \wpdb
    {
        global $wpdb;
        return $wpdb;
    }

    /**
     * The object named $name, built by $build the first time this request asks for it.
     *
     * @template T of object
     * @param \Closure(): T $build
     * @return T
     */
    public function shared(string $name, \Closure $build): object
    {
        return $this->services[$name] ??= $build();
    }
}
