<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CartLock;
use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\Order;
use Whl\Bridge\Domain\PaymentResult;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Infrastructure\Session\PlacedOrders;
use Whl\Bridge\Infrastructure\Session\Session;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\Ports\PaymentGateway;

/**
 * 000 §4.11, §7.5 decryptPayonlineDetails (contract §4.16): the online_payment page hands the URL
 * the gateway sent the browser back to; the bridge verifies it through the PaymentGateway port
 * (once: a replay is refused) and answers what the thank-you page needs, only to the session that
 * placed the order (issue 31 finding 7): to any other a return is refused as a forged one is, and
 * stays unread for its owner. The order's status follows the payment once, through the Commerce
 * port (000 §4.12); a change of status is noticed to the shopper (the demo outbox of the placing
 * session), and a paid order buys the number its payment window held and lets the session's cart
 * go (contract §4.15).
 */
final class PaymentActions implements ActionGroup
{
    private const MAX_URL_LENGTH = 4096;

    /**
     * @param \Closure(): PaymentGateway $gateway
     * @param \Closure(): Commerce $commerce
     * @param \Closure(): CartService $carts
     * @param (\Closure(Order, string, bool): void)|null $notify the order's notice (order, session id, just placed)
     */
    public function __construct(
        private readonly \Closure $gateway,
        private readonly \Closure $commerce,
        private readonly SessionManager $sessions,
        private readonly \Closure $carts,
        private readonly CartLock $lock,
        private readonly ?\Closure $notify = null,
    ) {
    }

    public function decryptPayonlineDetails(Request $request): Response
    {
        $pageUrl = $request->rawPost('page_url');
        if ($pageUrl === '') {
            throw Refusal::validation(['page_url' => 'required']);
        }
        $query = [];
        $raw = strlen($pageUrl) <= self::MAX_URL_LENGTH ? parse_url($pageUrl, PHP_URL_QUERY) : null;
        if (is_string($raw)) {
            parse_str($raw, $query);
        }
        $gateway = ($this->gateway)();
        $session = $this->sessions->current();
        if ($session === null || !PlacedOrders::has($session, $gateway->returnOrderId($query))) {
            throw Refusal::validation(['page_url' => 'payment_return_invalid']);
        }
        $result = $gateway->readReturn($query);
        if (!$result instanceof PaymentResult) {
            throw Refusal::validation(['page_url' => $result]);
        }
        $this->settle($result, $session);
        $fields = [
            'orderid' => $result->orderId,
            'status' => $result->orderStatus(),
            'payment_status' => $result->status,
            'amount' => Money::format($result->amountBaisa),
            'currency' => $result->currency,
            'reference' => $result->reference,
        ];
        // 000 §7.5 "a decoded query string", and its fields, for the page's own reading
        return Response::success($fields + ['data' => http_build_query($fields, '', '&', PHP_QUERY_RFC3986)]);
    }

    /** The order follows its payment; a new status is noticed to the placing session; a paid order's cart is let go. */
    private function settle(PaymentResult $result, Session $session): void
    {
        $commerce = ($this->commerce)();
        $before = $commerce->order($result->orderId);
        $commerce->setOrderStatus($result->orderId, $result->orderStatus());
        if ($before === null || $before->status === $result->orderStatus()) {
            return;
        }
        // paid: the number held for the payment window becomes the order's for good (contract §4.15)
        if ($result->orderStatus() === 'success' && $before->msisdn() !== '' && !($this->carts)()->sellNumber($before->msisdn(), $before->quoteId)) {
            error_log("whl-bridge: order {$before->incrementId} was paid after its number's hold ended");
        }
        $after = $commerce->order($result->orderId);
        if ($after === null) {
            return;
        }
        try {
            ($this->notify ?? static fn () => null)($after, $session->id(), false);
        } catch (\Throwable $e) {
            error_log('whl-bridge: order notice not written: ' . $e->getMessage());
        }
        if ($after->status === 'success' && $session->quoteId() === $after->quoteId) {
            $this->lock->withLock($session, fn () => ($this->carts)()->letGo($session, $after->quoteId));
        }
    }
}
