<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Orders\ShowPlacedOrder;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;

/** 000 §7.5 wpb_thank_you_order_summary_details (contract §4.17): Application\Orders\ShowPlacedOrder. */
final class ThankYouActions implements ActionGroup
{
    public function __construct(private readonly ShowPlacedOrder $placed)
    {
    }

    public function orderSummary(Request $request): Response
    {
        return Response::success($this->placed->summary($request->string('page_url'), $request->lang(), wp_timezone()))->withNoStore();
    }
}
