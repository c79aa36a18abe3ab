<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Rest;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\ShowCartSummary;
use Whl\Bridge\Application\Validator;
use Whl\Bridge\Domain\Validation\Choice;
use Whl\Bridge\Http\Endpoint;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;

/**
 * GET cart-page-summary_details (000 §2.8, §3.6, §7.3; contract §4.6): the session's cart with
 * server-side totals (VAT 5 %) and the reservation (Application\Cart\ShowCartSummary). Needs the
 * nonce in X-WHL-Nonce.
 */
final class CartPageSummaryDetails implements RestRoute
{
    public const PATH = '/cart-page-summary_details';
    public const ARGS = [
        'page' => ['description' => 'personal-info, delivery, payment or empty.', 'type' => 'string'],
        'lang' => ['description' => 'en or ar.', 'type' => 'string'],
    ];

    public function __construct(private readonly ShowCartSummary $summary)
    {
    }

    public function endpoint(): Endpoint
    {
        return new Endpoint('rest:cart-page-summary_details', $this->handle(...), 'session', allowsGet: true);
    }

    public function handle(Request $request): Response
    {
        (new Validator())->check('page', Choice::error($request->string('page'), Choice::SUMMARY_PAGES, 'page_invalid'))->validate();
        return Response::success($this->summary->summary($request->lang()));
    }
}
