<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Checkout\CaptureDelivery;
use Whl\Bridge\Application\Checkout\PlaceOrder;
use Whl\Bridge\Application\Checkout\PlaceOrderRequest;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Ports\Commerce;

/**
 * 000 §2.10–§2.11, §3.14, §5.6, §7.5: the delivery step's submit
 * (wp_postpaid_prepaid_delivery_details_capture: Application\Checkout\CaptureDelivery), order
 * placement (wp_postpaid_prepaid_place_order: Application\Checkout\PlaceOrder) and the places both
 * read (whl_city_list: the city list and the stores). Each handler reads its fields, calls its use
 * case and answers what it returns.
 */
final class OrderActions implements ActionGroup
{
    public function __construct(
        private readonly Commerce $commerce,
        private readonly CaptureDelivery $delivery,
        private readonly PlaceOrder $placement,
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
        $sent = json_decode($request->string('delivery_details'), true);
        return Response::success($this->delivery->capture($sent, $request->string('delivery_type'), $request->lang()));
    }

    /**
     * contract §4.15 wp_postpaid_prepaid_place_order: the same answer for every call of the cart, built
     * from the order alone (its first payment method wins). reservation null, order_placed true: the
     * client drops number_blocked_time.
     */
    public function placeOrder(Request $request): Response
    {
        $order = $this->placement->place(PlaceOrderRequest::of(
            $request->string('payment_method'),
            $request->string('terms_accepted') === '1',
            $request->lang(),
            $request->ip(),
        ));
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
