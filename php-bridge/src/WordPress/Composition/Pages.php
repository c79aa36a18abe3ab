<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Composition;

defined('ABSPATH') || exit;

use Whl\Bridge\Adapters\Sandbox;
use Whl\Bridge\Application\Cart\CartLock;
use Whl\Bridge\Domain;
use Whl\Bridge\Http\PaymentRetry;
use Whl\Bridge\Http\Rest;
use Whl\Bridge\Ports;
use Whl\Bridge\WordPress\Frontend;
use Whl\Bridge\WordPress\Frontend\Language;
use Whl\Bridge\WordPress\Frontend\Widgets;
use Whl\Bridge\WordPress\Plugin;

/**
 * The objects of the pages the bridge prints or serves: the widgets and their first screens, the
 * editor's blocks, the demo outbox, the payment retry link and the Sandbox's own pages.
 */
final class Pages
{
    public static function widgets(Plugin $b): Widgets
    {
        // the page's mode and filters are its URL, read only to pick what a listing shows
        $query = static fn (string $name): string => sanitize_text_field(wp_unslash((string) ($_GET[$name] ?? '')));
        $list = static fn (string $name): array => array_values(array_filter(array_map('sanitize_key', explode(',', $query($name)))));
        $route = static fn (string $class): string => ltrim($class::PATH, '/');
        // each route whose HTML a widget's element holds (widget.json `firstScreen`), by its path
        return new Widgets($b->settings(), $b->pluginFile, [
            $route(Rest\HomepagePlans::class) => static fn (array $attrs): string => $b->restRoute(Rest\HomepagePlans::class)->html(
                $attrs,
                Language::current(),
            ),
            $route(Rest\PostpaidPlansListing::class) => static fn (): string => $b->restRoute(Rest\PostpaidPlansListing::class)->html(
                Language::current(),
                sanitize_key($query('sim_type')),
                sanitize_key($query('method')) === 'change-plan',
            ),
            // 000 §2.6: ?brand=apple,samsung&os=android are the listing's filters
            $route(Rest\DevicesListing::class) => static fn (array $attrs): string => $b->restRoute(Rest\DevicesListing::class)->html(
                ($attrs['type'] ?? '') === Domain\DeviceModel::ACCESSORY ? Domain\DeviceModel::ACCESSORY : Domain\DeviceModel::DEVICE,
                Language::current(),
                $list('brand'),
                $list('os'),
            ),
            $route(Rest\DeviceDetails::class) => static fn (): string => $b->restRoute(Rest\DeviceDetails::class)->html(
                sanitize_key($query('device')),
                Language::current(),
            ),
            $route(Rest\GiftCardDetails::class) => static fn (): string => $b->restRoute(Rest\GiftCardDetails::class)->html(
                sanitize_key($query('card')),
                Language::current(),
            ),
            // 000 §2.7 the number page's first screen: the plan of ?plan= and its first numbers
            $route(Rest\PlanDetailsNumbersList::class) => static fn (array $attrs): string => $b->restRoute(Rest\PlanDetailsNumbersList::class)->html(
                $attrs,
                array_map($query, array_combine(Rest\PlanDetailsNumbersList::PAGE_PARAMS, Rest\PlanDetailsNumbersList::PAGE_PARAMS)),
                (string) wp_parse_url(esc_url_raw(wp_unslash((string) ($_SERVER['REQUEST_URI'] ?? '/'))), PHP_URL_PATH),
                Language::current(),
            ),
        ]);
    }

    /** A block per widget, and the page's Arabic title, for the block editor (issue 14). */
    public static function editorBlocks(Plugin $b): Frontend\EditorBlocks
    {
        return new Frontend\EditorBlocks(
            dirname($b->pluginFile) . '/assets/build/' . $b->settings()->build() . '/widgets.json',
            $b->pluginFile,
            static fn (): Widgets => $b->widgets(),
        );
    }

    public static function demoOutbox(Plugin $b): Frontend\DemoOutbox
    {
        $otp = $b->otp();
        if (!$otp instanceof Sandbox\SandboxOtp) {
            throw new \LogicException('the demo outbox is the Sandbox passcodes\' own');
        }
        return new Frontend\DemoOutbox($otp, $b->sessions(), Handlers::cartRestore($b));
    }

    /** contract §4.18: the retry link's answer. */
    public static function paymentRetry(Plugin $b): PaymentRetry
    {
        return new PaymentRetry(
            $b->sessions(),
            static fn (): Ports\Checkout => $b->commerce(),
            static fn (): Ports\PaymentGateway => $b->paymentGateway(),
            $b->settings(),
            $b->rateLimiter(),
            new CartLock($b->db()),
            self::orderNotifier($b),
        );
    }

    /**
     * 000 §4.12: the notice an operator would send when an order is placed or changes status
     * (order, session id, just placed), carried by the otp port's adapter (the SMS gateway, or the
     * Sandbox's demo outbox of the session).
     *
     * @return \Closure(Domain\Order, string, bool): void
     */
    public static function orderNotifier(Plugin $b): \Closure
    {
        return static function (Domain\Order $order, string $sessionId, bool $placed) use ($b): void {
            if ($b->settings()->adapterFor('otp') === 'sandbox' && !Plugin::sandboxAllowed()) {
                return;
            }
            $otp = $b->otp();
            if ($otp instanceof Ports\TextMessages) {
                (new Frontend\OrderNotice($otp, $b->brand(), intdiv($b->settings()->paymentWindowSeconds(), 60)))->send($order, $sessionId, $placed);
            }
        };
    }

    public static function sandboxPaymentPage(Plugin $b): Frontend\SandboxPaymentPage
    {
        $gateway = $b->paymentGateway();
        if (!$gateway instanceof Sandbox\SandboxPaymentGateway) {
            throw new \LogicException('the hosted payment page is the Sandbox gateway\'s own');
        }
        return new Frontend\SandboxPaymentPage($gateway, $b->brand(), intdiv($b->settings()->paymentWindowSeconds(), 60));
    }

    /** Login (000 §4.5, contract §4.21): the Sandbox's provider is served by this plugin. */
    public static function sandboxLoginPage(Plugin $b): Frontend\SandboxLoginPage
    {
        $identity = $b->identity();
        if (!$identity instanceof Sandbox\SandboxIdentity) {
            throw new \LogicException('the login page is the Sandbox identity provider\'s own');
        }
        return new Frontend\SandboxLoginPage($identity);
    }
}
