<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Checkout;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Domain\Cart;
use Whl\Bridge\Infrastructure\Session\Session;
use Whl\Bridge\Ports\Commerce;

/**
 * What a placement takes before its order is written (contract §4.15, issue 31 findings 2 and 3):
 * an online order keeps its number on a payment-window hold (sold once the payment is approved,
 * released with the order when its window ends: UnpaidOrders); an order paid on delivery claims its
 * place under the on-delivery caps, then buys its number; a free order buys it.
 */
final class OrderNumbers
{
    public function __construct(
        private readonly CartService $carts,
        private readonly Commerce $commerce,
        private readonly OnDeliveryCap $onDelivery,
    ) {
    }

    /** @throws Refusal reservation_expired, hold_limit, max_connections; nothing is taken then */
    public function take(Session $session, Cart $cart, string $msisdn, PlaceOrderRequest $request): void
    {
        $customerId = (string) ($this->commerce->personalDetails($cart->quoteId)['customer_id'] ?? '');
        if ($request->method === 'online') {
            if ($msisdn !== '' && !$this->carts->holdForPayment($session, $msisdn, $cart->quoteId, $customerId, $request->clientIp)) {
                throw Refusal::reservationExpired();
            }
            return;
        }
        $onDelivery = in_array($request->method, ['cashondelivery', 'cardondelivery'], true);
        if ($onDelivery) {
            $this->onDelivery->claim($cart->quoteId, $customerId, $request->clientIp);
        }
        // the number becomes the order's first: a hold that ran out (and maybe went to another cart) places nothing
        if ($msisdn !== '' && !$this->carts->sellNumber($msisdn, $cart->quoteId)) {
            $this->onDelivery->forget($cart->quoteId);
            throw Refusal::reservationExpired();
        }
    }

    /** The order could not be written after take(): it does not count as an open order paid on delivery. */
    public function untake(Cart $cart): void
    {
        $this->onDelivery->forget($cart->quoteId);
    }
}
