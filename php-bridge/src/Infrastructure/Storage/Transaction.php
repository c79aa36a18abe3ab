<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Storage;

defined('ABSPATH') || exit;

/**
 * One transaction of the site's database per shop change (issue 15): what a change writes is made
 * durable with one log flush instead of one per statement. It never decides what stays: the
 * changes undo their own steps when a later one fails, and the transaction is committed whatever
 * the outcome. READ COMMITTED, so every read sees what other requests committed, as it did statement
 * by statement; the rows written stay locked until the commit. The pipeline opens it for a call
 * that spends a captcha (the spend and the change commit together); the cart's lock opens it when
 * none is open and always commits it before the lock is let go, so the next change of that cart
 * reads this one whole. A transaction the database rolled back (a deadlock) is a failure.
 *
 * One statement opens it and one ends it (each is a round trip of every cart change): autocommit
 * off with the isolation level and the row-lock wait in the same SET, and autocommit back on, which
 * commits (and lets go of the rows it locked, the cart's lock among them). Whether the
 * database rolled it back in between is known without asking it: a deadlock is an error wpdb
 * records (in $EZSQL_ERROR, whatever the drop-in), and a connection wpdb had to open again lost
 * what the old one had not committed.
 */
final class Transaction
{
    /** The longest a statement of the transaction waits for a row another change holds (the cart's lock, CartLock). */
    public const MAX_LOCK_WAIT_SECONDS = 5;

    private static bool $open = false;

    /** The connection (thread id) and the count of recorded database errors when it was opened. */
    private static int $thread = 0;
    private static int $errorsBefore = 0;

    /**
     * How long a statement waits for a row lock: 5 s, and always at least a second below the
     * connection's read timeout (mysqlnd.net_read_timeout, set by dropins/db.php from
     * WHL_DB_READ_TIMEOUT), so a busy cart answers "busy" before the wait is taken for a stalled
     * database.
     */
    public static function lockWaitSeconds(?int $readTimeoutSeconds = null): int
    {
        $readTimeout = $readTimeoutSeconds ?? (int) ini_get('mysqlnd.net_read_timeout');
        return $readTimeout > 0 ? max(0, min(self::MAX_LOCK_WAIT_SECONDS, $readTimeout - 1)) : self::MAX_LOCK_WAIT_SECONDS;
    }

    /** Opens the request's transaction unless one is open. */
    public static function begin(\wpdb $db): void
    {
        if (self::$open) {
            return;
        }
        // MariaDB names the level tx_isolation (transaction_isolation only since 11.1), MySQL 8 transaction_isolation
        $level = str_contains((string) $db->db_server_info(), 'MariaDB') ? 'tx_isolation' : 'transaction_isolation';
        $wait = max(1, self::lockWaitSeconds()); // InnoDB waits at least a second
        if ($db->query("SET SESSION {$level} = 'READ-COMMITTED', innodb_lock_wait_timeout = {$wait}, autocommit = 0") === false) {
            // a server that knows neither name (MySQL before 5.7.20)
            if (
                $db->query('SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED') === false
                || $db->query("SET innodb_lock_wait_timeout = {$wait}, autocommit = 0") === false
            ) {
                throw new \RuntimeException('the change could not start');
            }
        }
        self::$open = true;
        self::$thread = self::thread($db);
        self::$errorsBefore = count(self::errors());
    }

    /**
     * Runs $fn all or nothing: in a transaction of its own, or, within the request's, under a
     * savepoint (a START TRANSACTION there would commit the request's transaction half done).
     *
     * @template T
     * @param callable(): T $fn
     * @return T
     */
    public static function atomically(\wpdb $db, callable $fn): mixed
    {
        [$start, $done, $undo] = self::$open
            ? ['SAVEPOINT whl_atomic', 'RELEASE SAVEPOINT whl_atomic', 'ROLLBACK TO SAVEPOINT whl_atomic']
            : ['START TRANSACTION', 'COMMIT', 'ROLLBACK'];
        Db::write($db, $start);
        try {
            $result = $fn();
            Db::write($db, $done);
            return $result;
        } catch (\Throwable $e) {
            $db->query($undo);
            throw $e;
        }
    }

    /** Commits the request's transaction, if one is open. */
    public static function commit(\wpdb $db): void
    {
        if (!self::$open) {
            return;
        }
        self::$open = false;
        // what came after a rollback ran in a transaction of its own (autocommit is still off): it is committed too
        $rolledBack = self::thread($db) !== self::$thread || self::deadlockSince(self::$errorsBefore);
        if ($db->query('SET autocommit = 1') === false || $rolledBack) {
            throw new \RuntimeException('the change was not committed');
        }
    }

    private static function thread(\wpdb $db): int
    {
        return $db->dbh instanceof \mysqli ? (int) $db->dbh->thread_id : 0;
    }

    private static function deadlockSince(int $from): bool
    {
        foreach (array_slice(self::errors(), $from) as $error) {
            if (str_contains((string) ($error['error_str'] ?? ''), 'Deadlock')) {
                return true;
            }
        }
        return false;
    }

    /** @return list<array{query?: string, error_str?: string}> every database error of the request, as wpdb::print_error() records them */
    private static function errors(): array
    {
        return is_array($GLOBALS['EZSQL_ERROR'] ?? null) ? array_values($GLOBALS['EZSQL_ERROR']) : [];
    }
}
