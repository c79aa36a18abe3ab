<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Application\Unavailable;
use Whl\Bridge\Domain\Cart;
use Whl\Bridge\Domain\CartItem;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\Totals;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Infrastructure\Session\Session;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\Commerce;

/**
 * 000 §7.3, 001 §7 / §7.1 the proxy `action=wp_restAPICall` (contract §4.20): post_method and
 * post_action (a Magento REST path) name a call; only the allow-list below answers, through the
 * Commerce port, for the session's own cart. Anything else is 403 forbidden_route — among them
 * the administrator token and addcustomer, which the bridge obtains itself and never hands to
 * the browser. post_token is ignored: the session decides who calls.
 */
final class ProxyActions implements ActionGroup
{
    /** A path's prefix: rest/V1/ or rest/{store_code}/V1/, with or without the leading slash. */
    private const PREFIX = '#^/?rest/(?:[A-Za-z0-9_]+/)?V1/';

    /** (method, path pattern) => the handler of the route; the quote id is the pattern's first group. */
    private const ROUTES = [
        ['GET', self::PREFIX . 'guest-carts/([A-Za-z0-9_-]{1,64})$#', 'guestCart'],
        ['GET', self::PREFIX . 'guest-carts/([A-Za-z0-9_-]{1,64})/totals$#', 'guestTotals'],
        ['POST', self::PREFIX . 'carts/mine$#', 'mineQuote'],
        ['GET', self::PREFIX . 'carts/mine/items$#', 'mineItems'],
    ];

    private const CURRENCY = 'OMR';

    /** @param \Closure(): Commerce $commerce */
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly \Closure $commerce,
    ) {
    }

    public function call(Request $request): Response
    {
        $method = strtoupper(trim($request->string('post_method')));
        $path = trim($request->string('post_action'));
        $route = self::match($method, $path);
        if ($route === null) {
            throw new Refusal('forbidden_route');
        }
        [$handler, $quoteId] = $route;
        $session = $this->sessions->require();
        try {
            $body = $this->$handler($session, $quoteId, $request->lang());
        } catch (Refusal $e) {
            throw $e;
        } catch (\RuntimeException) { // the commerce back end failed or is down (contract §3)
            throw new Unavailable();
        }
        return Response::success(['response' => $body])->withNoStore();
    }

    /**
     * The allowed route of a call, as [handler, quote id ('' when the path names none)], or null.
     *
     * @return array{string, string}|null
     */
    public static function match(string $method, string $path): ?array
    {
        if (strlen($path) > 512 || str_contains($path, '..') || str_contains($path, '?')) {
            return null;
        }
        foreach (self::ROUTES as [$routeMethod, $pattern, $handler]) {
            if ($routeMethod === $method && preg_match($pattern, $path, $m) === 1) {
                return [$handler, $m[1] ?? ''];
            }
        }
        return null;
    }

    /** @return array<string, mixed> GET guest-carts/{quote_id}: the session's own cart only */
    private function guestCart(Session $session, string $quoteId, string $lang): array
    {
        return self::cartShape($this->ownCart($session, $quoteId), $lang);
    }

    /** @return array<string, mixed> GET guest-carts/{quoteId}/totals: the session's own cart only */
    private function guestTotals(Session $session, string $quoteId, string $lang): array
    {
        $cart = $this->ownCart($session, $quoteId);
        return self::totalsShape($cart, ($this->commerce)()->totals($cart->quoteId), $lang);
    }

    /** POST carts/mine: the logged-in customer's quote id (the session's). */
    private function mineQuote(Session $session, string $quoteId, string $lang): string
    {
        self::requireCustomer($session);
        return $session->quoteId();
    }

    /** @return list<array<string, mixed>> GET carts/mine/items: the logged-in customer's items */
    private function mineItems(Session $session, string $quoteId, string $lang): array
    {
        self::requireCustomer($session);
        $cart = $session->quoteId() !== '' ? ($this->commerce)()->getCart($session->quoteId()) : null;
        return $cart === null ? [] : array_map(static fn (CartItem $item): array => self::itemShape($item, $cart->quoteId, $lang), $cart->items);
    }

    /** Another quote than the session's, or none, is not_found: the same answer, so ids cannot be tried. */
    private function ownCart(Session $session, string $quoteId): Cart
    {
        $own = $session->quoteId();
        $cart = $own !== '' && hash_equals($own, $quoteId) ? ($this->commerce)()->getCart($own) : null;
        if ($cart === null) {
            throw Refusal::notFound();
        }
        return $cart;
    }

    /** carts/mine needs a customer logged in to this session (the bridge holds the customer token). */
    private static function requireCustomer(Session $session): void
    {
        $token = $session->get('loggedin_customer_token');
        if (!is_string($token) || $token === '') {
            throw Refusal::sessionExpired();
        }
    }

    /** @return array<string, mixed> Magento's guest cart (a part of its fields) */
    private static function cartShape(Cart $cart, string $lang): array
    {
        $items = array_map(static fn (CartItem $item): array => self::itemShape($item, $cart->quoteId, $lang), $cart->items);
        return [
            'id' => $cart->quoteId,
            'is_active' => true,
            'is_virtual' => false,
            'items' => $items,
            'items_count' => count($items),
            'items_qty' => array_sum(array_map(static fn (CartItem $item): int => $item->qty, $cart->items)),
            'customer_is_guest' => true,
            'currency' => ['base_currency_code' => self::CURRENCY, 'quote_currency_code' => self::CURRENCY],
        ];
    }

    /** @return array<string, mixed> */
    private static function itemShape(CartItem $item, string $quoteId, string $lang): array
    {
        return [
            'item_id' => $item->itemId,
            'sku' => $item->sku,
            'qty' => $item->qty,
            'name' => $item->name($lang),
            'price' => self::amount($item->priceBaisa),
            'product_type' => $item->productType,
            'quote_id' => $quoteId,
        ];
    }

    /** @return array<string, mixed> Magento's totals (a part of its fields) */
    private static function totalsShape(Cart $cart, Totals $totals, string $lang): array
    {
        return [
            'grand_total' => self::amount($totals->grandTotal),
            'base_grand_total' => self::amount($totals->grandTotal),
            'subtotal' => self::amount($totals->subtotal),
            'base_subtotal' => self::amount($totals->subtotal),
            'tax_amount' => self::amount($totals->vat),
            'items_qty' => array_sum(array_map(static fn (CartItem $item): int => $item->qty, $cart->items)),
            'items' => array_map(static fn (CartItem $item): array => [
                'item_id' => $item->itemId,
                'price' => self::amount($item->priceBaisa),
                'qty' => $item->qty,
                'row_total' => self::amount($item->rowTotalBaisa()),
                'name' => $item->name($lang),
            ], $cart->items),
            'total_segments' => [
                ['code' => 'subtotal', 'title' => 'Subtotal', 'value' => self::amount($totals->subtotal)],
                ['code' => 'tax', 'title' => 'Tax', 'value' => self::amount($totals->vat)],
                ['code' => 'grand_total', 'title' => 'Grand Total', 'value' => self::amount($totals->grandTotal)],
            ],
            'base_currency_code' => self::CURRENCY,
            'quote_currency_code' => self::CURRENCY,
        ];
    }

    /** Magento's amounts are numbers in the currency (OMR, three decimals). */
    private static function amount(int $baisa): float
    {
        return (float) Money::format($baisa);
    }
}
