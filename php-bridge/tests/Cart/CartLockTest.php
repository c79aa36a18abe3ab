<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Cart;

use Whl\Bridge\Cart\CartLock;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 6 finding 9, issue 7 part 6: the cart lock's wait stays below the database read timeout
 * (dropins/db.php), whatever WHL_DB_READ_TIMEOUT a site sets, so a busy cart is told apart from a
 * stalled database.
 */
final class CartLockTest extends TestCase
{
    public function test_the_lock_waits_5_s_under_the_default_8_s_read_timeout(): void
    {
        self::assertSame(5, CartLock::waitSeconds(8));
    }

    public function test_a_shorter_read_timeout_shortens_the_wait_below_it(): void
    {
        foreach ([1, 2, 3, 5, 6, 30] as $readTimeout) {
            $wait = CartLock::waitSeconds($readTimeout);
            self::assertLessThan($readTimeout, $wait, "read timeout {$readTimeout} s");
            self::assertGreaterThanOrEqual(0, $wait);
            self::assertLessThanOrEqual(CartLock::MAX_WAIT_SECONDS, $wait);
        }
        self::assertSame(1, CartLock::waitSeconds(2));
    }

    public function test_without_a_read_timeout_the_wait_is_the_longest(): void
    {
        self::assertSame(CartLock::MAX_WAIT_SECONDS, CartLock::waitSeconds(0));
    }

    public function test_the_wait_follows_the_connection_s_read_timeout(): void
    {
        $saved = ini_get('mysqlnd.net_read_timeout');
        ini_set('mysqlnd.net_read_timeout', '3');
        try {
            self::assertSame(2, CartLock::waitSeconds());
        } finally {
            ini_set('mysqlnd.net_read_timeout', (string) $saved);
        }
    }
}
