<?php

declare(strict_types=1);

namespace Whl\Bridge\Storage;

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
 */
final class Transaction
{
    private static bool $open = false;

    /** Opens the request's transaction unless one is open. */
    public static function begin(\wpdb $db): void
    {
        if (self::$open) {
            return;
        }
        if ($db->query('SET TRANSACTION ISOLATION LEVEL READ COMMITTED') === false || $db->query('START TRANSACTION') === false) {
            throw new \RuntimeException('the change could not start');
        }
        self::$open = true;
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
        // a transaction the database ended (a deadlock's rollback) leaves the statements after it on their own
        $intact = (string) $db->get_var('SELECT @@in_transaction') === '1';
        if ($db->query('COMMIT') === false || !$intact) {
            throw new \RuntimeException('the change was not committed');
        }
    }
}
