<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Cart;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Checkout\CheckoutSession;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Domain\Cart;
use Whl\Bridge\Domain\CartItem;
use Whl\Bridge\Domain\Reservation;
use Whl\Bridge\Infrastructure\Session\Session;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\Ports\NumberInventory;
use Whl\Bridge\WordPress\Settings;

/**
 * The session's guest cart and the number it holds (000 §4.2, §4.3; contract §4.4, §7.1). The
 * holder of a reservation is the cart (its masked quote id), so the hold follows the cart, not
 * the tab.
 */
final class CartService
{
    /** 000 §3.2 order types of a device cart */
    public const DEVICES = 'devices';
    public const DEVICE_INSTALLMENT = 'device-installment';
    /** 000 §3.2 the order type of a gift-card cart */
    public const GIFT_CARDS = 'gift-cards';

    public function __construct(
        private readonly Commerce $commerce,
        private readonly NumberInventory $inventory,
        private readonly Settings $settings,
        private readonly CartLock $lock,
        private readonly HoldLedger $holds,
        private readonly Clock $clock = new SystemClock(),
    ) {
    }

    /** The session's active cart, or null (no quote yet, or it is gone). */
    public function cartOf(Session $session): ?Cart
    {
        $quoteId = $session->quoteId();
        return $quoteId !== '' ? $this->commerce->getCart($quoteId) : null;
    }

    /**
     * contract §4.4: max_connections for a customer at the maximum of lines (000 §8), cart_not_empty
     * unless cart-clear. Under the session's lock (the quote is read
     * and, the first time, created inside it): the number is reserved atomically for the cart and
     * the plan added with it; with cart-clear the old items leave and their numbers are released
     * only after that succeeded (issue 6 finding 3), so a failure leaves the cart as it was.
     *
     * @return array{cart: Cart, reservation: Reservation}
     */
    public function addPlanWithNumber(Session $session, AddPlanRequest $request, string $clientIp): array
    {
        $plan = $this->commerce->planBySku($request->sku) ?? throw Refusal::notFound();
        if ($plan->serviceType !== $request->serviceType) {
            throw Refusal::validation(['service_type' => 'service_type_mismatch']);
        }
        return $this->lock->withLock($session, function () use ($session, $plan, $request, $clientIp): array {
            $quoteId = $session->freshQuoteId();
            $cart = $quoteId !== '' ? $this->commerce->getCart($quoteId) : null;
            $this->assertOpen($quoteId);
            // 000 §8 'Too many lines': a customer the operator knows (the quote's recorded details) at the maximum gets no new line
            if ($quoteId !== '' && $this->commerce->customerStanding($quoteId)->atLineLimit($this->settings->maxConnections())) {
                throw Refusal::outcome('max_connections');
            }
            if ($cart !== null && !$cart->isEmpty() && !$request->clearCart) {
                throw Refusal::cartNotEmpty();
            }
            $number = $this->inventory->find($request->msisdn);
            if ($number === null || !$number->isFor($plan->serviceType)) {
                throw Refusal::numberUnavailable();
            }
            if ($cart === null) {
                $quoteId = $this->commerce->createGuestCart();
                $session->set('plan_quote_id', $quoteId);
                $cart = new Cart($quoteId);
            }
            $oldNumbers = $this->numbersOf($cart);
            $reservation = $this->reserve($number->msisdn, $quoteId, $session, $clientIp);
            $keepHold = in_array($number->msisdn, $oldNumbers, true); // re-adding the cart's own number
            try {
                $added = $this->lock->atomically(fn (): CartItem => $this->replaceItems($quoteId, $cart->items, $plan->sku, 1, [
                    'msisdn' => $number->msisdn,
                    'vanity_level' => $number->vanityLevel,
                    'number_price' => $number->priceBaisa,
                    'service_type' => $plan->serviceType,
                ] + $request->options));
            } catch (\Throwable $e) {
                if (!$keepHold) {
                    $this->release($number->msisdn, $quoteId);
                }
                throw $e;
            }
            $this->releaseAll($quoteId, [...$oldNumbers, ...$this->holds->numbersOf($quoteId)], $number->msisdn);
            if (!$cart->isEmpty() && $cart->planItem()?->sku !== $plan->sku) {
                $this->restartCheckout($session, $quoteId); // another plan, or another kind of order
            }
            return ['cart' => new Cart($quoteId, [$added]), 'reservation' => $reservation];
        });
    }

    /**
     * contract §8.6 wp_device_add_to_cart (000 §2.6, §3.2): a device or accessory variant joins the
     * cart. Devices and accessories bought outright share a cart (order type `devices`); a device on
     * instalments (`device-installment`) is bought alone.
     *
     * @param int $months the instalment plan's months (device-installment), else 0
     */
    public function addDevice(Session $session, string $sku, string $orderType, int $months, bool $clearCart): Cart
    {
        $options = ['order_type' => $orderType] + ($months > 0 ? ['installment_months' => $months] : []);
        return $this->addOrderItem($session, $sku, $orderType, $options, $orderType === self::DEVICES, $clearCart);
    }

    /** contract §8.7 wp_gift_card_add_to_cart (000 §2.2): a gift card in one of its amounts; gift cards share a cart. */
    public function addGiftCard(Session $session, string $sku, int $amountBaisa, bool $clearCart): Cart
    {
        return $this->addOrderItem($session, $sku, self::GIFT_CARDS, ['order_type' => self::GIFT_CARDS, 'amount' => $amountBaisa], true, $clearCart);
    }

    /**
     * A cart holds one kind of order. An item of `$orderType` joins a cart of the same type when that
     * type shares (`$shares`); anything else in the cart → cart_not_empty unless cart-clear, and then
     * the old items leave, and their numbers are released, only after the new item is in (as
     * addPlanWithNumber), under the session's lock.
     *
     * @param array<string, scalar> $options
     */
    private function addOrderItem(Session $session, string $sku, string $orderType, array $options, bool $shares, bool $clearCart): Cart
    {
        return $this->lock->withLock($session, function () use ($session, $sku, $orderType, $options, $shares, $clearCart): Cart {
            $quoteId = $session->freshQuoteId();
            $cart = $quoteId !== '' ? $this->commerce->getCart($quoteId) : null;
            $this->assertOpen($quoteId);
            $joins = $shares && $cart !== null && !$cart->isEmpty() && self::orderTypeOf($cart) === $orderType;
            if ($cart !== null && !$cart->isEmpty() && !$joins && !$clearCart) {
                throw Refusal::cartNotEmpty();
            }
            if ($cart === null) {
                $quoteId = $this->commerce->createGuestCart();
                $session->set('plan_quote_id', $quoteId);
                $cart = new Cart($quoteId);
            }
            if ($joins) {
                return new Cart($quoteId, [...$cart->items, $this->commerce->addItem($quoteId, $sku, 1, $options)]);
            }
            $added = $this->lock->atomically(fn (): CartItem => $this->replaceItems($quoteId, $cart->items, $sku, 1, $options));
            $this->releaseAll($quoteId, [...$this->numbersOf($cart), ...$this->holds->numbersOf($quoteId)]);
            if (!$cart->isEmpty()) {
                $this->restartCheckout($session, $quoteId); // another kind of order
            }
            return new Cart($quoteId, [$added]);
        });
    }

    /**
     * The new item in, then `$items` out; a removal that fails takes the new item out again (contract
     * §4.4, §8.6 cart-clear, §4.5 a plan change). Callers run it under CartLock::atomically, so a back
     * end on this database is left as it was even when that undo fails too (issue 31 finding 6).
     *
     * @param list<CartItem> $items
     */
    private function replaceItems(string $quoteId, array $items, string $sku, int $qty, array $options): CartItem
    {
        $added = $this->commerce->addItem($quoteId, $sku, $qty, $options);
        try {
            foreach ($items as $item) {
                $this->commerce->removeItem($quoteId, $item->itemId);
            }
        } catch (\Throwable $e) {
            $this->commerce->removeItem($quoteId, $added->itemId);
            throw $e;
        }
        return $added;
    }

    /** 000 §3.2 selected_order_type: the plan's service type, or the order type the items were added with ('' when empty). */
    public static function orderTypeOf(Cart $cart): string
    {
        $plan = $cart->planItem();
        if ($plan !== null) {
            return $plan->serviceType;
        }
        $first = $cart->items[0] ?? null;
        return $first === null ? '' : (string) ($first->options['order_type'] ?? '');
    }

    /**
     * contract §7.1 wp_change_plan_number (000 §4.2 method change-number): the plan in the cart
     * gets another number. The new number is reserved atomically first (held by another cart →
     * number_unavailable, and nothing changed); then the item takes the new number, its vanity
     * level and price; only then is the old hold released, so any failure before that leaves the
     * cart and its old hold as they were. The number the cart already holds answers its current
     * hold, renewed by nothing.
     *
     * @return array{cart: Cart, reservation: Reservation}
     * @throws Refusal not_found without a plan in the cart or when sku is not the cart's plan
     */
    public function changeNumber(Session $session, string $msisdn, string $sku, string $serviceType, string $clientIp): array
    {
        return $this->lock->withLock($session, function () use ($session, $msisdn, $sku, $serviceType, $clientIp): array {
            $quoteId = $session->freshQuoteId();
            $cart = $quoteId !== '' ? $this->commerce->getCart($quoteId) : null;
            $item = $cart?->planItem();
            $this->assertOpen($quoteId);
            if ($cart === null || $item === null || $item->sku !== $sku) {
                throw Refusal::notFound();
            }
            if ($item->serviceType !== $serviceType) {
                throw Refusal::validation(['service_type' => 'service_type_mismatch']);
            }
            $old = $item->msisdn();
            if ($old === $msisdn) {
                $hold = $this->inventory->holdOf($quoteId);
                if ($hold !== null && $hold->msisdn === $msisdn) {
                    return ['cart' => $cart, 'reservation' => $hold];
                }
                // Its hold ran out: the number is reserved again below, if nobody took it meanwhile.
            }
            $number = $this->inventory->find($msisdn);
            if ($number === null || !$number->isFor($item->serviceType)) {
                throw Refusal::numberUnavailable();
            }
            $reservation = $this->reserve($msisdn, $quoteId, $session, $clientIp);
            $options = ['msisdn' => $number->msisdn, 'vanity_level' => $number->vanityLevel, 'number_price' => $number->priceBaisa]
                + $item->options;
            try {
                $this->commerce->updateItemOptions($quoteId, $item->itemId, $options);
            } catch (\Throwable $e) {
                if ($msisdn !== $old) {
                    $this->release($msisdn, $quoteId);
                }
                throw $e;
            }
            if ($old !== '' && $old !== $msisdn) {
                $this->release($old, $quoteId);
            }
            return ['cart' => $cart->withItemReplaced($item->itemId, $item->withOptions($options)), 'reservation' => $reservation];
        });
    }

    /**
     * contract §7.1 wp_full_clear_cart (000 §4.2): empties the quote, then releases its numbers
     * (never a number still in a cart: issue 6 finding 5); the quote stays the session's.
     * Idempotent.
     */
    public function clear(Session $session): void
    {
        if ($session->quoteId() === '') {
            return; // no cart yet: nothing to clear (a first add running meanwhile comes after this clear)
        }
        $this->lock->withLock($session, function () use ($session): void {
            $quoteId = $session->freshQuoteId();
            $cart = $quoteId !== '' ? $this->commerce->getCart($quoteId) : null;
            if ($cart === null) {
                return;
            }
            $this->assertOpen($quoteId);
            if (!$cart->isEmpty()) {
                $this->commerce->clearCart($quoteId);
            }
            $this->releaseAll($quoteId, [...$this->numbersOf($cart), ...$this->holds->numbersOf($quoteId)]);
        });
    }

    /**
     * whl_session_removeItem plan_quote_id (000 §3.17, logout): the session lets go of its cart;
     * the cart's numbers are released first, so no hold is left that nobody can release (an order's
     * number awaiting payment is left to UnpaidOrders, which ends it with the order).
     */
    public function abandon(Session $session): void
    {
        $this->lock->withLock($session, function () use ($session): void {
            $quoteId = $session->freshQuoteId();
            // an order awaiting payment keeps its number until it is paid or cancelled (UnpaidOrders)
            if ($quoteId !== '' && $this->commerce->orderOfQuote($quoteId) === null) {
                $cart = $this->commerce->getCart($quoteId);
                $this->releaseAll($quoteId, [...($cart !== null ? $this->numbersOf($cart) : []), ...$this->holds->numbersOf($quoteId)]);
            }
            $session->remove('plan_quote_id');
        });
    }

    /**
     * 000 §7.5: the cart's number becomes its order's; false when the hold ran out (and maybe went
     * to another cart). A sold number is no longer a hold: the ledger forgets it, so letting the cart
     * go never asks the inventory to release what the order bought (the ESB's release of a sold
     * number is not the bridge's to rely on).
     */
    public function sellNumber(string $msisdn, string $quoteId): bool
    {
        if (!$this->inventory->sell($msisdn, $quoteId)) {
            return false;
        }
        $this->holds->forget($msisdn, $quoteId);
        return true;
    }

    /**
     * contract §4.15 (issue 31 finding 2): an online order keeps its cart's number on a hold for the
     * payment window instead of buying it: still the cart's, still counted for the address and the
     * session and now for the customer ($customerId). The inventory's hold lasts one reservation time
     * longer than the ledger's, so the number is never another cart's before UnpaidOrders has ended
     * the order. False when the cart's hold ran out (and maybe went to another cart).
     *
     * @throws Refusal hold_limit: the customer already holds as many numbers as allowed
     */
    public function holdForPayment(Session $session, string $msisdn, string $quoteId, string $customerId, string $clientIp): bool
    {
        $hold = $this->inventory->holdOf($quoteId);
        if ($hold === null || $hold->msisdn !== $msisdn) {
            return false;
        }
        $window = $this->settings->paymentWindowSeconds();
        $this->holds->claimForPayment($msisdn, $quoteId, $session->id(), $clientIp, $customerId, $this->clock->now() + $window);
        if ($this->inventory->reserve($msisdn, $quoteId, $window + $this->settings->reservationSeconds()) === null) {
            $this->holds->forget($msisdn, $quoteId);
            return false;
        }
        return true;
    }

    /** A payment that may still settle after the window: the order's number stays held $seconds more. */
    public function extendPaymentHold(string $msisdn, string $quoteId, int $seconds): void
    {
        $this->holds->extendPayment($msisdn, $quoteId, $this->clock->now() + $seconds);
        $this->inventory->reserve($msisdn, $quoteId, $seconds + $this->settings->reservationSeconds());
    }

    /** The unpaid order is cancelled (or was never placed): its number is free for others again. */
    public function endPaymentHold(string $msisdn, string $quoteId): void
    {
        $this->release($msisdn, $quoteId);
    }

    /**
     * contract §4.15: the cart's order is placed offline or paid, so the session lets its cart go
     * (the next add starts a new quote; the badge counts 0). The order's number was sold (and left
     * the ledger, sellNumber()); what the ledger still counts for the quote is released. Called under the cart's lock (the
     * placement's, the payment return's); a session that no longer holds the quote keeps its cart.
     */
    public function letGo(Session $session, string $quoteId): void
    {
        $this->releaseAll($quoteId, $this->holds->numbersOf($quoteId));
        if ($quoteId !== '' && $session->freshQuoteId() === $quoteId) {
            $session->remove('plan_quote_id');
        }
    }

    /**
     * contract §7.1 wp_change_plan_update_cart (000 §4.2 change-plan mode): the plan in the cart
     * is swapped for $sku, keeping the item's number, options and hold. The same plan →
     * same_plan; a number whose hold has run out → reservation_expired; a number not sold with
     * the new plan's service type → number_unavailable. All or nothing (issue 31 finding 6): the new
     * plan is added before the old one is removed, the added one removed again when that fails, and
     * both steps stand or fall together under a savepoint (CartLock::atomically), so a failure never
     * leaves the cart without a plan or with two. What the checkout recorded for the old plan is
     * dropped (restartCheckout, issue 31 finding 1).
     *
     * @return array{cart: Cart, detailsDropped: bool} detailsDropped: the shopper gives the personal step again
     * @throws Refusal not_found for an unknown plan or without a plan in the cart
     */
    public function changePlan(Session $session, string $sku, string $serviceType): array
    {
        $plan = $this->commerce->planBySku($sku) ?? throw Refusal::notFound();
        if ($plan->serviceType !== $serviceType) {
            throw Refusal::validation(['service_type' => 'service_type_mismatch']);
        }
        return $this->lock->withLock($session, function () use ($session, $plan): array {
            $quoteId = $session->freshQuoteId();
            $cart = $quoteId !== '' ? $this->commerce->getCart($quoteId) : null;
            $item = $cart?->planItem();
            $this->assertOpen($quoteId);
            if ($cart === null || $item === null) {
                throw Refusal::notFound();
            }
            if ($item->sku === $plan->sku) {
                throw Refusal::samePlan();
            }
            $msisdn = $item->msisdn();
            if ($msisdn !== '') {
                $hold = $this->inventory->holdOf($quoteId);
                if ($hold === null || $hold->msisdn !== $msisdn) {
                    throw Refusal::reservationExpired();
                }
                // The number was checked against the old plan's service type when it was chosen.
                if ($plan->serviceType !== $item->serviceType) {
                    $number = $this->inventory->find($msisdn);
                    if ($number === null || !$number->isFor($plan->serviceType)) {
                        throw Refusal::numberUnavailable();
                    }
                }
            }
            return $this->lock->atomically(function () use ($session, $cart, $item, $plan, $quoteId): array {
                $added = $this->replaceItems($quoteId, [$item], $plan->sku, $item->qty, ['service_type' => $plan->serviceType] + $item->options);
                $dropped = $this->restartCheckout($session, $quoteId);
                return ['cart' => $cart->withItemReplaced($item->itemId, $added), 'detailsDropped' => $dropped];
            });
        });
    }

    /**
     * Issue 31 finding 1 (000 §4.2, §4.7, §4.8): what the checkout's steps recorded stands for the
     * order they were given for. A change of the cart's plan or kind of order drops it: the quote's
     * personal and delivery details, and the session's deposit, SIM type and eSIM or self-activation
     * passcode (CheckoutSession::restart); the shopper gives the personal step again. True when the
     * quote had details recorded.
     */
    private function restartCheckout(Session $session, string $quoteId): bool
    {
        $recorded = $this->commerce->personalDetails($quoteId) !== null || $this->commerce->deliveryDetails($quoteId) !== null;
        if ($recorded) {
            $this->commerce->savePersonalDetails($quoteId, []);
            $this->commerce->saveDeliveryDetails($quoteId, []);
        }
        CheckoutSession::restart($session);
        return $recorded;
    }

    /**
     * contract §4.15: once the cart's order is placed (or its payment in flight), the cart is
     * frozen: its writes answer 409 cart_locked, under the same lock as the placement.
     *
     * @throws Refusal cart_locked
     */
    private function assertOpen(string $quoteId): void
    {
        if ($quoteId !== '' && $this->commerce->orderOfQuote($quoteId) !== null) {
            throw Refusal::outcome('cart_locked');
        }
    }

    /**
     * Abandoned-cart restore (000 §4.4): the cart's number is held again for the full hold time, by
     * the cart (re-reserving by the same holder renews), within the client's cap. False when the
     * number is now another cart's or the client is over its cap; true for a cart without a number.
     */
    public function renewHold(Session $session, Cart $cart, string $clientIp): bool
    {
        $msisdn = $cart->planItem()?->msisdn() ?? '';
        if ($msisdn === '') {
            return true;
        }
        return $this->lock->withLock($session, function () use ($msisdn, $cart, $session, $clientIp): bool {
            try {
                $this->reserve($msisdn, $cart->quoteId, $session, $clientIp);
                return true;
            } catch (Refusal) {
                return false;
            }
        });
    }

    /** contract §4.5 wpb_esb_unreserve_number: releases this cart's hold; idempotent. */
    public function unreserve(Session $session, string $msisdn): void
    {
        $quoteId = $session->quoteId();
        // a placed order's number is not the shopper's to release (it awaits payment, or is sold)
        if ($quoteId !== '' && $this->commerce->orderOfQuote($quoteId) === null) {
            $this->release($msisdn, $quoteId);
        }
    }

    /**
     * contract §4.4 `reservation`: the cart's live hold, or — when its number's hold has run out —
     * the number with expired true; null when the cart holds no number or its order is placed.
     *
     * @return array{msisdn: string, vanity_level: string, remaining_seconds: int, limit_seconds: int, expired: bool}|null
     */
    public function reservationOf(Cart $cart, ?Reservation $known = null): ?array
    {
        $limit = $this->settings->reservationSeconds();
        $item = $cart->planItem();
        // contract §4.15: a placed order's number is sold, on no timer (the client drops number_blocked_time)
        if ($known === null && $item !== null && $item->msisdn() !== '' && $this->commerce->orderOfQuote($cart->quoteId) !== null) {
            return null;
        }
        $hold = $known ?? ($item !== null && $item->msisdn() !== '' ? $this->inventory->holdOf($cart->quoteId) : null);
        if ($hold !== null && ($item === null || $item->msisdn() === $hold->msisdn)) {
            $remaining = min($limit, $hold->remainingSeconds($this->clock->now()));
            return ['msisdn' => $hold->msisdn, 'vanity_level' => $hold->vanityLevel, 'remaining_seconds' => $remaining,
                'limit_seconds' => $limit, 'expired' => $remaining === 0];
        }
        if ($item === null || $item->msisdn() === '') {
            return null;
        }
        return ['msisdn' => $item->msisdn(), 'vanity_level' => $item->vanityLevel(), 'remaining_seconds' => 0,
            'limit_seconds' => $limit, 'expired' => true];
    }

    /**
     * Holds the number for the cart, within the client's cap: the claim is recorded first (a client
     * over its cap gets hold_limit and nothing is held), then the inventory is asked.
     *
     * @throws Refusal number_unavailable, hold_limit
     */
    private function reserve(string $msisdn, string $quoteId, Session $session, string $clientIp): Reservation
    {
        $ttl = $this->settings->reservationSeconds();
        $this->holds->claim($msisdn, $quoteId, $session->id(), $clientIp, $this->clock->now() + $ttl);
        try {
            $reservation = $this->inventory->reserve($msisdn, $quoteId, $ttl);
        } catch (\Throwable $e) {
            $this->holds->forget($msisdn, $quoteId);
            throw $e;
        }
        if ($reservation === null) {
            $this->holds->forget($msisdn, $quoteId);
            throw Refusal::numberUnavailable();
        }
        return $reservation;
    }

    private function release(string $msisdn, string $quoteId): void
    {
        $this->inventory->release($msisdn, $quoteId);
        $this->holds->forget($msisdn, $quoteId);
    }

    /** @param list<string> $numbers released once each, except $keep */
    private function releaseAll(string $quoteId, array $numbers, string $keep = ''): void
    {
        foreach (array_unique($numbers) as $msisdn) {
            if ($msisdn !== '' && $msisdn !== $keep) {
                $this->release($msisdn, $quoteId);
            }
        }
    }

    /** @return list<string> the numbers of the cart's items */
    private function numbersOf(Cart $cart): array
    {
        return array_values(array_filter(array_map(static fn ($item): string => $item->msisdn(), $cart->items)));
    }
}
