<?php

declare(strict_types=1);

namespace Whl\Bridge\Cart;

defined('ABSPATH') || exit;

/**
 * Serialises the changes of one shopper's cart across requests and web nodes: a named
 * MariaDB/MySQL lock per session. The session exists before its quote does, so a double-clicked
 * first NEXT cannot create two quotes or put two plans in one cart (issue 6 finding 2).
 *
 * The change's writes to the site's database are one transaction (issue 15), committed before the
 * lock is released whatever the change's outcome: the changes already undo what they did when a
 * later step fails, so the transaction does not decide what stays; it makes one durable flush of
 * what used to be one per statement. READ COMMITTED: each read sees what other shoppers committed,
 * as it did statement by statement; rows written stay locked until the commit, so a rival waits
 * those milliseconds and then sees the change. A transaction the database rolled back (a deadlock)
 * is a failure, never a change reported done.
 */
final class CartLock
{
    /** The longest wait for the lock; shorter when the read timeout is short (waitSeconds()). */
    public const MAX_WAIT_SECONDS = 5;

    /** Locks held by this request (GET_LOCK nests; a transaction does not: the outermost owns it). */
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
            $this->begin();
            try {
                return $fn();
            } finally {
                $this->commit();
            }
        } finally {
            self::$depth--;
            $this->db->query($this->db->prepare('SELECT RELEASE_LOCK(%s)', $name));
        }
    }

    private function begin(): void
    {
        if ($this->db->query('SET TRANSACTION ISOLATION LEVEL READ COMMITTED') === false || $this->db->query('START TRANSACTION') === false) {
            throw new \RuntimeException('cart change could not start');
        }
    }

    private function commit(): void
    {
        // a transaction the database ended (a deadlock's rollback) leaves statements after it on their own: not a change to report
        $open = (string) $this->db->get_var('SELECT @@in_transaction') === '1';
        if ($this->db->query('COMMIT') === false || !$open) {
            throw new \RuntimeException('cart change was not committed');
        }
    }
}
