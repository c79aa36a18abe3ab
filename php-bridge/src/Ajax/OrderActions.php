<?php

declare(strict_types=1);

namespace Whl\Bridge\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Cart\CartLock;
use Whl\Bridge\Cart\CartService;
use Whl\Bridge\Domain\Charges;
use Whl\Bridge\Domain\Order;
use Whl\Bridge\Http\BridgeException;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\Ports\PaymentGateway;
use Whl\Bridge\Session\PlacedOrders;
use Whl\Bridge\Session\Session;
use Whl\Bridge\Session\SessionManager;
use Whl\Bridge\Settings;
use Whl\Bridge\Validation\DeliveryDetails;

/**
 * 000 §2.10–§2.11, §3.14, §5.6, §7.5: the delivery step's submit
 * (wp_postpaid_prepaid_delivery_details_capture), order placement (wp_postpaid_prepaid_place_order)
 * and the places both read (whl_city_list: the city list and the stores). The bridge checks the
 * delivery details again against its own city list and settings, never the browser's word.
 *
 * Placement is idempotent (contract §4.15): the cart's quote is the key, the Commerce port places
 * one order per quote (a unique index, not a read before the write), and every call for the cart
 * gets the answer built from that one order. Once placed, the cart is frozen: the cart's writes
 * answer 409 cart_locked (CartService), and the number is sold (CartService::sellNumber), so no
 * sweep frees it. An order placed offline (on delivery, free) lets the session's cart go at once
 * (an online one once paid, PaymentActions); the session keeps the ids of the orders it placed
 * (Session\PlacedOrders): the thank-you page reads them, and a replay after the let-go answers the last.
 */
final class OrderActions implements ActionGroup
{
    /** The delivery_details keys of 000 §3.14 and the city option's; anything else is dropped. */
    private const FIELDS = [
        'delivery_type', 'apt_no', 'way_no', 'city', 'governorate', 'wilayat', 'area', 'landmark',
        'latitude', 'longitude', 'postcode', 'pccode', 'governorateid', 'wilayaid', 'localityid', 'store_id',
    ];

    /** 000 §4.11: statuses by payment method; on delivery the order waits for the courier's payment. */
    private const STATUS = ['online' => 'pending_payment', 'cashondelivery' => 'pending', 'cardondelivery' => 'pending', 'free' => 'pending'];

    /**
     * @param \Closure(): PaymentGateway $gateway
     * @param (\Closure(Order, string, bool): void)|null $notify the order's notice (order, session id, just placed)
     */
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly CartService $carts,
        private readonly Commerce $commerce,
        private readonly CartLock $lock,
        private readonly Settings $settings,
        private readonly \Closure $gateway,
        private readonly ?\Closure $notify = null,
    ) {
    }

    /** contract §4.14: the places of home delivery and the stores of pickup, the same for everyone. */
    public function cityList(Request $request): Response
    {
        $lang = $request->lang();
        return Response::success(['lang' => $lang, 'cityList' => $this->commerce->cityList($lang), 'stores' => $this->commerce->stores($lang)]);
    }

    /** contract §4.14 wp_postpaid_prepaid_delivery_details_capture. */
    public function captureDelivery(Request $request): Response
    {
        $session = $this->sessions->require();
        $cart = $this->carts->cartOf($session);
        $plan = $cart?->planItem();
        if ($cart === null || $plan === null) {
            throw BridgeException::notFound(); // 000 §8: no order type at delivery
        }
        if ($this->commerce->orderOfQuote($cart->quoteId) !== null) {
            throw BridgeException::outcome('cart_locked');
        }
        $sent = json_decode($request->string('delivery_details'), true);
        $details = [];
        foreach (self::FIELDS as $field) {
            $value = is_array($sent) ? ($sent[$field] ?? '') : '';
            $details[$field] = is_scalar($value) ? trim((string) $value) : '';
        }
        // the field beside the JSON names the tab too: both, when given, must agree
        $type = $request->string('delivery_type');
        if ($details['delivery_type'] === '') {
            $details['delivery_type'] = $type;
        } elseif ($type !== '' && $type !== $details['delivery_type']) {
            throw BridgeException::validation(['delivery_type' => 'delivery_type_mismatch']);
        }
        // 000 §4.11: a delivery type the Commerce port does not offer the quote is refused again here
        if (!$this->commerce->shippingOptions($cart->quoteId)->offersDelivery($details['delivery_type'])) {
            throw BridgeException::validation(['delivery_type' => 'delivery_type_unavailable']);
        }
        $lang = $request->lang();
        $limits = $this->settings->deliveryLimits();
        $errors = DeliveryDetails::errors($details, [
            'lang' => $lang,
            'aptMax' => $limits['apt_no_max_length'],
            'wayMax' => $limits['way_no_max_length'],
            'landmarkMax' => $limits['landmark_max_length'],
            'cities' => $this->commerce->cityList($lang),
            'citiesEn' => $this->commerce->cityList('en'),
            'storeIds' => array_column($this->commerce->stores('en'), 'id'),
        ]);
        if ($errors !== []) {
            throw BridgeException::validation($errors);
        }
        $keep = $details['delivery_type'] === 'store_pickup' ? ['delivery_type', 'store_id'] : array_diff(self::FIELDS, ['store_id']);
        $kept = array_filter(array_intersect_key($details, array_flip($keep)), static fn (string $v): bool => $v !== '');
        // under the cart's lock, as the placement: no address changes under an order being placed
        $this->lock->withLock($session, function () use ($cart, $kept): void {
            if ($this->commerce->orderOfQuote($cart->quoteId) !== null) {
                throw BridgeException::outcome('cart_locked');
            }
            $this->commerce->saveDeliveryDetails($cart->quoteId, $kept);
        });
        return Response::success(['service_type' => $plan->serviceType, 'delivery_type' => $details['delivery_type']]);
    }

    /** contract §4.15 wp_postpaid_prepaid_place_order. */
    public function placeOrder(Request $request): Response
    {
        $session = $this->sessions->require();
        $method = $request->string('payment_method');
        if (!in_array($method, Order::PAYMENT_METHODS, true)) {
            throw BridgeException::validation(['payment_method' => 'payment_method_invalid']);
        }
        // 000 §5.7: the terms are agreed where the order is placed (payment, place-order delivery); the widget checks them first
        if ($request->string('terms_accepted') !== '1') {
            throw BridgeException::validation(['terms' => 'required']);
        }
        // a replay (double click, retry, another tab) answers the placed order without waiting for the lock
        $quoteId = $session->quoteId();
        $placed = $quoteId !== '' ? $this->commerce->orderOfQuote($quoteId) : $this->lastPlaced($session);
        if ($placed !== null && (!$placed->isOnline() || $placed->paymentUrl !== '')) {
            return $this->answer($placed);
        }
        // under the cart's lock: no add, change or clear of this session runs between the checks and the order
        $order = $this->lock->withLock($session, function () use ($session, $method, $request): Order {
            $quoteId = $session->freshQuoteId();
            $placed = $quoteId !== '' ? $this->commerce->orderOfQuote($quoteId) : null;
            if ($placed !== null) {
                return $this->withPayment($placed, $request->lang());
            }
            $cart = $quoteId !== '' ? $this->commerce->getCart($quoteId) : null;
            $plan = $cart?->planItem();
            if ($cart === null || $plan === null) {
                // the cart was let go after its order (or emptied since): a replay answers that order
                return $this->lastPlaced($session, true) ?? throw BridgeException::notFound();
            }
            // 000 §4.11: a payment method the Commerce port does not offer the quote; free only with nothing due today
            $offered = $this->commerce->shippingOptions($quoteId);
            $free = Charges::of($cart, $this->commerce->totals($quoteId)->vatPercent)->dueToday->grandTotal === 0;
            if (!$offered->offersPayment($method) || ($method === 'free' && !$free)) {
                throw BridgeException::validation(['payment_method' => 'payment_method_unavailable']);
            }
            $personal = $this->commerce->personalDetails($quoteId);
            if ($personal === null) {
                throw BridgeException::validation(['personal_details' => 'required']);
            }
            // 000 §6, §2.8, §8: a fraud-flagged customer, or one at the maximum of lines ('Too many lines'), cannot
            // proceed from the cart; the bridge re-checks both here (the customer is known from the personal step)
            $standing = $this->commerce->customerStanding($quoteId);
            if ($standing->fraud) {
                throw BridgeException::outcome('not_eligible');
            }
            if ($standing->atLineLimit($this->settings->maxConnections())) {
                throw BridgeException::outcome('max_connections');
            }
            $esim = ($personal['sim_type'] ?? '') === 'esim';
            if ($esim && $method === 'cashondelivery') {
                throw BridgeException::validation(['payment_method' => 'payment_method_unavailable']); // 000 §4.11
            }
            // 000 §4.1: an eSIM (or a self-activation) is confirmed by its passcode before anything is placed
            $passcode = $session->get(EsimActions::SESSION_ESIM_ORDER);
            if (($esim || is_array($passcode)) && !(is_array($passcode) && ($passcode['verified'] ?? false) === true)) {
                throw BridgeException::validation(['otp' => 'required']);
            }
            // an eSIM is not shipped: it needs no address
            $delivery = $this->commerce->deliveryDetails($quoteId);
            if ($delivery === null && !$esim) {
                throw BridgeException::validation(['delivery_details' => 'required']);
            }
            $shipping = $esim ? 'esim' : (($delivery['delivery_type'] ?? '') === 'store_pickup' ? 'storepickup' : 'doordelivery');
            // 000 §4.11: the delivery type recorded earlier, no longer offered (switched off since the delivery step)
            if (!$offered->offersShipping($shipping)) {
                throw BridgeException::validation(['delivery_type' => 'delivery_type_unavailable']);
            }
            // the number becomes the order's first: a hold that ran out (and maybe went to another cart) places nothing
            $msisdn = $plan->msisdn();
            if ($msisdn !== '' && !$this->carts->sellNumber($msisdn, $quoteId)) {
                throw BridgeException::reservationExpired();
            }
            $order = $this->commerce->placeOrder($quoteId, $method, self::STATUS[$method], $shipping, $request->lang());
            PlacedOrders::record($session, $order->incrementId);
            $this->notify($order, $session->id());
            if ($order->isOffline()) {
                $this->carts->letGo($session, $quoteId); // contract §4.15: nothing to wait for, the shopper may shop again
            }
            return $this->withPayment($order, $request->lang());
        });
        return $this->answer($order);
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
        $returnUrl = home_url($this->settings->route('online_payment'));
        $url = ($this->gateway)()->startPayment($order->incrementId, $order->dueTodayBaisa(), 'OMR', $returnUrl, $lang);
        $this->commerce->setPaymentUrl($order->incrementId, $url);
        return $this->commerce->order($order->incrementId) ?? $order;
    }

    /**
     * The same answer for every call of the cart, built from the order alone (its first payment
     * method wins). reservation null, order_placed true: the client drops number_blocked_time.
     */
    private function answer(Order $order): Response
    {
        return Response::success([
            'type' => $order->isOnline() ? 'online' : 'offline',
            'response' => $order->paymentUrl,
            'service_type' => $order->serviceType,
            'order_id' => $order->incrementId,
            'status' => $order->status,
            'payment_method' => $order->paymentMethod,
            'reservation' => null,
            'order_placed' => true,
        ]);
    }
}
