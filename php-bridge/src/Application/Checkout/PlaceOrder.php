<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Checkout;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CartLock;
use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Domain\Cart;
use Whl\Bridge\Domain\CartItem;
use Whl\Bridge\Domain\Charges;
use Whl\Bridge\Domain\Order;
use Whl\Bridge\Domain\PaymentMethods;
use Whl\Bridge\Infrastructure\Session\PlacedOrders;
use Whl\Bridge\Infrastructure\Session\Session;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\Ports\PaymentGateway;
use Whl\Bridge\WordPress\Settings;

/**
 * 000 §2.11, §4.11, §7.5: place the session cart's order (contract §4.15).
 *
 * Idempotent: the cart's quote is the key, the Commerce port places one order per quote (a unique
 * index, not a read before the write), and every call for the cart gets that one order. Once placed,
 * the cart is frozen (CartService answers its writes cart_locked) and its number is sold (online:
 * held for the payment window until paid, OrderNumbers), so no sweep frees it. An order placed
 * offline (on delivery, free) lets the session's cart go at once (an online one once paid,
 * PaymentActions); the session keeps the ids of the orders it placed (PlacedOrders):
 * a replay after the let-go answers the last.
 */
final class PlaceOrder
{
    /** 000 §4.11: statuses by payment method; on delivery the order waits for the courier's payment. */
    private const STATUS = ['online' => 'pending_payment', 'cashondelivery' => 'pending', 'cardondelivery' => 'pending', 'free' => 'pending'];

    /**
     * @param \Closure(): PaymentGateway $gateway
     * @param \Closure(): string $returnUrl the online payment's return page
     * @param (\Closure(Order, string, bool): void)|null $notify the order's notice (order, session id, just placed)
     */
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly CartService $carts,
        private readonly Commerce $commerce,
        private readonly CartLock $lock,
        private readonly Settings $settings,
        private readonly PersonalCheck $personal,
        private readonly \Closure $gateway,
        private readonly \Closure $returnUrl,
        private readonly OrderNumbers $numbers,
        private readonly ?\Closure $notify = null,
    ) {
    }

    /** @throws Refusal what the placement refuses (contract §4.15); nothing is placed then */
    public function place(PlaceOrderRequest $request): Order
    {
        $session = $this->sessions->require();
        // a replay (double click, retry, another tab) answers the placed order without waiting for the lock
        $quoteId = $session->quoteId();
        $placed = $quoteId !== '' ? $this->commerce->orderOfQuote($quoteId) : $this->lastPlaced($session);
        if ($placed !== null && (!$placed->isOnline() || $placed->paymentUrl !== '')) {
            return $placed;
        }
        // under the cart's lock: no add, change or clear of this session runs between the checks and the order
        return $this->lock->withLock($session, function () use ($session, $request): Order {
            $quoteId = $session->freshQuoteId();
            $placed = $quoteId !== '' ? $this->commerce->orderOfQuote($quoteId) : null;
            if ($placed !== null) {
                return $this->withPayment($placed, $request->lang);
            }
            $cart = $quoteId !== '' ? $this->commerce->getCart($quoteId) : null;
            $plan = $cart?->planItem();
            if ($cart === null || $plan === null) {
                // the cart was let go after its order (or emptied since): a replay answers that order
                return $this->lastPlaced($session, true) ?? throw Refusal::notFound();
            }
            $shipping = $this->checkedShipping($session, $cart, $request->method);
            $this->recheckPersonal($session, $cart, $plan);
            $order = $this->placeChecked($session, $cart, $plan, $request, $shipping);
            return $this->withPayment($order, $request->lang);
        });
    }

    /**
     * Everything the placement re-checks under the lock, in the contract's order; the order's shipping
     * method (storepickup, doordelivery, esim) when all holds.
     *
     * @throws Refusal validation_error, not_eligible, max_connections
     */
    private function checkedShipping(Session $session, Cart $cart, string $method): string
    {
        $quoteId = $cart->quoteId;
        // 000 §4.11: only a method the payment step offers this quote (what the Commerce port offers, no
        // payment on delivery for an eSIM), and free exactly when nothing is due today (Domain\PaymentMethods)
        $offered = $this->commerce->shippingOptions($quoteId);
        $personal = $this->commerce->personalDetails($quoteId);
        $simType = is_string($personal['sim_type'] ?? null) ? $personal['sim_type'] : '';
        $esim = $simType === 'esim';
        $nothingDue = Charges::of($cart, $this->commerce->totals($quoteId)->vatPercent)->dueToday->grandTotal === 0;
        if (!in_array($method, PaymentMethods::placeable($offered, $simType, $nothingDue), true)) {
            throw Refusal::validation(['payment_method' => 'payment_method_unavailable']);
        }
        if ($personal === null) {
            throw Refusal::validation(['personal_details' => 'required']);
        }
        // 000 §6, §2.8, §8: a fraud-flagged customer, or one at the maximum of lines ('Too many lines'), cannot
        // proceed from the cart; the bridge re-checks both here (the customer is known from the personal step)
        $standing = $this->commerce->customerStanding($quoteId);
        if ($standing->fraud) {
            throw Refusal::outcome('not_eligible');
        }
        if ($standing->atLineLimit($this->settings->maxConnections())) {
            throw Refusal::outcome('max_connections');
        }
        // 000 §4.1: an eSIM (or a self-activation) is confirmed by its passcode before anything is placed
        $passcode = $session->get(CheckoutSession::ESIM_ORDER);
        if (($esim || is_array($passcode)) && !(is_array($passcode) && ($passcode['verified'] ?? false) === true)) {
            throw Refusal::validation(['otp' => 'required']);
        }
        // an eSIM is not shipped: it needs no address
        $delivery = $this->commerce->deliveryDetails($quoteId);
        if ($delivery === null && !$esim) {
            throw Refusal::validation(['delivery_details' => 'required']);
        }
        $shipping = $esim ? 'esim' : (($delivery['delivery_type'] ?? '') === 'store_pickup' ? 'storepickup' : 'doordelivery');
        // 000 §4.11: the delivery type recorded earlier, no longer offered (switched off since the delivery step)
        if (!$offered->offersShipping($shipping)) {
            throw Refusal::validation(['delivery_type' => 'delivery_type_unavailable']);
        }
        return $shipping;
    }

    /**
     * Issue 31 finding 1: the recorded personal details and the credit check, again, against the cart
     * as it is now, whatever the order type (the plan or number may have changed since the step).
     *
     * @throws Refusal validation_error personal_details (PersonalCheck::recheck)
     */
    private function recheckPersonal(Session $session, Cart $cart, CartItem $plan): void
    {
        $this->personal->recheck($this->commerce->personalDetails($cart->quoteId) ?? [], $plan, $session);
    }

    /** The order itself: its number taken first, then placed, recorded, noticed, and an offline cart let go. */
    private function placeChecked(Session $session, Cart $cart, CartItem $plan, PlaceOrderRequest $request, string $shipping): Order
    {
        // the number becomes the order's first (sold, or held for the payment: OrderNumbers), within the caps
        $this->numbers->take($session, $cart, $plan->msisdn(), $request);
        try {
            $order = $this->commerce->placeOrder($cart->quoteId, $request->method, self::STATUS[$request->method], $shipping, $request->lang);
        } catch (\Throwable $e) {
            $this->numbers->untake($cart);
            throw $e;
        }
        PlacedOrders::record($session, $order->incrementId);
        $this->notify($order, $session->id());
        if ($order->isOffline()) {
            $this->carts->letGo($session, $cart->quoteId); // contract §4.15: nothing to wait for, the shopper may shop again
        }
        return $order;
    }

    /** The order the session placed last, when it is the session's (a replay after the cart was let go). */
    private function lastPlaced(Session $session, bool $fresh = false): ?Order
    {
        $id = PlacedOrders::last($session, $fresh);
        return $id !== '' ? $this->commerce->order($id) : null;
    }

    /** The order's notice (000 §4.12, the demo outbox); a notice that fails never fails the placement. */
    private function notify(Order $order, string $sessionId): void
    {
        try {
            ($this->notify ?? static fn () => null)($order, $sessionId, true);
        } catch (\Throwable $e) {
            error_log('whl-bridge: order notice not written: ' . $e->getMessage());
        }
    }

    /**
     * An online order's payment is started once, under the cart's lock, and its page kept on the
     * order: every later answer names that page (the fast path above answers only once it is kept).
     */
    private function withPayment(Order $order, string $lang): Order
    {
        if (!$order->isOnline() || $order->paymentUrl !== '') {
            return $order;
        }
        $url = ($this->gateway)()->startPayment($order->incrementId, $order->dueTodayBaisa(), 'OMR', ($this->returnUrl)(), $lang);
        $this->commerce->setPaymentUrl($order->incrementId, $url);
        return $this->commerce->order($order->incrementId) ?? $order;
    }
}
