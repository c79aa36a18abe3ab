<?php

declare(strict_types=1);

namespace Whl\Bridge\Ports;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\PaymentResult;

/**
 * Online payment (000 §4.11, §7.5; contract §4.16): the shopper pays on the gateway's hosted page,
 * never in the shop's. Placing an order paid online starts a payment here and answers the URL the
 * browser follows; the gateway sends the browser back to the shop's `online_payment` route with a
 * query only the gateway can have made, which the bridge reads here through decryptPayonlineDetails.
 *
 * What an adapter guarantees (a real gateway's, issue 13, as the Sandbox's):
 * - startPayment() registers the payment with the gateway (its own API call, with the merchant's
 *   credentials kept server-side) and answers the hosted page's URL; the amount is in baisa and
 *   includes VAT; nothing secret goes into the URL beyond the gateway's own payment reference.
 *   While the order's payment waits for the shopper, starting it again answers the same URL
 *   (order placement is idempotent: a double click, a retry or parallel calls get one payment);
 *   once it ended (decided, expired), a new start is a new attempt (a retry after a decline).
 * - readReturn() trusts nothing in the query it did not verify: the gateway's signature or
 *   encryption (a real gateway's scheme: HMAC fields, an encrypted blob, or a server-to-server
 *   status call by the payment's reference — the adapter picks), the order id it was started for,
 *   and an expiry. A return is read ONCE: the adapter records it atomically and a second read of the
 *   same return answers 'payment_return_used', so a replayed URL cannot move an order again.
 *   Gateways that also notify the merchant server-to-server feed the same record (issue 13).
 * - The answer for a return that is not good is a reason, not an exception, so the caller answers
 *   it as a field error (contract §4.16): 'payment_return_invalid' (malformed, forged, a field
 *   changed, another payment's data), 'payment_return_expired', 'payment_return_used' (a replay).
 *   Infrastructure failures (database, gateway down) throw.
 * - returnOrderId() names the order a return claims to be for, without verifying or spending it, so
 *   the shop reads a return only in the session that placed its order (issue 31 finding 7);
 *   readReturn() answers a result only for that same order.
 */
interface PaymentGateway
{
    /** Why a return was refused (readReturn). */
    public const REFUSALS = ['payment_return_invalid', 'payment_return_expired', 'payment_return_used'];

    /**
     * Starts the payment of $orderId and answers the URL of the gateway's page for it.
     *
     * @param int $amountBaisa the amount to charge, VAT included (1 OMR = 1000 baisa)
     * @param string $currency ISO 4217, 'OMR'
     * @param string $returnUrl the shop's online_payment page; the gateway appends its own query
     * @param string $lang en or ar: the language the gateway's page opens in
     */
    public function startPayment(string $orderId, int $amountBaisa, string $currency, string $returnUrl, string $lang): string;

    /**
     * Whether the order's latest payment still waits for the shopper (started, neither decided nor
     * expired): then the gateway's page is still the way to pay, and no retry is offered.
     */
    public function isPaymentOpen(string $orderId): bool;

    /**
     * Whether a payment of the order has taken the shopper's money or may still take it (contract
     * §4.18): one waits for the shopper (isPaymentOpen), one the bank left pending may still settle
     * until the attempt expires (the gateway's own expiry; the Sandbox's: 30 minutes after it
     * started, contract §4.16), or one was approved (its return not read by the shop). While this
     * holds a new attempt could charge twice, so no retry is offered.
     */
    public function mayStillCharge(string $orderId): bool;

    /**
     * Verifies the query the gateway sent the browser back with and answers its result once.
     *
     * @param array<string, mixed> $query the return URL's query fields
     * @return PaymentResult|'payment_return_invalid'|'payment_return_expired'|'payment_return_used'
     */
    public function readReturn(array $query): PaymentResult|string;

    /**
     * The order id the return's query names, as the gateway sent it (not verified, nothing spent),
     * '' when it names none. A result of readReturn($query) is always for this order.
     *
     * @param array<string, mixed> $query the return URL's query fields
     */
    public function returnOrderId(array $query): string;
}
