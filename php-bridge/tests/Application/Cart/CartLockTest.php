<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Application\Cart;

use Whl\Bridge\Application\Cart\CartLock;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Infrastructure\Session\Session;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Infrastructure\Session\SessionStore;
use Whl\Bridge\Infrastructure\Storage\Transaction;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 6 finding 9, issue 7 part 6: the cart lock's wait stays below the database read timeout
 * (dropins/db.php), whatever WHL_DB_READ_TIMEOUT a site sets, so a busy cart is told apart from a
 * stalled database. Issue 15: a cart change's writes are one transaction, committed before the
 * lock is let go, whatever the change's outcome; one the database rolled back is a failure.
 */
final class CartLockTest extends TestCase
{
    public function test_the_lock_waits_5_s_under_the_default_8_s_read_timeout(): void
    {
        self::assertSame(5, Transaction::lockWaitSeconds(8));
    }

    public function test_a_shorter_read_timeout_shortens_the_wait_below_it(): void
    {
        foreach ([1, 2, 3, 5, 6, 30] as $readTimeout) {
            $wait = Transaction::lockWaitSeconds($readTimeout);
            self::assertLessThan($readTimeout, $wait, "read timeout {$readTimeout} s");
            self::assertGreaterThanOrEqual(0, $wait);
            self::assertLessThanOrEqual(Transaction::MAX_LOCK_WAIT_SECONDS, $wait);
        }
        self::assertSame(1, Transaction::lockWaitSeconds(2));
    }

    public function test_without_a_read_timeout_the_wait_is_the_longest(): void
    {
        self::assertSame(Transaction::MAX_LOCK_WAIT_SECONDS, Transaction::lockWaitSeconds(0));
    }

    public function test_the_wait_follows_the_connection_s_read_timeout(): void
    {
        $saved = ini_get('mysqlnd.net_read_timeout');
        ini_set('mysqlnd.net_read_timeout', '3');
        try {
            self::assertSame(2, Transaction::lockWaitSeconds());
        } finally {
            ini_set('mysqlnd.net_read_timeout', (string) $saved);
        }
    }

    private const PROBE = 'whl_test_lock_probe';

    /** A new shopper's session, not yet saved (the lock saves it). */
    private static function session(): Session
    {
        return new Session(new SessionStore(Fixtures::db()), SessionManager::mintId(time()), saved: false);
    }

    /** What another connection (another request, another node) reads of the probe row. */
    private static function seenElsewhere(): ?string
    {
        $other = new \wpdb(DB_USER, DB_PASSWORD, DB_NAME, DB_HOST);
        $table = Fixtures::db()->options;
        $value = $other->get_var($other->prepare("SELECT option_value FROM {$table} WHERE option_name = %s", self::PROBE));
        $other->close();
        return $value;
    }

    private static function write(string $value): void
    {
        $db = Fixtures::db();
        $db->query($db->prepare(
            "INSERT INTO {$db->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')"
            . ' ON DUPLICATE KEY UPDATE option_value = VALUES(option_value)',
            self::PROBE,
            $value,
        ));
    }

    protected function tearDown(): void
    {
        Fixtures::db()->delete(Fixtures::db()->options, ['option_name' => self::PROBE]);
        parent::tearDown();
    }

    public function test_a_change_is_one_transaction_others_see_whole_once_the_lock_is_let_go(): void
    {
        $lock = new CartLock(Fixtures::db());
        $during = $lock->withLock(self::session(), function (): ?string {
            self::write('first');
            // a nested lock (a change calling another) joins the same transaction
            (new CartLock(Fixtures::db()))->withLock(self::session(), static fn () => self::write('second'));
            return self::seenElsewhere();
        });
        self::assertNull($during, 'nothing of the change shows before it ends');
        self::assertSame('second', self::seenElsewhere(), 'all of it shows after');
        self::assertSame('0', (string) Fixtures::db()->get_var('SELECT @@in_transaction'));
    }

    public function test_a_change_that_fails_keeps_what_it_wrote_to_undo_itself(): void
    {
        try {
            (new CartLock(Fixtures::db()))->withLock(self::session(), static function (): void {
                self::write('compensated');
                throw Refusal::numberUnavailable();
            });
            self::fail('the refusal goes through');
        } catch (Refusal $e) {
            self::assertSame('number_unavailable', $e->responseCode);
        }
        self::assertSame('compensated', self::seenElsewhere());
    }

    public function test_a_change_waits_for_the_session_s_other_change_and_is_busy_when_it_holds_on_the_whole_wait(): void
    {
        $session = self::session();
        (new CartLock(Fixtures::db()))->withLock($session, static fn () => null); // the lock saved the session
        // another request of the session, on another node, is in the middle of its change
        $rival = self::otherConnection();
        $rival->query('START TRANSACTION');
        $held = $rival->get_var($rival->prepare(
            "SELECT session_id FROM " . Fixtures::db()->prefix . "whl_sessions WHERE session_id = %s FOR UPDATE",
            hash('sha256', $session->id()),
        ));
        $saved = ini_get('mysqlnd.net_read_timeout');
        ini_set('mysqlnd.net_read_timeout', '2'); // a 1 s wait, not 5
        $started = microtime(true);
        try {
            self::assertNotNull($held, 'the other request holds the session\'s row');
            (new CartLock(Fixtures::db()))->withLock($session, static fn () => self::fail('no change while the other one runs'));
            self::fail('a busy cart answers');
        } catch (\RuntimeException $e) {
            self::assertSame('cart is busy', $e->getMessage());
            self::assertEqualsWithDelta(1.0, microtime(true) - $started, 0.9, 'it waited the lock wait, not the read timeout');
        } finally {
            ini_set('mysqlnd.net_read_timeout', (string) $saved);
            $rival->query('ROLLBACK');
            $rival->close();
        }
        // the other change ended: the next one goes through
        self::assertSame('done', (new CartLock(Fixtures::db()))->withLock($session, static fn () => 'done'));
    }

    /** A connection of another request: its thread id, and the wpdb around it. */
    private static function otherConnection(): \wpdb
    {
        return new \wpdb(DB_USER, DB_PASSWORD, DB_NAME, DB_HOST);
    }

    public function test_a_change_the_database_rolled_back_in_a_deadlock_is_a_failure_not_a_change(): void
    {
        $db = Fixtures::db();
        $rival = self::otherConnection();
        $table = $db->options;
        self::write('before');
        $rival->query($rival->prepare("INSERT INTO {$table} (option_name, option_value, autoload) VALUES (%s, 'r', 'no')", self::PROBE . '_b'));
        $caught = null;
        try {
            (new CartLock($db))->withLock(self::session(), static function () use ($db, $rival, $table): void {
                self::write('lost'); // this change holds the probe row
                // another request, the larger transaction (so InnoDB picks this one as the victim), holds a second row
                $rival->query('START TRANSACTION');
                for ($i = 0; $i < 20; $i++) {
                    $rival->query($rival->prepare("INSERT INTO {$table} (option_name, option_value, autoload) VALUES (%s, 'r', 'no')", self::PROBE . "_f{$i}"));
                }
                $rival->query($rival->prepare("UPDATE {$table} SET option_value = 'rival' WHERE option_name = %s", self::PROBE . '_b'));
                // …and waits for the probe row, while this change asks for the second row: a deadlock
                mysqli_query($rival->dbh, $rival->prepare("UPDATE {$table} SET option_value = 'rival' WHERE option_name = %s", self::PROBE), MYSQLI_ASYNC);
                usleep(100_000);
                $db->suppress_errors(true);
                $refused = $db->query($db->prepare("UPDATE {$table} SET option_value = 'lost' WHERE option_name = %s", self::PROBE . '_b'));
                $db->suppress_errors(false);
                self::assertFalse($refused, 'this change is the deadlock\'s victim');
                mysqli_reap_async_query($rival->dbh);
                $rival->query('ROLLBACK');
                self::write('alone'); // a statement after the rollback commits on its own
            });
        } catch (\RuntimeException $e) {
            $caught = $e->getMessage();
        } finally {
            $db->query($db->prepare("DELETE FROM {$table} WHERE option_name LIKE %s", $db->esc_like(self::PROBE . '_') . '%'));
            $rival->close();
        }
        self::assertSame('the change was not committed', $caught);
        self::assertSame('alone', self::seenElsewhere());
    }

    public function test_a_change_whose_connection_was_lost_is_a_failure_not_a_change(): void
    {
        $db = Fixtures::db();
        $caught = null;
        try {
            (new CartLock($db))->withLock(self::session(), static function () use ($db): void {
                self::write('lost');
                $killer = self::otherConnection();
                $killer->query('KILL ' . (int) $db->dbh->thread_id); // a database restart, as far as this request knows
                $killer->close();
                self::write('alone'); // wpdb connects again and writes on its own
            });
        } catch (\RuntimeException $e) {
            $caught = $e->getMessage();
        }
        self::assertSame('the change was not committed', $caught);
        self::assertSame('alone', self::seenElsewhere());
    }
}
