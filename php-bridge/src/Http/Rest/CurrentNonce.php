<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Rest;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Http\Endpoint;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Infrastructure\Security\Nonce;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\WordPress\CartRestore;

/**
 * GET current-nonce (000 §3.1, §7.1; contract §4.1): starts the session (cookie whl_sid) and
 * answers the per-session nonce with the cart's state. No nonce needed.
 */
final class CurrentNonce implements RestRoute
{
    public const PATH = '/current-nonce';
    public const ARGS = [
        'cart_hash' => ['description' => 'Abandoned-cart hash from the page URL (000 §4.4).', 'type' => 'string'],
        'notify_type' => ['description' => 'Notification type of the restore link.', 'type' => 'string'],
        'lang' => ['description' => 'en or ar.', 'type' => 'string'],
    ];

    public function __construct(
        private readonly SessionManager $sessions,
        private readonly Nonce $nonce,
        private readonly CartService $carts,
        private readonly ?CartRestore $restore = null,
    ) {
    }

    public function endpoint(): Endpoint
    {
        return new Endpoint('rest:current-nonce', $this->handle(...), 'bootstrap', nonce: false, allowsGet: true);
    }

    public function handle(Request $request): Response
    {
        $lang = $request->lang();
        $session = $this->sessions->start();
        // 000 §4.4: a restore link's hash attaches its cart (once); anything else answers false.
        $hash = $request->string('cart_hash');
        $restored = $hash !== '' && $this->restore !== null ? $this->restore->restore($hash, $session, $request->ip()) : null;
        if ($restored !== null) {
            // The cart may carry the shopper's details (contract §4.8): a new session id, as when personal data attaches.
            $session = $this->sessions->rotate();
        }
        $cart = $this->carts->cartOf($session);
        $plan = $cart?->planItem();
        $hasItems = $cart !== null && !$cart->isEmpty();
        return Response::success(['data' => [
            'current_nonce' => $this->nonce->create(),
            'cart_restart' => $restored !== null
                ? ['cart_restart_status' => true, 'redirection_url' => $restored['redirection_url'], 'lang' => $restored['lang']]
                : ['cart_restart_status' => false, 'redirection_url' => '', 'lang' => $lang],
            'orderType' => $plan?->serviceType ?? '',
            'selected_order_sub_category_type' => '',
            'loggedin_user_info' => $session->get('loggedin_user_info'),
            'store_code' => $lang,
            'quote_id' => $hasItems ? $cart->quoteId : '',
            'language' => $lang,
            'cart_items_count' => $cart?->itemsCount() ?? 0,
            // contract §4.21: after a login with a guest cart of items, the widgets run the merge (000 §4.5)
            'cart_merge' => $session->get('cart_merge') === 'pending' ? 'pending' : '',
        ]]);
    }
}
