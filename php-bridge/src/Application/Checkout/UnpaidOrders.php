<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Checkout;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Cart\HoldLedger;
use Whl\Bridge\Domain\Order;
use Whl\Bridge\Ports\Checkout;
use Whl\Bridge\Ports\PaymentGateway;
use Whl\Bridge\WordPress\Settings;

/**
 * The end of an online order's payment window (contract §4.15, §4.18; issue 31 finding 2): an order
 * still unpaid (pending_payment, payment_failure) when its retry window ends is cancelled and its
 * number released, listed again. A payment that may still take the shopper's money (one waiting on
 * the gateway's page, one the bank left pending, one approved whose return was not read) keeps the
 * order and its number a reservation time more, so no number is sold twice. Runs on WP-Cron every
 * few minutes (CRON_HOOK); meanwhile the caps stop counting the order when its window ends.
 */
final class UnpaidOrders
{
    public const CRON_HOOK = 'whl_expire_unpaid_orders';

    /** Orders ended per run: a run stays short; the next takes the rest. */
    private const BATCH = 100;

    /**
     * @param \Closure(): PaymentGateway $gateway
     * @param (\Closure(Order): void)|null $notify the order's notice of its new status
     */
    public function __construct(
        private readonly HoldLedger $holds,
        private readonly CartService $carts,
        private readonly Checkout $commerce,
        private readonly \Closure $gateway,
        private readonly Settings $settings,
        private readonly ?\Closure $notify = null,
    ) {
    }

    /** Ends the orders whose window ended; returns how many were cancelled. */
    public function expire(): int
    {
        $cancelled = 0;
        foreach ($this->holds->endedPayments(self::BATCH) as ['msisdn' => $msisdn, 'holder' => $quoteId]) {
            $order = $this->commerce->orderOfQuote($quoteId);
            if ($order !== null && $order->status === 'success') {
                // paid, its return read elsewhere than the shop's page (e.g. the back office): the number is the order's
                if (!$this->carts->sellNumber($msisdn, $quoteId)) {
                    $this->carts->endPaymentHold($msisdn, $quoteId);
                }
                continue;
            }
            if ($order === null || !in_array($order->status, ['pending_payment', 'payment_failure'], true)) {
                $this->carts->endPaymentHold($msisdn, $quoteId); // never placed, or cancelled by the shopper
                continue;
            }
            if (($this->gateway)()->mayStillCharge($order->incrementId)) {
                $this->carts->extendPaymentHold($msisdn, $quoteId, $this->settings->reservationSeconds());
                continue;
            }
            $this->commerce->setOrderStatus($order->incrementId, 'canceled');
            $this->carts->endPaymentHold($msisdn, $quoteId);
            $cancelled++;
            $this->notify($order->incrementId);
        }
        return $cancelled;
    }

    private function notify(string $orderId): void
    {
        try {
            $order = $this->notify !== null ? $this->commerce->order($orderId) : null;
            if ($order !== null) {
                ($this->notify)($order);
            }
        } catch (\Throwable $e) {
            error_log('whl-bridge: order notice not written: ' . $e->getMessage());
        }
    }
}
