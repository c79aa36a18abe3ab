<?php

declare(strict_types=1);

namespace Whl\Bridge\Cart;

use Whl\Bridge\Domain\Cart;
use Whl\Bridge\Domain\Reservation;
use Whl\Bridge\Http\BridgeException;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\Ports\NumberInventory;
use Whl\Bridge\Session\Session;
use Whl\Bridge\Settings;

/**
 * The session's guest cart and the number it holds (000 §4.2, §4.3; contract §4.4, §7.1). The
 * holder of a reservation is the cart (its masked quote id), so the hold follows the cart, not
 * the tab.
 */
final class CartService
{
    public function __construct(
        private readonly Commerce $commerce,
        private readonly NumberInventory $inventory,
        private readonly Settings $settings,
        private readonly QuoteLock $lock,
    ) {
    }

    /** The session's active cart, or null (no quote yet, or it is gone). */
    public function cartOf(Session $session): ?Cart
    {
        $quoteId = $session->quoteId();
        return $quoteId !== '' ? $this->commerce->getCart($quoteId) : null;
    }

    /**
     * contract §4.4: cart_not_empty unless cart-clear; with cart-clear the old number is released
     * and the cart emptied; then the number is reserved atomically for this cart and the plan
     * added with it. When adding fails the number is released again.
     *
     * @return array{cart: Cart, reservation: Reservation}
     */
    public function addPlanWithNumber(Session $session, AddPlanRequest $request): array
    {
        $plan = $this->commerce->planBySku($request->sku) ?? throw BridgeException::notFound();
        if ($plan->serviceType !== $request->serviceType) {
            throw BridgeException::validation(['service_type' => 'service_type_mismatch']);
        }
        $quoteId = $session->quoteId();
        if ($quoteId === '' || $this->commerce->getCart($quoteId) === null) {
            $quoteId = $this->commerce->createGuestCart();
            $session->set('plan_quote_id', $quoteId);
        }

        return $this->lock->withLock($quoteId, function () use ($quoteId, $plan, $request): array {
            $cart = $this->commerce->getCart($quoteId) ?? throw new \RuntimeException('cart vanished');
            if (!$cart->isEmpty() && !$request->clearCart) {
                throw BridgeException::cartNotEmpty();
            }
            // Checked before anything is cleared: a number that cannot be sold with this plan
            // must not cost the shopper the plan already in the cart.
            $number = $this->inventory->find($request->msisdn);
            if ($number === null || !$number->isFor($plan->serviceType)) {
                throw BridgeException::numberUnavailable();
            }
            if (!$cart->isEmpty()) {
                foreach ($cart->items as $item) {
                    if ($item->msisdn() !== '' && $item->msisdn() !== $request->msisdn) {
                        $this->inventory->release($item->msisdn(), $quoteId);
                    }
                }
                $this->commerce->clearCart($quoteId);
            }
            $previous = $this->inventory->holdOf($quoteId); // one number per cart
            if ($previous !== null && $previous->msisdn !== $request->msisdn) {
                $this->inventory->release($previous->msisdn, $quoteId);
            }

            $reservation = $this->inventory->reserve($request->msisdn, $quoteId, $this->settings->reservationSeconds())
                ?? throw BridgeException::numberUnavailable();
            try {
                $this->commerce->addItem($quoteId, $plan->sku, 1, [
                    'msisdn' => $number->msisdn,
                    'vanity_level' => $number->vanityLevel,
                    'number_price' => $number->priceBaisa,
                    'service_type' => $plan->serviceType,
                ] + $request->options);
            } catch (\Throwable $e) {
                $this->inventory->release($request->msisdn, $quoteId);
                throw $e;
            }
            return ['cart' => $this->commerce->getCart($quoteId) ?? new Cart($quoteId), 'reservation' => $reservation];
        });
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
     * @throws BridgeException not_found without a plan in the cart or when sku is not the cart's plan
     */
    public function changeNumber(Session $session, string $msisdn, string $sku, string $serviceType): array
    {
        $quoteId = $session->quoteId();
        if ($quoteId === '') {
            throw BridgeException::notFound();
        }
        return $this->lock->withLock($quoteId, function () use ($quoteId, $msisdn, $sku, $serviceType): array {
            $cart = $this->commerce->getCart($quoteId);
            $item = $cart?->planItem();
            if ($cart === null || $item === null || $item->sku !== $sku) {
                throw BridgeException::notFound();
            }
            if ($item->serviceType !== $serviceType) {
                throw BridgeException::validation(['service_type' => 'service_type_mismatch']);
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
                throw BridgeException::numberUnavailable();
            }
            $reservation = $this->inventory->reserve($msisdn, $quoteId, $this->settings->reservationSeconds())
                ?? throw BridgeException::numberUnavailable();
            $options = ['msisdn' => $number->msisdn, 'vanity_level' => $number->vanityLevel, 'number_price' => $number->priceBaisa]
                + $item->options;
            try {
                $this->commerce->updateItemOptions($quoteId, $item->itemId, $options);
            } catch (\Throwable $e) {
                if ($msisdn !== $old) {
                    $this->inventory->release($msisdn, $quoteId);
                }
                throw $e;
            }
            if ($old !== '' && $old !== $msisdn) {
                $this->inventory->release($old, $quoteId);
            }
            return ['cart' => $cart->withItemReplaced($item->itemId, $item->withOptions($options)), 'reservation' => $reservation];
        });
    }

    /**
     * contract §7.1 wp_full_clear_cart (000 §4.2): releases the cart's numbers and empties the
     * quote; the quote itself stays the session's. Idempotent.
     */
    public function clear(Session $session): void
    {
        $quoteId = $session->quoteId();
        if ($quoteId === '') {
            return;
        }
        $this->lock->withLock($quoteId, function () use ($quoteId): void {
            $cart = $this->commerce->getCart($quoteId);
            if ($cart === null || $cart->isEmpty()) {
                return;
            }
            foreach ($cart->items as $item) {
                if ($item->msisdn() !== '') {
                    $this->inventory->release($item->msisdn(), $quoteId);
                }
            }
            $this->commerce->clearCart($quoteId);
        });
    }

    /**
     * contract §7.1 wp_change_plan_update_cart (000 §4.2 change-plan mode): the plan in the cart
     * is swapped for $sku, keeping the item's number, options and hold. The same plan →
     * same_plan; a number whose hold has run out → reservation_expired; a number not sold with
     * the new plan's service type → number_unavailable. The new plan is added before the old one
     * is removed, so a failure never leaves the cart without a plan.
     *
     * @throws BridgeException not_found for an unknown plan or without a plan in the cart
     */
    public function changePlan(Session $session, string $sku, string $serviceType): Cart
    {
        $plan = $this->commerce->planBySku($sku) ?? throw BridgeException::notFound();
        if ($plan->serviceType !== $serviceType) {
            throw BridgeException::validation(['service_type' => 'service_type_mismatch']);
        }
        $quoteId = $session->quoteId();
        if ($quoteId === '') {
            throw BridgeException::notFound();
        }
        return $this->lock->withLock($quoteId, function () use ($quoteId, $plan): Cart {
            $cart = $this->commerce->getCart($quoteId);
            $item = $cart?->planItem();
            if ($cart === null || $item === null) {
                throw BridgeException::notFound();
            }
            if ($item->sku === $plan->sku) {
                throw BridgeException::samePlan();
            }
            $msisdn = $item->msisdn();
            if ($msisdn !== '') {
                $hold = $this->inventory->holdOf($quoteId);
                if ($hold === null || $hold->msisdn !== $msisdn) {
                    throw BridgeException::reservationExpired();
                }
                // The number was checked against the old plan's service type when it was chosen.
                if ($plan->serviceType !== $item->serviceType) {
                    $number = $this->inventory->find($msisdn);
                    if ($number === null || !$number->isFor($plan->serviceType)) {
                        throw BridgeException::numberUnavailable();
                    }
                }
            }
            $added = $this->commerce->addItem($quoteId, $plan->sku, $item->qty, ['service_type' => $plan->serviceType] + $item->options);
            try {
                $this->commerce->removeItem($quoteId, $item->itemId);
            } catch (\Throwable $e) {
                $this->commerce->removeItem($quoteId, $added->itemId);
                throw $e;
            }
            return $cart->withItemReplaced($item->itemId, $added);
        });
    }

    /** contract §4.5 wpb_esb_unreserve_number: releases this cart's hold; idempotent. */
    public function unreserve(Session $session, string $msisdn): void
    {
        $quoteId = $session->quoteId();
        if ($quoteId !== '') {
            $this->inventory->release($msisdn, $quoteId);
        }
    }

    /**
     * contract §4.4 `reservation`: the cart's live hold, or — when its number's hold has run out —
     * the number with expired true; null when the cart holds no number.
     *
     * @return array{msisdn: string, vanity_level: string, remaining_seconds: int, limit_seconds: int, expired: bool}|null
     */
    public function reservationOf(Cart $cart, ?Reservation $known = null): ?array
    {
        $limit = $this->settings->reservationSeconds();
        $item = $cart->planItem();
        $hold = $known ?? ($item !== null && $item->msisdn() !== '' ? $this->inventory->holdOf($cart->quoteId) : null);
        if ($hold !== null && ($item === null || $item->msisdn() === $hold->msisdn)) {
            $remaining = min($limit, $hold->remainingSeconds(time()));
            return ['msisdn' => $hold->msisdn, 'vanity_level' => $hold->vanityLevel, 'remaining_seconds' => $remaining,
                'limit_seconds' => $limit, 'expired' => $remaining === 0];
        }
        if ($item === null || $item->msisdn() === '') {
            return null;
        }
        return ['msisdn' => $item->msisdn(), 'vanity_level' => $item->vanityLevel(), 'remaining_seconds' => 0,
            'limit_seconds' => $limit, 'expired' => true];
    }
}
