<?php

/**
 * Bounds how long a web request waits for the database (issue 6 finding 9), so a stalled server
 * cannot hold every PHP worker: require_wp_db() loads wp-content/db.php (installed by the plugin,
 * see Infrastructure\Operations\DropIns) before it creates $wpdb, and takes the $wpdb made here.
 *
 * - Read timeout, mysqlnd.net_read_timeout (PHP's default: 86400 s): each wait for an answer of
 *   the server, the greeting of a new connection included, so it also bounds connecting to a
 *   server that accepts but is stalled. 2 s (issue 31 finding 9: a stalled database answers the
 *   shop's 503 envelope within 3 s): a healthy server answers the site's queries in milliseconds,
 *   and the longest wait the bridge asks for, a row lock of a change (the cart's among them), is
 *   kept a second below it (Infrastructure\Storage\Transaction).
 * - Connect timeout, 2 s: mysqlnd takes default_socket_timeout (60 s) when mysqli sets none, and
 *   wpdb sets none. That ini is every stream's timeout, so it is lowered around the connect only.
 * - One reconnect instead of five: wpdb sleeps 1 s after each failed try, and each try may wait
 *   the timeouts again. One still heals a connection the server dropped while idle.
 * - Once a read has waited the whole read timeout, the server is stalled, not idle-dropped: for the
 *   rest of the request no reconnect is tried and every query fails at once. Otherwise the next
 *   query would reconnect and wait the timeout again (and wpdb sleep a second) before the request
 *   could answer: a request the stall caught midway took twice the timeout and more.
 *
 * Not on the command line: WP-CLI and cron scripts may run long queries on purpose. wp-config.php
 * may set WHL_DB_READ_TIMEOUT and WHL_DB_CONNECT_TIMEOUT (seconds).
 */

declare(strict_types=1);

namespace Whl\Bridge\DropIns;

defined('ABSPATH') || exit;

if (PHP_SAPI === 'cli') {
    return;
}

final class BoundedWpdb extends \wpdb
{
    /** When the query in progress started (microtime), for check_connection. */
    private float $queryStarted = 0.0;

    private const STALLED = 'The database server did not answer within the read timeout.';

    /** A read of this request waited the whole read timeout: the server does not answer. */
    private bool $stalled = false;

    public function __construct(
        string $user,
        string $password,
        string $name,
        string $host,
        private readonly int $connectTimeout,
        private readonly int $readTimeout,
    ) {
        $this->reconnect_retries = 1;
        parent::__construct($user, $password, $name, $host);
    }

    /** @param string $query */
    public function query($query)
    {
        if ($this->stalled) {
            $this->flush(); // no result of an earlier query is read as this one's
            $this->last_error = self::STALLED;
            return false;
        }
        $this->queryStarted = microtime(true);
        $result = parent::query($query);
        if ($result === false && $this->waitedTheTimeout()) {
            $this->stalled = true;
        }
        return $result;
    }

    /** @param bool $allow_bail */
    public function check_connection($allow_bail = true)
    {
        if ($this->stalled || $this->waitedTheTimeout()) {
            // a stalled server, which a ping and a reconnect would each wait for again; the error is
            // recorded, so the query that waited is not read as one that found nothing
            $this->stalled = true;
            $this->last_error = self::STALLED;
            return false;
        }
        return parent::check_connection($allow_bail);
    }

    private function waitedTheTimeout(): bool
    {
        return $this->queryStarted > 0.0 && microtime(true) - $this->queryStarted >= $this->readTimeout - 0.05;
    }

    /** @param bool $allow_bail */
    public function db_connect($allow_bail = true)
    {
        $streamTimeout = ini_set('default_socket_timeout', (string) $this->connectTimeout);
        try {
            return parent::db_connect($allow_bail);
        } finally {
            if ($streamTimeout !== false) {
                ini_set('default_socket_timeout', $streamTimeout);
            }
        }
    }
}

$readTimeout = defined('WHL_DB_READ_TIMEOUT') ? (int) WHL_DB_READ_TIMEOUT : 2;
ini_set('mysqlnd.net_read_timeout', (string) $readTimeout);
$GLOBALS['wpdb'] = new BoundedWpdb(
    defined('DB_USER') ? DB_USER : '',
    defined('DB_PASSWORD') ? DB_PASSWORD : '',
    defined('DB_NAME') ? DB_NAME : '',
    defined('DB_HOST') ? DB_HOST : '',
    defined('WHL_DB_CONNECT_TIMEOUT') ? (int) WHL_DB_CONNECT_TIMEOUT : 2,
    $readTimeout,
);
