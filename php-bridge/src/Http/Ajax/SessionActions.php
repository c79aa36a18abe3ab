<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Application\Validator;
use Whl\Bridge\Http\LoginFlow;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Infrastructure\Session\SessionManager;

/**
 * 000 §7.1 / contract §4.5: the server-side session items. The browser may read them, remove
 * them (logout) and confirm its own quote, but never write keys the bridge owns: tokens are
 * obtained server-side and a browser cannot attach itself to someone else's cart.
 */
final class SessionActions implements ActionGroup
{
    /** 000 §3.17 server-side session items. */
    public const READABLE = ['loggedin_user_info', 'user_info', 'plan_quote_id', 'generated_order_id'];
    public const REMOVABLE = ['loggedin_user_info', 'user_info', 'plan_quote_id', 'loggedin_customer_token', 'generated_order_id'];

    /**
     * @param \Closure(): CartService $carts built only when the quote is removed
     * @param \Closure(): LoginFlow $login built only at logout
     */
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly \Closure $carts,
        private readonly \Closure $login,
    ) {
    }

    public function getItem(Request $request): Response
    {
        $key = $request->string('key');
        (new Validator())->check('key', in_array($key, self::READABLE, true) ? null : 'session_key_not_allowed')->validate();
        $value = $this->sessions->require()->get($key);
        if ($key === 'generated_order_id' && $value !== null) {
            $value = [['OrderID' => $value]];
        }
        return Response::success(['value' => $value]);
    }

    public function addItem(Request $request): Response
    {
        $key = $request->string('key');
        $value = $request->string('value');
        (new Validator())->check('key', $key === 'plan_quote_id' ? null : 'session_key_not_allowed')->validate();
        $session = $this->sessions->require();
        // Only the quote the session already holds: confirming is fine, switching carts is not.
        if ($session->quoteId() === '' || !hash_equals($session->quoteId(), $value)) {
            throw Refusal::validation(['value' => 'quote_mismatch']);
        }
        return self::ok();
    }

    public function removeItem(Request $request): Response
    {
        $key = $request->string('key');
        (new Validator())->check('key', in_array($key, self::REMOVABLE, true) ? null : 'session_key_not_allowed')->validate();
        $session = $this->sessions->require();
        if (in_array($key, ['loggedin_user_info', 'user_info', 'loggedin_customer_token'], true)) {
            ($this->login)()->logout($session); // 000 §4.5 logout: every item of the login leaves, the id changes
        } elseif ($key === 'plan_quote_id') {
            ($this->carts)()->abandon($session); // its numbers are released, not left held by a cart nobody has
        } else {
            $session->remove($key);
        }
        return self::ok();
    }

    private static function ok(): Response
    {
        return Response::success(['status' => 'whl_success', 'code' => 'whl_000']);
    }
}
