<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Composition;

defined('ABSPATH') || exit;

use Whl\Bridge\Adapters\Sandbox\SandboxIdentity;
use Whl\Bridge\Application\Checkout\UnpaidOrders;
use Whl\Bridge\Adapters\Sandbox\SandboxPaymentGateway;
use Whl\Bridge\Http;
use Whl\Bridge\Http\Ajax;
use Whl\Bridge\Http\LoginFlow;
use Whl\Bridge\Http\PaymentRetry;
use Whl\Bridge\Http\Rest\RestController;
use Whl\Bridge\Http\Rest\RestRoute;
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\Infrastructure\Operations\Hardening;
use Whl\Bridge\WordPress\Admin;
use Whl\Bridge\WordPress\Frontend;
use Whl\Bridge\WordPress\Frontend\Language;
use Whl\Bridge\WordPress\Plugin;
use Whl\Bridge\WordPress\Settings;

/**
 * What the bridge hooks into WordPress: its admin-ajax actions (and their fast path), its REST
 * routes, shortcodes, pages served on parse_request, the settings and their screen. Registering
 * builds nothing: each hook asks Plugin for what it needs when it runs.
 */
final class Hooks
{
    /** The WP-Cron recurrence of the bridge's housekeeping. */
    public const EVERY_FIVE_MINUTES = 'whl_five_minutes';

    /** The WP-Cron hook of the documents' purge (Ports\Storage::purge) and of the upload caps' old claims. */
    public const PURGE_UPLOADS_HOOK = 'whl_purge_uploads';

    /** The bridge's housekeeping, each every five minutes on WP-Cron. */
    public const CRON_HOOKS = [UnpaidOrders::CRON_HOOK, self::PURGE_UPLOADS_HOOK];

    public static function register(string $pluginFile): void
    {
        $bridge = static fn (): Plugin => Plugin::instance();
        $actions = self::ajaxActions($bridge()->settings());
        foreach ($actions as $action) {
            $run = static fn () => $bridge()->ajax()->dispatch($action);
            add_action('wp_ajax_' . $action, $run);
            add_action('wp_ajax_nopriv_' . $action, $run);
        }
        if (wp_doing_ajax()) {
            // issue 31 finding 5: a body PHP dropped for its size gets the envelope, not admin-ajax's bare `400 0`
            add_action('wp_loaded', static fn () => Http\OversizeBody::answer($bridge()->settings()), 0);
        }
        // Fast path (as WooCommerce's wc-ajax does for the storefront): answer our own actions once
        // WordPress has loaded, before admin-ajax.php compiles the admin includes and runs
        // admin_init, which the shop's calls do not use, and first on wp_loaded (issue 15), before
        // the work WordPress does there for pages (6.1 reads theme.json for web fonts: 1.3 ms a call).
        // Each call still goes through the full pipeline. The filter turns it off; the wp_ajax_
        // hooks above then serve the calls.
        $action = wp_doing_ajax() && isset($_REQUEST['action']) && is_string($_REQUEST['action']) ? $_REQUEST['action'] : '';
        $ownAction = in_array($action, $actions, true);
        // A call a fast path answers skips WordPress's set-up of pages on init (blocks, widgets: Http\FastPath).
        // Decided first on init: the theme's filters are loaded by then.
        add_action('init', static function () use ($ownAction): void {
            $early = ($ownAction && apply_filters('whl_bridge_ajax_fast_path', true))
                || (RestController::earlyRoute(RestController::requestedRoute(), Handlers::REST_ROUTES) !== null
                    && apply_filters('whl_bridge_rest_fast_path', true));
            if ($early) {
                Http\FastPath::skipPageSetup();
            }
        }, PHP_INT_MIN);
        if ($ownAction) {
            add_action('wp_loaded', static function () use ($action, $bridge): void {
                if (apply_filters('whl_bridge_ajax_fast_path', true)) {
                    send_origin_headers();
                    header('X-Robots-Tag: noindex');
                    send_nosniff_header();
                    nocache_headers();
                    $bridge()->ajax()->dispatch($action);
                }
            }, 1);
        }
        $route = static fn (string $class): RestRoute => $bridge()->restRoute($class);
        $pipeline = static fn (): Http\Pipeline => $bridge()->pipeline();
        add_action('wp_loaded', static fn () => apply_filters('whl_bridge_rest_fast_path', true)
            && RestController::serveEarly(RestController::requestedRoute(), Handlers::REST_ROUTES, $route, $pipeline), 1); // first, as the ajax fast path
        add_action('rest_api_init', static fn () => RestController::register(Handlers::REST_ROUTES, $route, $pipeline));
        add_filter('nonce_user_logged_out', static fn ($uid, $action = -1) => $action === Plugin::NONCE_ACTION
            ? $bridge()->nonce()->filterUser($uid, $action)
            : $uid, 10, 2);

        // issue 31: an unpaid online order ends with its payment window, every five minutes on WP-Cron
        add_filter('cron_schedules', [self::class, 'cronSchedules']);
        add_action(UnpaidOrders::CRON_HOOK, static fn () => Handlers::unpaidOrders($bridge())->expire());
        // issue 31 finding 5: old documents go on a schedule too, not only after an upload
        add_action(self::PURGE_UPLOADS_HOOK, static function () use ($bridge): void {
            $bridge()->storage()->purge();
            Handlers::uploadQuota($bridge())->purge();
        });

        add_action('init', [Settings::class, 'register']);
        // the blocks (issue 14): for pages, the editor and its preview; the shop's own ajax and REST calls need none
        $ownCall = wp_doing_ajax() || str_contains((string) ($_SERVER['REQUEST_URI'] ?? ''), '/wp-rest/v1/');
        if (!$ownCall) {
            Pages::editorBlocks($bridge())->register();
        }
        if (is_admin()) {
            Admin\SettingsPage::register(); // Settings → Storefront
        }
        add_action('init', static fn () => add_shortcode(Plugin::SHORTCODE, static fn ($atts): string => $bridge()->widgets()->shortcode($atts)));
        add_action('init', static fn () => add_shortcode(Frontend\Blocks::SHORTCODE, static fn ($atts): string => $bridge()->blocks()->shortcode($atts)));
        add_action('wp_footer', static fn () => $bridge()->widgets()->printFooter(), 20);
        // the demo outbox: only where the Sandbox may serve (SandboxOtp writes it instead of sending SMS)
        add_action('init', static fn () => self::onSandbox('otp') && add_shortcode(
            Frontend\DemoOutbox::SHORTCODE,
            static fn (): string => Pages::demoOutbox($bridge())->render(Language::current()),
        ));
        // Pages of their own, each asked by its query argument (its credential is its own, not a nonce):
        // the Sandbox gateway's hosted payment page (contract §4.16, the payment id), login and its
        // callback (contract §4.21, the state bound to the session), the Sandbox provider's login form,
        // the thank-you page's payment retry link (contract §4.18, its MAC bound to the session).
        add_action('parse_request', static function () use ($bridge): void {
            if (isset($_GET[SandboxPaymentGateway::PAGE_QUERY]) && self::onSandbox('payment_gateway')) {
                Pages::sandboxPaymentPage($bridge())->serve();
            }
            if (isset($_GET[LoginFlow::QUERY])) {
                $bridge()->loginFlow()->serve();
            }
            if (isset($_GET[SandboxIdentity::PAGE_QUERY]) && self::onSandbox('identity')) {
                Pages::sandboxLoginPage($bridge())->serve();
            }
            if (isset($_GET[PaymentRetry::QUERY])) {
                Pages::paymentRetry($bridge())->serve();
            }
        }, 8);
        add_action('admin_notices', static fn () => self::sandboxRefusedNotice($bridge()->settings()));
        add_filter('language_attributes', [Language::class, 'filterLanguageAttributes']);
        add_filter('locale', [Language::class, 'filterLocale']);
        // Server texts through gettext, domain whl-bridge (languages/), in the language of each answer.
        Translation::register($pluginFile);
        // Issue 6 findings 8-10: security headers, REST routes for the own origin only, drop-ins.
        Hardening::register($pluginFile);
    }

    /**
     * @param mixed $schedules WP-Cron's recurrences
     * @return array<string, mixed> with the bridge's
     */
    public static function cronSchedules($schedules): array
    {
        return (array) $schedules + [
            self::EVERY_FIVE_MINUTES => ['interval' => 300, 'display' => 'Every five minutes (WHL Storefront Bridge)'],
        ];
    }

    /** Schedules the housekeeping on WP-Cron (install, upgrade); idempotent. */
    public static function schedule(): void
    {
        // the install runs before register(): WP-Cron refuses an event of a recurrence it does not know yet
        add_filter('cron_schedules', [self::class, 'cronSchedules']);
        foreach (self::CRON_HOOKS as $hook) {
            if (wp_next_scheduled($hook) === false) {
                wp_schedule_event(time() + 300, self::EVERY_FIVE_MINUTES, $hook);
            }
        }
    }

    /** @return list<string> the admin-ajax actions this site answers (Http\Ajax\Actions::TABLE) */
    public static function ajaxActions(Settings $settings): array
    {
        return $settings->adapterFor('captcha') === 'sandbox' && Plugin::sandboxAllowed()
            ? Ajax\Actions::names()
            : array_values(array_diff(Ajax\Actions::names(), Ajax\Actions::sandboxOnly())); // the Sandbox captcha's own action
    }

    /** Whether the port is on the Sandbox where the Sandbox may serve (its own pages exist only then). */
    private static function onSandbox(string $port): bool
    {
        return Plugin::sandboxAllowed() && Plugin::instance()->settings()->adapterFor($port) === 'sandbox';
    }

    /** admin_notices: tells administrators why a production site answers no shop call. */
    private static function sandboxRefusedNotice(Settings $settings): void
    {
        if (!$settings->usesSandbox() || Plugin::sandboxAllowed() || !current_user_can('manage_options')) {
            return;
        }
        printf(
            '<div class="notice notice-error"><p>%s</p></div>',
            esc_html__('WHL Storefront Bridge: the Sandbox adapters work only on local, development or staging sites (WP_ENVIRONMENT_TYPE).', 'whl-bridge')
                . ' ' . esc_html__('Choose the production adapters in the plugin settings; until then the shop answers no call.', 'whl-bridge'),
        );
    }
}
