<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Orders\ReadPaymentReturn;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;

/**
 * 000 §4.11, §7.5 decryptPayonlineDetails (contract §4.16): the online_payment page hands the URL
 * the gateway sent the browser back to; the bridge reads its query (Application\Orders\ReadPaymentReturn:
 * once, by the session that placed the order) and answers what the thank-you page needs.
 */
final class PaymentActions implements ActionGroup
{
    private const MAX_URL_LENGTH = 4096;

    public function __construct(private readonly ReadPaymentReturn $returns)
    {
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
        $result = $this->returns->read($query);
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
