<?php

/**
 * Bounds how long a web request waits for the database (issue 6 finding 9), so a stalled server
 * cannot hold every PHP worker: require_wp_db() loads wp-content/db.php (installed by the plugin,
 * see Infrastructure\Operations\DropIns) before it creates $wpdb, and takes the $wpdb made here.
 *
 * - Read timeout, mysqlnd.net_read_timeout (PHP's default: 86400 s): each wait for an answer of
 *   the server, the greeting of a new connection included, so it also bounds connecting to a
 *   server that accepts but is stalled. 8 s: above the longest wait the bridge asks the server
 *   for (a row lock of a change, the cart's among them: 5 s, Infrastructure\Storage\Transaction), well below the widgets' 20 s.
 * - Connect timeout, 2 s: mysqlnd takes default_socket_timeout (60 s) when mysqli sets none, and
 *   wpdb sets none. That ini is every stream's timeout, so it is lowered around the connect only.
 * - One reconnect instead of five: wpdb sleeps 1 s after each failed try, and each try may wait
 *   the timeouts again. One still heals a connection the server dropped while idle.
 * - None after a read that waited the whole read timeout: the server is stalled, not idle-dropped,
 *   and wpdb's check (a ping, then the reconnect) would wait the timeout once more before the
 *   request could answer.
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
        $this->queryStarted = microtime(true);
        return parent::query($query);
    }

    /** @param bool $allow_bail */
    public function check_connection($allow_bail = true)
    {
        if ($this->queryStarted > 0.0 && microtime(true) - $this->queryStarted >= $this->readTimeout - 0.05) {
            return false; // the read waited the whole timeout: a stalled server, which a ping would wait for again
        }
        return parent::check_connection($allow_bail);
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

$readTimeout = defined('WHL_DB_READ_TIMEOUT') ? (int) WHL_DB_READ_TIMEOUT : 8;
ini_set('mysqlnd.net_read_timeout', (string) $readTimeout);
$GLOBALS['wpdb'] = new BoundedWpdb(
    defined('DB_USER') ? DB_USER : '',
    defined('DB_PASSWORD') ? DB_PASSWORD : '',
    defined('DB_NAME') ? DB_NAME : '',
    defined('DB_HOST') ? DB_HOST : '',
    defined('WHL_DB_CONNECT_TIMEOUT') ? (int) WHL_DB_CONNECT_TIMEOUT : 2,
    $readTimeout,
);
