<?php

declare(strict_types=1);

namespace Whl\Bridge\Cart;

/**
 * Serialises changes to one cart across requests and web nodes (a double-clicked "Next" must
 * not put two plans in one cart): a named MariaDB/MySQL lock per quote.
 */
final class QuoteLock
{
    private const WAIT_SECONDS = 5;

    public function __construct(private readonly \wpdb $db)
    {
    }

    /**
     * @template T
     * @param callable(): T $fn
     * @return T
     */
    public function withLock(string $quoteId, callable $fn): mixed
    {
        $name = 'whl_quote_' . substr(hash('sha256', $this->db->prefix . $quoteId), 0, 40);
        if ((string) $this->db->get_var($this->db->prepare('SELECT GET_LOCK(%s, %d)', $name, self::WAIT_SECONDS)) !== '1') {
            throw new \RuntimeException('cart is busy');
        }
        try {
            return $fn();
        } finally {
            $this->db->query($this->db->prepare('SELECT RELEASE_LOCK(%s)', $name));
        }
    }
}
