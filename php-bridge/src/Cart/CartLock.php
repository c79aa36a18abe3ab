<?php

declare(strict_types=1);

namespace Whl\Bridge\Cart;

defined('ABSPATH') || exit;

use Whl\Bridge\Storage\Transaction;

/**
 * Serialises the changes of one shopper's cart across requests and web nodes: a named
 * MariaDB/MySQL lock per session. The session exists before its quote does, so a double-clicked
 * first NEXT cannot create two quotes or put two plans in one cart (issue 6 finding 2). A change's
 * writes are one transaction (Storage\Transaction), committed before the lock is let go, so the next
 * change of the cart, on any node, reads this one whole.
 */
final class CartLock
{
    /** The longest wait for the lock; shorter when the read timeout is short (waitSeconds()). */
    public const MAX_WAIT_SECONDS = 5;

    /** Locks held by this request (GET_LOCK nests; the outermost one commits). */
    private static int $depth = 0;

    public function __construct(private readonly \wpdb $db)
    {
    }

    /**
     * How long GET_LOCK waits: 5 s, and always at least a second below the connection's read
     * timeout (mysqlnd.net_read_timeout, set by dropins/db.php from WHL_DB_READ_TIMEOUT), so a
     * busy cart answers "busy" before the wait is taken for a stalled database.
     */
    public static function waitSeconds(?int $readTimeoutSeconds = null): int
    {
        $readTimeout = $readTimeoutSeconds ?? (int) ini_get('mysqlnd.net_read_timeout');
        return $readTimeout > 0 ? max(0, min(self::MAX_WAIT_SECONDS, $readTimeout - 1)) : self::MAX_WAIT_SECONDS;
    }

    /**
     * @template T
     * @param callable(): T $fn
     * @return T
     */
    public function withLock(string $sessionId, callable $fn): mixed
    {
        $name = 'whl_cart_' . substr(hash('sha256', $this->db->prefix . $sessionId), 0, 40);
        if ((string) $this->db->get_var($this->db->prepare('SELECT GET_LOCK(%s, %d)', $name, self::waitSeconds())) !== '1') {
            throw new \RuntimeException('cart is busy');
        }
        $outermost = self::$depth++ === 0;
        try {
            if (!$outermost) {
                return $fn();
            }
            Transaction::begin($this->db); // or the one the pipeline opened for the call's captcha
            try {
                return $fn();
            } finally {
                Transaction::commit($this->db);
            }
        } finally {
            self::$depth--;
            $this->db->query($this->db->prepare('SELECT RELEASE_LOCK(%s)', $name));
        }
    }
}
