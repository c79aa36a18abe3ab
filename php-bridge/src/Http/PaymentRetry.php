<?php

declare(strict_types=1);

namespace Whl\Bridge\Http;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CartLock;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Domain\Order;
use Whl\Bridge\Infrastructure\Security\ClientAddress;
use Whl\Bridge\Infrastructure\Security\RateLimiter;
use Whl\Bridge\Infrastructure\Session\PlacedOrders;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\Checkout;
use Whl\Bridge\Ports\PaymentGateway;
use Whl\Bridge\WordPress\Settings;

/**
 * The payment retry (contract §4.18, 000 §2.12, 001 §4.4): an online order whose payment failed (or,
 * still pending_payment, whose payment can no longer be taken: declined but not read, or expired —
 * a payment the bank left pending may still settle until then) gets payment_retry_url,
 * `/?whl_pay_retry=<order id>&key=<MAC>`, bound to the order and the session that placed it. The
 * thank-you page's Retry link is followed by the browser: a GET by that session starts a NEW
 * payment attempt through the PaymentGateway port (the order is pending_payment again) and answers
 * 303 to the gateway's page (while that page waits, a second click is sent to it again). Anything
 * else — a wrong key, another session, a paid or offline order, a payment that may still be taken,
 * too many tries, a back end that is down — answers 303 to the order's thank-you route (never an
 * error page), which shows the order as it is.
 */
final class PaymentRetry
{
    public const QUERY = 'whl_pay_retry';

    /** Rate group of the retries: a retry starts a payment, as a placement does. */
    private const RATE_GROUP = 'order';

    /**
     * @param \Closure(): Checkout $commerce
     * @param \Closure(): PaymentGateway $gateway
     * @param (\Closure(Order, string, bool): void)|null $notify the order's notice (order, session id, just placed)
     */
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly \Closure $commerce,
        private readonly \Closure $gateway,
        private readonly Settings $settings,
        private readonly RateLimiter $limiter,
        private readonly CartLock $lock,
        private readonly ?\Closure $notify = null,
    ) {
    }

    /**
     * The MAC of the order for the session: HMAC-SHA256 with a key derived from the site's auth salt
     * for this use only (docs/decisions/068-payment-retry.md), 32 hex characters.
     */
    public static function key(string $orderId, string $sessionId): string
    {
        $secret = hash_hmac('sha256', 'whl-bridge payment retry v1', wp_salt('auth'), true);
        return substr(hash_hmac('sha256', $orderId . '|' . $sessionId, $secret), 0, 32);
    }

    /** The retry link of the order for the session, on the site. */
    public static function url(string $orderId, string $sessionId): string
    {
        return add_query_arg([self::QUERY => rawurlencode($orderId), 'key' => self::key($orderId, $sessionId)], home_url('/'));
    }

    /**
     * Whether a new attempt may start: an online order whose payment failed, or one still
     * pending_payment whose payments can no longer take the shopper's money: none waits for the
     * shopper, none left pending by the bank may still settle (until it expires, 30 minutes after
     * it started), none was approved (contract §4.18). Otherwise a new attempt could charge twice.
     */
    public static function retryable(Order $order, PaymentGateway $gateway): bool
    {
        if (!$order->isOnline()) {
            return false;
        }
        return $order->status === 'payment_failure' || ($order->status === 'pending_payment' && !$gateway->mayStillCharge($order->incrementId));
    }

    /** parse_request: answers the retry link with a 303 and ends the request. */
    public function serve(): never
    {
        // the MAC bound to the session is the link's credential
        $query = wp_unslash($_GET);
        $ip = ClientAddress::current();
        nocache_headers();
        header('Referrer-Policy: no-referrer');
        // the target is the gateway's page (the port's answer, maybe on the gateway's host) or a route of this site
        wp_redirect($this->target(is_array($query) ? $query : [], $ip), 303, 'WHL Storefront Bridge');
        exit;
    }

    /**
     * Where the browser goes: the gateway's page of a new attempt, or the order's thank-you route.
     *
     * @param array<array-key, mixed> $query
     */
    public function target(array $query, string $ip): string
    {
        $orderId = is_string($query[self::QUERY] ?? null) ? $query[self::QUERY] : '';
        $key = is_string($query['key'] ?? null) ? $query['key'] : '';
        if (!preg_match('/^\d{1,32}$/', $orderId)) {
            return home_url($this->settings->route('homepage'));
        }
        try {
            $session = $this->sessions->current();
            $allowed = $this->limiter->hit(self::RATE_GROUP, $session?->id(), $ip); // every try counts, a guess as a click
            // only the session that placed the order, with the order's own key, learns anything of it
            $order = $session !== null && PlacedOrders::has($session, $orderId) && hash_equals(self::key($orderId, $session->id()), $key)
                ? ($this->commerce)()->order($orderId)
                : null;
            if ($order === null || $session === null || !$allowed) {
                return $this->thankYou($order, $orderId);
            }
            // under the cart's lock: two clicks on Retry start one attempt (the second finds it open)
            $page = $this->lock->withLock($session, function () use ($orderId, $session): ?string {
                $commerce = ($this->commerce)();
                $gateway = ($this->gateway)();
                $order = $commerce->order($orderId);
                if ($order === null || !$order->isOnline()) {
                    return null;
                }
                if (!self::retryable($order, $gateway)) {
                    // a second click, or the link of a payment whose page still waits: that page
                    $open = $order->status === 'pending_payment' && $order->paymentUrl !== '' && $gateway->isPaymentOpen($order->incrementId);
                    return $open ? $order->paymentUrl : null;
                }
                $returnUrl = home_url($this->settings->route('online_payment'));
                $url = $gateway->startPayment($order->incrementId, $order->dueTodayBaisa(), 'OMR', $returnUrl, $order->lang);
                $commerce->retryPayment($order->incrementId, $url);
                $again = $commerce->order($orderId);
                if ($again !== null && $again->status !== $order->status) {
                    try {
                        ($this->notify ?? static fn () => null)($again, $session->id(), false);
                    } catch (\Throwable $e) {
                        error_log('whl-bridge: order notice not written: ' . $e->getMessage());
                    }
                }
                return $url;
            });
            return $page ?? $this->thankYou($order, $orderId);
        } catch (Refusal | \RuntimeException $e) {
            return $this->thankYou(null, $orderId); // a back end that is down or a busy cart: the order's page, never an error page
        }
    }

    /** The order's thank-you route with orderid (and lang=ar for an order placed in Arabic). */
    private function thankYou(?Order $order, string $orderId): string
    {
        $route = $this->settings->route('{service_type}-thank-you', $order !== null && $order->serviceType !== '' ? $order->serviceType : 'prepaid');
        $args = ['orderid' => $orderId] + ($order?->lang === 'ar' ? ['lang' => 'ar'] : []);
        return add_query_arg($args, home_url($route));
    }
}
