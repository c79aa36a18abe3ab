<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Composition;

defined('ABSPATH') || exit;

use Whl\Bridge\Adapters;
use Whl\Bridge\Application;
use Whl\Bridge\Application\Cart\CartLock;
use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Cart\HoldLedger;
use Whl\Bridge\Application\Catalogue\NumberListing;
use Whl\Bridge\Application\Catalogue\PlanPresenter;
use Whl\Bridge\Domain;
use Whl\Bridge\Http\Ajax;
use Whl\Bridge\Http\Ajax\ActionGroup;
use Whl\Bridge\Http\LoginFlow;
use Whl\Bridge\Http\PaymentRetry;
use Whl\Bridge\Http\Rest;
use Whl\Bridge\Http\Rest\RestRoute;
use Whl\Bridge\Infrastructure\Session\SessionStore;
use Whl\Bridge\Ports;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\Ports\CreditCheck;
use Whl\Bridge\Ports\CustomerDirectory;
use Whl\Bridge\Ports\IdentityVerification;
use Whl\Bridge\Ports\Otp;
use Whl\Bridge\Ports\PaymentGateway;
use Whl\Bridge\Ports\Places;
use Whl\Bridge\Ports\Storage;
use Whl\Bridge\WordPress\CartRestore;
use Whl\Bridge\WordPress\Html;
use Whl\Bridge\WordPress\Html\PlanTemplates;
use Whl\Bridge\WordPress\Plugin;

/**
 * The handlers' factories: each admin-ajax action group (Http\Ajax\Actions::TABLE) and REST route, built
 * with its use cases from the bridge's services when a call needs it (Plugin keeps it for the
 * request). A port a handler needs only for some calls is passed as a closure, built when such a
 * call runs. What a use case needs of WordPress (a page's address, the site's sanitiser) is given
 * here, so the use cases call no WordPress function (docs/decisions/148-the-bridge-grouped-by-layer.md).
 */
final class Handlers
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

    public static function actionGroup(Plugin $b, string $class): ActionGroup
    {
        return match ($class) {
            Ajax\Bootstrap::class => new Ajax\Bootstrap($b->sessions(), $b->nonce()),
            Ajax\SessionActions::class => new Ajax\SessionActions(
                $b->sessions(),
                static fn (): CartService => self::carts($b),
                static fn (): LoginFlow => $b->loginFlow(),
            ),
            Ajax\AccountActions::class => new Ajax\AccountActions(
                $b->sessions(),
                self::carts($b),
                new CartLock($b->db()),
                static fn (): Commerce => $b->commerce(),
                static fn (): Ports\Identity => $b->identity(),
                static fn (): Ports\CustomerAccounts => $b->adapter('customer_accounts'),
                new Application\Account\UpdateProfile(
                    $b->sessions(),
                    static fn (): Ports\Identity => $b->identity(),
                    sanitize_text_field(...),
                    static fn (string $email): bool => is_email($email) !== false,
                ),
            ),
            Ajax\ErrorLogger::class => new Ajax\ErrorLogger(),
            Ajax\CartActions::class => new Ajax\CartActions($b->sessions(), self::carts($b)),
            Ajax\CaptchaActions::class => new Ajax\CaptchaActions($b->adapter('captcha'), $b->sessions()),
            Ajax\UploadActions::class => new Ajax\UploadActions(
                new Application\Checkout\StoreDocument(
                    $b->sessions(),
                    self::carts($b),
                    static fn (): Storage => $b->storage(),
                    self::uploadQuota($b),
                    $b->settings(),
                ),
                $b->settings(),
            ),
            Ajax\ExistingCustomerActions::class => new Ajax\ExistingCustomerActions(
                $b->sessions(),
                static fn (): CustomerDirectory => $b->adapter('customer_directory'),
                static fn (): Otp => $b->otp(),
            ),
            Ajax\IdentityVerificationActions::class => new Ajax\IdentityVerificationActions(
                $b->sessions(),
                self::carts($b),
                static fn (): IdentityVerification => $b->adapter('identity_verification'),
            ),
            Ajax\SandboxIdvProvider::class => new Ajax\SandboxIdvProvider(static function () use ($b): Adapters\Sandbox\SandboxIdentityVerification {
                $provider = $b->adapter('identity_verification');
                if (!$provider instanceof Adapters\Sandbox\SandboxIdentityVerification) {
                    throw Application\Refusal::notFound(); // a real provider is called on its own site
                }
                return $provider;
            }),
            Ajax\PersonalInfoActions::class => new Ajax\PersonalInfoActions(
                new Application\Checkout\CapturePersonalInfo(
                    $b->sessions(),
                    self::carts($b),
                    $b->commerce(),
                    self::personalCheck($b),
                    static fn (): Otp => $b->otp(),
                    static fn (): Storage => $b->storage(),
                ),
                $b->nonce(),
            ),
            Ajax\EsimActions::class => new Ajax\EsimActions($b->sessions(), self::carts($b), static fn (): Otp => $b->otp()),
            Ajax\CountryActions::class => new Ajax\CountryActions($b->settings()),
            Ajax\OrderActions::class => new Ajax\OrderActions(
                $b->commerce(),
                new Application\Checkout\CaptureDelivery($b->sessions(), self::carts($b), $b->commerce(), new CartLock($b->db()), $b->settings()),
                new Application\Checkout\PlaceOrder(
                    $b->sessions(),
                    self::carts($b),
                    $b->commerce(),
                    new CartLock($b->db()),
                    $b->settings(),
                    self::personalCheck($b),
                    static fn (): PaymentGateway => $b->paymentGateway(),
                    static fn (): string => home_url($b->settings()->route('online_payment')), // the gateway's way back
                    new Application\Checkout\OrderNumbers(self::carts($b), $b->commerce(), new Application\Checkout\OnDeliveryCap(
                        $b->db(),
                        $b->settings(),
                        static fn (): bool => $b->rateLimiter()->occasionally('delivery_orders_purge', Application\Checkout\OnDeliveryCap::PURGE_EVERY_SECONDS),
                        $b->clock(),
                    )),
                    Pages::orderNotifier($b),
                ),
            ),
            // the order's status follows its payment (000 §4.12), through the Commerce port
            Ajax\PaymentActions::class => new Ajax\PaymentActions(new Application\Orders\ReadPaymentReturn(
                static fn (): PaymentGateway => $b->paymentGateway(),
                static fn (): Commerce => $b->commerce(),
                $b->sessions(),
                static fn (): CartService => self::carts($b),
                new CartLock($b->db()),
                Pages::orderNotifier($b),
            )),
            Ajax\ThankYouActions::class => new Ajax\ThankYouActions(new Application\Orders\ShowPlacedOrder(
                $b->sessions(),
                static fn (): Commerce => $b->commerce(),
                static fn (Domain\Order $order, string $sessionId): string => PaymentRetry::retryable($order, $b->paymentGateway())
                    ? PaymentRetry::url($order->incrementId, $sessionId) : '',
            )),
            Ajax\PlaceActions::class => new Ajax\PlaceActions(static fn (): Places => $b->adapter('places')),
            Ajax\ProxyActions::class => new Ajax\ProxyActions($b->sessions(), static fn (): Commerce => $b->commerce()),
            // Each sub_action needs only some of these: they are built when it runs.
            Ajax\PostpaidPrepaidModule::class => new Ajax\PostpaidPrepaidModule(
                static fn (): Commerce => $b->commerce(),
                static fn (): PlanPresenter => self::planPresenter($b),
                static fn (): NumberListing => self::numberListing($b),
                static fn (): CartService => self::carts($b),
                $b->sessions(),
                $b->settings(),
                static fn (): Application\Cart\AddDevice => new Application\Cart\AddDevice($b->commerce(), self::carts($b), $b->sessions()),
            ),
        };
    }

    /** @param class-string<RestRoute> $class */
    public static function restRoute(Plugin $b, string $class): RestRoute
    {
        return match ($class) {
            Rest\CurrentNonce::class => new Rest\CurrentNonce($b->sessions(), $b->nonce(), self::carts($b), self::cartRestore($b)),
            Rest\HomepagePlans::class => new Rest\HomepagePlans(
                $b->commerce(),
                self::planPresenter($b),
                new PlanTemplates($b->settings(), self::planPresenter($b)),
                new Html\PlanCards(),
                home_url(...),
                static fn (string $name): string => $b->settings()->route($name),
            ),
            Rest\PostpaidPlansListing::class => new Rest\PostpaidPlansListing(
                $b->commerce(),
                self::planPresenter($b),
                new PlanTemplates($b->settings(), self::planPresenter($b)),
                new Html\PostpaidCards(),
                home_url($b->settings()->route('my_cart')),
            ),
            Rest\DevicesListing::class => new Rest\DevicesListing(
                $b->commerce(),
                self::deviceCatalogue($b),
                home_url($b->settings()->route('device-details')),
                self::catalogueImage($b),
            ),
            Rest\DeviceDetails::class => new Rest\DeviceDetails($b->commerce(), self::deviceCatalogue($b), self::catalogueImage($b)),
            Rest\GiftCardDetails::class => new Rest\GiftCardDetails($b->commerce(), self::deviceCatalogue($b)),
            Rest\PlanDetailsNumbersList::class => new Rest\PlanDetailsNumbersList(
                $b->commerce(),
                self::planPresenter($b),
                self::numberListing($b),
                new Html\NumberPreview(),
                $b->settings(),
            ),
            Rest\CartPageSummaryDetails::class => new Rest\CartPageSummaryDetails(
                new Application\Cart\ShowCartSummary($b->sessions(), self::carts($b), $b->commerce(), $b->settings()),
            ),
        };
    }

    /** The shopper's cart (Application\Cart\CartService), over the commerce and number inventory ports. */
    public static function carts(Plugin $b): CartService
    {
        return $b->shared('carts', static fn (): CartService => new CartService(
            $b->commerce(),
            $b->adapter('number_inventory'),
            $b->settings(),
            new CartLock($b->db()),
            self::holdLedger($b),
            $b->clock(),
        ));
    }

    /** The personal step's rules and credit check, for the step and the placement (issue 31 finding 1). */
    private static function personalCheck(Plugin $b): Application\Checkout\PersonalCheck
    {
        return new Application\Checkout\PersonalCheck(
            $b->commerce(),
            $b->clock(),
            static fn (): CreditCheck => $b->adapter('credit_check'),
            $b->settings(),
        );
    }

    /** Which client holds which number (the caps of Application\Cart\HoldLedger). */
    private static function holdLedger(Plugin $b): HoldLedger
    {
        return $b->shared('holdLedger', static fn (): HoldLedger => new HoldLedger(
            $b->db(),
            $b->settings(),
            static fn (): bool => $b->rateLimiter()->occasionally('hold_ledger_purge', HoldLedger::PURGE_EVERY_SECONDS),
            $b->clock(),
        ));
    }

    /** The end of unpaid online orders' payment windows (WP-Cron: UnpaidOrders::CRON_HOOK). */
    public static function unpaidOrders(Plugin $b): Application\Checkout\UnpaidOrders
    {
        $notify = Pages::orderNotifier($b);
        return new Application\Checkout\UnpaidOrders(
            self::holdLedger($b),
            self::carts($b),
            $b->commerce(),
            static fn (): PaymentGateway => $b->paymentGateway(),
            $b->settings(),
            static fn (Domain\Order $order) => $notify($order, '', false), // no session: the notice goes to the order's contact
        );
    }

    /** What one session and one address may upload in a day (issue 31 finding 5). */
    public static function uploadQuota(Plugin $b): Application\Checkout\UploadQuota
    {
        return new Application\Checkout\UploadQuota($b->db(), $b->settings(), $b->clock());
    }

    /** Abandoned-cart restore links (000 §4.4): honoured by current-nonce, issued by the Sandbox's outbox. */
    public static function cartRestore(Plugin $b): CartRestore
    {
        return $b->shared('cart_restore', static fn (): CartRestore => new CartRestore(
            self::carts($b),
            $b->commerce(),
            $b->db(),
            $b->clock(),
            $b->brand(),
            new SessionStore($b->db(), $b->clock()),
        ));
    }

    public static function planPresenter(Plugin $b): PlanPresenter
    {
        return $b->shared('planPresenter', static fn (): PlanPresenter => new PlanPresenter($b->settings()));
    }

    private static function numberListing(Plugin $b): NumberListing
    {
        return $b->shared('numberListing', static fn (): NumberListing => new NumberListing($b->adapter('number_inventory'), $b->settings()));
    }

    private static function deviceCatalogue(Plugin $b): Html\DeviceCatalogue
    {
        return $b->shared('device-catalogue', static fn (): Html\DeviceCatalogue => new Html\DeviceCatalogue($b->pluginFile));
    }

    /** @return \Closure(Domain\Device): string a catalogue picture's URL (WordPress\Html\DeviceCatalogue::imageUrl) */
    private static function catalogueImage(Plugin $b): \Closure
    {
        return static fn (Domain\Device $device): string => self::deviceCatalogue($b)->imageUrl($device->image);
    }
}
