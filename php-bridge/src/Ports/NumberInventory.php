<?php

declare(strict_types=1);

namespace Whl\Bridge\Ports;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\NumberPage;
use Whl\Bridge\Domain\NumberQuery;
use Whl\Bridge\Domain\PhoneNumber;
use Whl\Bridge\Domain\Reservation;

/**
 * The operator's number inventory. A number is held by at most one holder (a cart) at a time,
 * with a server-side expiry; expired holds are released and never listed (000 §4.3).
 */
interface NumberInventory
{
    /**
     * Free numbers (not held, or held with an expired hold) matching the query: page page_index
     * of page_size numbers per vanity level, in an order that does not change between calls, and
     * per level whether page page_index + 1 has numbers.
     */
    public function search(NumberQuery $query): NumberPage;

    /** The number's details whether held or not; null when it is not in the inventory. */
    public function find(string $msisdn): ?PhoneNumber;

    /**
     * Holds the number for the holder, atomically: succeeds only when nobody else holds it (or
     * the other hold has expired). Repeating it for the same holder renews the hold.
     *
     * @return Reservation|null null when the number is held by another holder or unknown
     */
    public function reserve(string $msisdn, string $holderRef, int $ttlSeconds): ?Reservation;

    /** Releases the holder's hold of the number; idempotent. True when a hold was released. */
    public function release(string $msisdn, string $holderRef): bool;

    /**
     * Turns the holder's live hold into a sold number (an order owns it): no expiry, no release
     * and no sweep frees it any more. Idempotent: true again for the holder that bought it; false
     * when the holder does not hold the number (its hold ran out and another took it, or never).
     */
    public function sell(string $msisdn, string $holderRef): bool;

    /** The holder's live (unexpired) hold, if any. */
    public function holdOf(string $holderRef): ?Reservation;
}
