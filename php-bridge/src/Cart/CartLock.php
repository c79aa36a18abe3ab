<?php

declare(strict_types=1);

namespace Whl\Bridge\Cart;

defined('ABSPATH') || exit;

/**
 * Serialises the changes of one shopper's cart across requests and web nodes: a named
 * MariaDB/MySQL lock per session. The session exists before its quote does, so a double-clicked
 * first NEXT cannot create two quotes or put two plans in one cart (issue 6 finding 2).
 */
final class CartLock
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
    public function withLock(string $sessionId, callable $fn): mixed
    {
        $name = 'whl_cart_' . substr(hash('sha256', $this->db->prefix . $sessionId), 0, 40);
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
