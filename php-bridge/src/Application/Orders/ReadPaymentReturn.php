<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Orders;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CartLock;
use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Domain\Order;
use Whl\Bridge\Domain\PaymentResult;
use Whl\Bridge\Infrastructure\Session\PlacedOrders;
use Whl\Bridge\Infrastructure\Session\Session;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\Ports\PaymentGateway;

/**
 * 000 §4.11, §4.12, §7.5 (contract §4.16): the gateway's return, read once through the
 * PaymentGateway port, and only by the session that placed its order (issue 31 finding 7,
 * docs/decisions/155-a-payment-return-is-the-placing-sessions.md): to any other a return is refused
 * as a forged one is, and stays unread for its owner. The order's status follows the payment once,
 * through the Commerce port; a change of status is noticed to the shopper (the demo outbox of the
 * placing session), and a paid order buys the number its payment window held and lets the
 * session's cart go (contract §4.15).
 */
final class ReadPaymentReturn
{
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

    /**
     * @param array<string, mixed> $query the return URL's query fields
     * @throws Refusal validation_error page_url: payment_return_invalid (also another session's order), _expired, _used
     */
    public function read(array $query): PaymentResult
    {
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
        return $result;
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
