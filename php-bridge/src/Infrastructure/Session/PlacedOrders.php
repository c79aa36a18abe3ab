<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Session;

defined('ABSPATH') || exit;

/**
 * The orders a session placed (contract §4.17): only these can be read by the session (the thank-you
 * page) or retried (§4.18); the last one answers a replayed placement after the session let its cart
 * go (§4.15). Kept in the session item placed_orders, newest last, at most MAX ids; the newest is
 * also the session item generated_order_id (000 §3.17).
 */
final class PlacedOrders
{
    public const KEY = 'placed_orders';
    public const MAX = 20;

    /** Under the cart's lock: the list as the store has it now gets the id. */
    public static function record(Session $session, string $orderId): void
    {
        $session->fresh(self::KEY);
        $ids = array_values(array_filter(self::all($session), static fn (string $id): bool => $id !== $orderId));
        $ids[] = $orderId;
        $session->set(self::KEY, array_slice($ids, -self::MAX));
        $session->set('generated_order_id', $orderId);
    }

    public static function has(Session $session, string $orderId): bool
    {
        return $orderId !== '' && in_array($orderId, self::all($session), true);
    }

    /** The id of the order the session placed last, or ''; $fresh: as the store has it now (under the cart's lock). */
    public static function last(Session $session, bool $fresh = false): string
    {
        if ($fresh) {
            $session->fresh(self::KEY);
        }
        $ids = self::all($session);
        return $ids === [] ? '' : $ids[count($ids) - 1];
    }

    /** @return list<string> */
    public static function all(Session $session): array
    {
        $ids = $session->get(self::KEY);
        return is_array($ids) ? array_values(array_filter($ids, 'is_string')) : [];
    }
}
