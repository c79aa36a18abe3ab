<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Orders;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Domain\Order;
use Whl\Bridge\Infrastructure\Session\PlacedOrders;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\Commerce;

/**
 * 000 §7.5 wpb_thank_you_order_summary_details (contract §4.17): the thank-you page hands its URL;
 * the bridge reads `orderid` from its query and answers the order — only an order this session
 * placed (Infrastructure\Session\PlacedOrders). Any other id, known or not, is 404 not_found: the same answer,
 * so ids cannot be tried for existence. An online order whose payment failed or ended unread
 * carries its retry link (contract §4.18), which the site makes (Http\PaymentRetry).
 */
final class ShowPlacedOrder
{
    private const MAX_URL_LENGTH = 4096;

    /**
     * @param \Closure(): Commerce $commerce
     * @param \Closure(Order, string): string $retryLink an online order's retry link for the session
     *                                               of that id, '' when its payment may not be retried
     */
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly \Closure $commerce,
        private readonly \Closure $retryLink,
    ) {
    }

    /**
     * The thank-you page's order, named by the orderid of its address, when this session placed it.
     *
     * @return array<string, mixed> ThankYouSummary's answer
     * @throws Refusal validation_error without an orderid, not_found for an order not the session's
     */
    public function summary(string $pageUrl, string $lang, \DateTimeZone $timezone): array
    {
        $orderId = self::orderId($pageUrl);
        $session = $this->sessions->require();
        $commerce = ($this->commerce)();
        $order = PlacedOrders::has($session, $orderId) ? $commerce->order($orderId) : null;
        if ($order === null) {
            throw Refusal::notFound();
        }
        $plan = null;
        foreach ($order->items as $item) {
            $plan ??= ($item['product_type'] ?? 'plan') === 'plan' ? $commerce->planBySku((string) ($item['sku'] ?? '')) : null;
        }
        $retry = $order->isOnline() ? ($this->retryLink)($order, $session->id()) : '';
        return ThankYouSummary::build($order, $lang, $this->store($order, $lang), $plan?->subCategory ?? '', $retry, $timezone);
    }

    /** @throws Refusal validation_error page_url required: no orderid in the page's address */
    private static function orderId(string $pageUrl): string
    {
        $query = [];
        $raw = $pageUrl !== '' && strlen($pageUrl) <= self::MAX_URL_LENGTH ? parse_url($pageUrl, PHP_URL_QUERY) : null;
        if (is_string($raw)) {
            parse_str($raw, $query);
        }
        $orderId = is_string($query['orderid'] ?? null) ? trim($query['orderid']) : '';
        return $orderId !== '' ? $orderId : throw Refusal::validation(['page_url' => 'required']);
    }

    /** @return array{id: string, name: string, address: string}|null the pickup store, for a store pickup */
    private function store(Order $order, string $lang): ?array
    {
        if ($order->shippingMethod !== 'storepickup') {
            return null;
        }
        $id = $order->deliveryDetails['store_id'] ?? '';
        $store = null;
        foreach (($this->commerce)()->stores($lang) as $candidate) {
            if ($candidate['id'] === $id) {
                $store = ['id' => $candidate['id'], 'name' => $candidate['name'], 'address' => $candidate['address']];
            }
        }
        return $store;
    }
}
