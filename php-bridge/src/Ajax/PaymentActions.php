<?php

declare(strict_types=1);

namespace Whl\Bridge\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\PaymentResult;
use Whl\Bridge\Http\BridgeException;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Ports\PaymentGateway;

/**
 * 000 §4.11, §7.5 decryptPayonlineDetails (contract §4.16): the online_payment page hands the URL
 * the gateway sent the browser back to; the bridge verifies it through the PaymentGateway port
 * (once: a replay is refused) and answers what the thank-you page needs. The order's status follows
 * the payment once, through $setOrderStatus (the Commerce port's order status, 000 §4.12).
 */
final class PaymentActions implements ActionGroup
{
    private const MAX_URL_LENGTH = 4096;

    /**
     * @param \Closure(): PaymentGateway $gateway
     * @param \Closure(string, string): void $setOrderStatus order id, 000 §4.12 status
     */
    public function __construct(
        private readonly \Closure $gateway,
        private readonly \Closure $setOrderStatus,
    ) {
    }

    public function decryptPayonlineDetails(Request $request): Response
    {
        $pageUrl = $request->rawPost('page_url');
        if ($pageUrl === '') {
            throw BridgeException::validation(['page_url' => 'required']);
        }
        $query = [];
        $raw = strlen($pageUrl) <= self::MAX_URL_LENGTH ? parse_url($pageUrl, PHP_URL_QUERY) : null;
        if (is_string($raw)) {
            parse_str($raw, $query);
        }
        $result = ($this->gateway)()->readReturn($query);
        if (!$result instanceof PaymentResult) {
            throw BridgeException::validation(['page_url' => $result]);
        }
        ($this->setOrderStatus)($result->orderId, $result->orderStatus());
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
}
