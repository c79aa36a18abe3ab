<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Cart;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\Session\Session;
use Whl\Bridge\Infrastructure\Storage\StorageFailure;
use Whl\Bridge\Infrastructure\Storage\Transaction;

/**
 * Serialises the changes of one shopper's cart across requests and web nodes: the session's row,
 * locked in the change's transaction (Session::lock(): a locking read that also brings the session's
 * values as they are now; a session without a row is saved first, under the same lock). The session
 * exists before its quote does, so a double-clicked first NEXT cannot create two quotes or put two
 * plans in one cart (issue 6 finding 2). A change's writes are one transaction (Infrastructure\Storage\Transaction),
 * and its commit is what lets the lock go: the next change of the cart, on any node, reads this one
 * whole. A lock waited for longer than Transaction::lockWaitSeconds() answers "busy".
 *
 * It was a named lock (GET_LOCK) held beside the transaction: two more round trips per change (the
 * lock's release, and the quote read again under it), and a lock Galera does not share between nodes.
 */
final class CartLock
{
    /** Nesting in this request (a change calling another): the outermost one opens and commits. */
    private static int $depth = 0;

    /** @var array<string, Session> the sessions locked in the request's transaction, by id */
    private static array $held = [];

    public function __construct(private readonly \wpdb $db)
    {
    }

    /**
     * @template T
     * @param callable(): T $fn
     * @return T
     */
    public function withLock(Session $session, callable $fn): mixed
    {
        $outermost = self::$depth === 0;
        if ($outermost) {
            Transaction::begin($this->db); // or the one the pipeline opened for the call's captcha
        }
        self::$depth++;
        try {
            if (!isset(self::$held[$session->id()])) {
                $this->lock($session);
            }
            return $fn();
        } finally {
            self::$depth--;
            if ($outermost) {
                foreach (self::$held as $held) {
                    $held->unlock();
                }
                self::$held = [];
                Transaction::commit($this->db);
            }
        }
    }

    /**
     * Runs $fn, a change's steps that must stand or fall together, under a savepoint of the change's
     * transaction: a step that fails takes the steps before it back in a back end on this database
     * (the Sandbox), even where the change's own undo fails as well. A back end over HTTP has no
     * transaction: there the change's own undo is all there is.
     *
     * @template T
     * @param callable(): T $fn
     * @return T
     */
    public function atomically(callable $fn): mixed
    {
        return Transaction::atomically($this->db, $fn);
    }

    private function lock(Session $session): void
    {
        try {
            $session->lock();
        } catch (StorageFailure $e) {
            // another change of this cart held it the whole wait; anything else is the database's failure
            throw str_contains($this->db->last_error, 'Lock wait timeout') ? new \RuntimeException('cart is busy', 0, $e) : $e;
        }
        self::$held[$session->id()] = $session;
    }
}
