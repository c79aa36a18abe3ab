<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Validator;
use Whl\Bridge\Domain\Validation\Msisdn;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Infrastructure\Session\SessionManager;

/** 000 §7.1–7.2 / contract §4.5: the session's quote id and releasing the cart's number. */
final class CartActions implements ActionGroup
{
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly CartService $carts,
    ) {
    }

    public function quoteId(Request $request): Response
    {
        $session = $this->sessions->require();
        $cart = $this->carts->cartOf($session);
        return Response::success(['plan_quote_id' => $cart?->quoteId ?? '']);
    }

    public function unreserve(Request $request): Response
    {
        $msisdn = trim($request->string('selected_msisdn'));
        (new Validator())->check('selected_msisdn', Msisdn::mobileError($msisdn))->validate();
        $this->carts->unreserve($this->sessions->require(), $msisdn);
        return Response::success();
    }
}
