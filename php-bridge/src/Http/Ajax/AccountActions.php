<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Account\UpdateProfile;
use Whl\Bridge\Application\Cart\CartLock;
use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Application\Unavailable;
use Whl\Bridge\Application\Validator;
use Whl\Bridge\Domain\Cart;
use Whl\Bridge\Domain\CartItem;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Infrastructure\Session\Session;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\Ports\CustomerAccounts;
use Whl\Bridge\Ports\Identity;

/**
 * The logged-in customer's calls (000 §4.5, §7.3, §7.4; 001 §7.3; contract §4.21): the guest →
 * customer cart merge, and the identity provider's user info and profile update. The tokens they
 * need are the session's (LoginFlow put them there); the browser sends none. Without a login they
 * answer 401 session_expired (the contract's "log in again").
 */
final class AccountActions implements ActionGroup
{
    /** 000 §8: the merge's refusal, as the spec's back end words it (the widgets match it). */
    public const MERGE_REFUSED = 'customer has already having item we cannot merge';

    /**
     * @param \Closure(): Identity $identity
     * @param \Closure(): CustomerAccounts $accounts
     * @param \Closure(): Commerce $commerce
     */
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly CartService $carts,
        private readonly CartLock $lock,
        private readonly \Closure $commerce,
        private readonly \Closure $identity,
        private readonly \Closure $accounts,
        private readonly UpdateProfile $updateProfile,
    ) {
    }

    /**
     * POST wpb_create_b2c_customerTokenAndCartMerge post_action=no|yes (000 §4.5, §3.7). 'no' asks
     * whether the guest cart can join the account's: when both hold items it cannot (the answer
     * says MERGE_REFUSED; the account's cart becomes the session's and the guest cart's numbers
     * are released); otherwise nothing changes. 'yes' merges: the guest cart becomes the
     * account's (the account's, if the guest has none). Once settled, both answer the settled
     * state again (a second tab, a replay).
     */
    public function merge(Request $request): Response
    {
        $action = $request->string('post_action');
        (new Validator())->check('post_action', in_array($action, ['yes', 'no'], true) ? null : 'invalid_choice')->validate();
        $session = $this->sessions->require();
        [$token, $accountQuote] = self::login($session);
        try {
            // one merge at a time per session (two tabs, a double click): the second finds it settled
            return $this->lock->withLock($session, fn (): Response => $this->mergeLocked($session, $action, $token, $accountQuote));
        } catch (Refusal $e) {
            throw $e;
        } catch (\RuntimeException) {
            throw new Unavailable();
        }
    }

    private function mergeLocked(Session $session, string $action, string $token, string $accountQuote): Response
    {
        if ($session->fresh('cart_merge') === 'done') {
            return $this->mergeAnswer($session, true, '');
        }
        $session->freshQuoteId(); // another tab's add may have come since this request read the session
        $guest = $this->carts->cartOf($session);
        $guestHasItems = $guest !== null && !$guest->isEmpty() && $guest->quoteId !== $accountQuote;
        $account = ($this->commerce)()->getCart($accountQuote);
        if ($guestHasItems && $account !== null && !$account->isEmpty()) {
            $this->carts->abandon($session); // the guest cart's numbers go back; the account's cart is the session's
            $this->settle($session, $accountQuote);
            return $this->mergeAnswer($session, false, self::MERGE_REFUSED);
        }
        if ($action === 'no') {
            return $this->mergeAnswer($session, true, '');
        }
        if ($guestHasItems) {
            if (!($this->accounts)()->assignGuestCart($guest->quoteId, $token)) {
                throw Refusal::sessionExpired(); // the customer token was refused: log in again
            }
            $this->settle($session, $guest->quoteId);
        } else {
            $this->settle($session, $accountQuote);
        }
        return $this->mergeAnswer($session, true, '');
    }

    /**
     * GET keycloak_get_user_info_API (000 §7.4; 001 §7.3): the user with attributes, normalised to
     * the envelope (`user`, an object: the spec's double-encoded JSON decoded once); without a
     * login, or when the provider refuses the session's token, `status: whl_FL0000` and no user.
     */
    public function userInfo(Request $request): Response
    {
        $session = $this->sessions->require();
        $token = $session->get('idp_access_token');
        if (!is_string($token) || $token === '') {
            return self::unavailableUser();
        }
        try {
            $user = ($this->identity)()->userInfo($token);
        } catch (\RuntimeException) {
            throw new Unavailable(); // a provider that is down is not a user that is not there
        }
        if ($user === null) {
            return self::unavailableUser();
        }
        return Response::success(['status' => 'whl_000', 'user' => [
            'username' => $user->username,
            ...$user->userInfo(),
            'attributes' => (object) $user->attributes,
        ]])->withNoStore();
    }

    /**
     * POST wpb_keycloak_update_user_details postData_create_user (000 §3.9, §7.4; 001 §7.3): the
     * spec's empty-string success is the envelope's success (Application\Account\UpdateProfile).
     */
    public function updateUser(Request $request): Response
    {
        $profile = json_decode($request->string('postData_create_user'), true);
        $this->updateProfile->update($profile);
        return Response::success(['status' => 'whl_000'])->withNoStore();
    }

    /** @return array{string, string} the session's customer token and account cart */
    private static function login(Session $session): array
    {
        $token = $session->get('loggedin_customer_token');
        $quote = $session->get('customer_quote_id');
        if (!is_string($token) || $token === '' || !is_string($quote) || $quote === '') {
            throw Refusal::sessionExpired();
        }
        return [$token, $quote];
    }

    private function settle(Session $session, string $quoteId): void
    {
        $session->set('plan_quote_id', $quoteId);
        $session->set('customer_quote_id', $quoteId);
        $session->set('cart_merge', 'done');
    }

    /** 000 §3.7 the merge answer: status, message, items.customer_response[0], items.cart_rest_response[]. */
    private function mergeAnswer(Session $session, bool $status, string $message): Response
    {
        $cart = $this->carts->cartOf($session);
        $items = $cart === null ? [] : array_map(static fn (CartItem $item): array => [
            'item_id' => $item->itemId,
            'sku' => $item->sku,
            'extension_attributes' => ['item_parent_item_id' => $item->parentItemId ?? $item->itemId],
        ], $cart->items);
        return Response::success([
            'status' => $status,
            'message' => $message,
            'items' => [
                'customer_response' => [['status' => $status, 'message' => $message]],
                'cart_rest_response' => $items,
            ],
            'cart_items_count' => $cart instanceof Cart ? $cart->itemsCount() : 0,
            'cart_merge' => $session->get('cart_merge') === 'done' ? 'done' : 'pending',
        ])->withNoStore();
    }

    private static function unavailableUser(): Response
    {
        return Response::success(['status' => 'whl_FL0000', 'user' => null])->withNoStore();
    }
}
