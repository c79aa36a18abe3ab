<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Infrastructure\Operations;

use Whl\Bridge\Infrastructure\Operations\DropIns;
use Whl\Bridge\Infrastructure\Storage\Transaction;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Http;
use Whl\Bridge\Tests\Support\PhpServer;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 6 finding 9 (000 §6): a stalled database must not hold a PHP worker. The db.php drop-in
 * bounds the wait for the server's answers (the greeting of a new connection included), the wait
 * for a connection the server does not accept, and wpdb's reconnect tries; under a web SAPI only.
 * Issue 31 finding 9: with its defaults a stalled database answers the shop's envelope within 3 s,
 * whether the stall comes before a request connects or in the middle of it.
 */
final class DbDropInTest extends TestCase
{
    private const DROP_IN = __DIR__ . '/../../../dropins/db.php';

    /** @var list<resource> */
    private array $sockets = [];

    protected function tearDown(): void
    {
        array_map('fclose', $this->sockets);
        $this->sockets = [];
        parent::tearDown();
    }

    public function test_a_server_that_accepts_but_never_answers_fails_the_connect_after_the_read_timeout(): void
    {
        $silent = $this->listen(32); // the kernel accepts; nobody ever sends the greeting

        $answer = $this->connect($silent, ['WHL_DB_READ_TIMEOUT' => '1']);

        self::assertGreaterThanOrEqual(0.9, $answer['seconds']);
        self::assertLessThan(3.0, $answer['seconds'], 'wpdb gave up after the read timeout, without waiting on');
        self::assertSame('1', $answer['read_timeout']);
    }

    public function test_a_server_that_does_not_accept_fails_the_connect_after_the_connect_timeout(): void
    {
        $full = $this->listen(0);
        for ($i = 0; $i < 4; $i++) { // fill the accept queue: further connects are left unanswered
            $this->sockets[] = stream_socket_client($full, $errno, $error, 1, STREAM_CLIENT_CONNECT | STREAM_CLIENT_ASYNC_CONNECT);
        }

        $answer = $this->connect($full, ['WHL_DB_CONNECT_TIMEOUT' => '1']);

        self::assertGreaterThanOrEqual(0.9, $answer['seconds']);
        self::assertLessThan(3.0, $answer['seconds']);
        self::assertSame('1', $answer['connect_timeout'], 'the connect timeout is default_socket_timeout during the connect');
        self::assertSame('2', $answer['read_timeout'], 'the read timeout without WHL_DB_READ_TIMEOUT: 2 s');
    }

    public function test_the_site_runs_on_the_bounded_wpdb_with_its_defaults(): void
    {
        DropIns::forSite()->install();
        $server = PhpServer::start(__DIR__ . '/fixtures/site-router.php', ['WHL_WP_DIR' => ABSPATH]);

        $answer = json_decode(Http::get($server->url . '/')['body'], true);

        self::assertSame('Whl\Bridge\DropIns\BoundedWpdb', $answer['class']);
        // 2 s unless wp-config sets WHL_DB_READ_TIMEOUT; above a row lock's wait either way (Transaction)
        self::assertSame(defined('WHL_DB_READ_TIMEOUT') ? (string) WHL_DB_READ_TIMEOUT : '2', $answer['read_timeout']);
        self::assertLessThan((int) $answer['read_timeout'], Transaction::lockWaitSeconds((int) $answer['read_timeout']));
        self::assertSame(1, $answer['reconnect_retries']);
        self::assertSame(ini_get('default_socket_timeout'), $answer['connect_timeout'], 'every other stream keeps its timeout');
    }

    public function test_with_the_defaults_a_server_that_never_answers_fails_the_connect_within_3_s(): void
    {
        $answer = $this->connect($this->listen(32), []);

        self::assertSame('2', $answer['read_timeout']);
        self::assertGreaterThanOrEqual(1.9, $answer['seconds'], 'it waited for the server');
        self::assertLessThan(3.0, $answer['seconds']);
    }

    public function test_a_database_stalled_before_or_during_a_request_answers_within_one_read_timeout(): void
    {
        $readTimeout = defined('WHL_DB_READ_TIMEOUT') ? (int) WHL_DB_READ_TIMEOUT : 2;
        self::assertLessThanOrEqual(2, $readTimeout, 'the test host waits no longer than the default');
        $signals = sys_get_temp_dir() . '/whl-stall-' . bin2hex(random_bytes(4));
        $server = PhpServer::start(__DIR__ . '/fixtures/stall-router.php', [
            'WHL_WP_DIR' => ABSPATH,
            'WHL_TEST_CONNECTED' => $signals . '-connected',
            'WHL_TEST_STALLED' => $signals . '-stalled',
        ]);
        $caught = curl_init($server->url . '/');
        curl_setopt_array($caught, [CURLOPT_RETURNTRANSFER => true, CURLOPT_TIMEOUT => 30]);
        $running = curl_multi_init();
        curl_multi_add_handle($running, $caught);
        $mariadb = (int) file_get_contents(rtrim((string) getenv('WHL_STATE_DIR'), '/') . '/mysqld.pid');
        self::assertGreaterThan(0, $mariadb, 'the test host\'s MariaDB');
        try {
            for ($i = 0; $i < 400 && !file_exists($signals . '-connected'); $i++) {
                curl_multi_exec($running, $active);
                curl_multi_select($running, 0.025);
            }
            self::assertFileExists($signals . '-connected', 'the request connected before the stall');
            posix_kill($mariadb, SIGSTOP); // the kernel still accepts connections; nothing answers
            touch($signals . '-stalled');

            $envelope = Http::get(Browser::baseUrl() . '/wp-admin/admin-ajax.php?action=wp_get_quote_id');
            do {
                curl_multi_exec($running, $active);
                curl_multi_select($running, 0.1);
            } while ($active > 0);
        } finally {
            posix_kill($mariadb, SIGCONT);
            @unlink($signals . '-connected');
            @unlink($signals . '-stalled');
        }

        // a request that connects to the stalled server: the shop's envelope after one read timeout
        self::assertSame(503, $envelope['status']);
        self::assertSame(['responseCode' => 'failure', 'message' => 'failure'], json_decode($envelope['body'], true));
        self::assertLessThan(3.0, $envelope['seconds']);
        // a request the stall caught midway: one read waits the timeout, and the rest fail at once
        $reads = json_decode((string) curl_multi_getcontent($caught), true)['reads'] ?? null;
        self::assertIsArray($reads, (string) curl_multi_getcontent($caught));
        self::assertGreaterThanOrEqual($readTimeout - 0.1, $reads[0]['seconds']);
        self::assertLessThan(3.0, array_sum(array_column($reads, 'seconds')), 'no reconnect waits for the stalled server again');
        foreach ($reads as $read) {
            self::assertNull($read['value']);
            self::assertNotSame('', $read['error'], 'a read that waited in vain is an error, never "no row"');
        }
    }

    public function test_command_line_runs_keep_wordpress_s_own_wpdb_and_timeouts(): void
    {
        $code = 'define("ABSPATH", $argv[1]); define("WPINC", "wp-includes"); require ABSPATH . WPINC . "/class-wpdb.php";'
            . ' require $argv[2]; echo json_encode([isset($wpdb), ini_get("mysqlnd.net_read_timeout")]);';
        $out = shell_exec(implode(' ', array_map('escapeshellarg', ['php', '-r', $code, ABSPATH, self::DROP_IN])));

        self::assertSame([false, ini_get('mysqlnd.net_read_timeout')], json_decode((string) $out, true), 'WP-CLI may run long queries on purpose');
    }

    /** @return string the listening address */
    private function listen(int $backlog): string
    {
        $server = stream_socket_server(
            'tcp://127.0.0.1:0',
            $errno,
            $error,
            STREAM_SERVER_BIND | STREAM_SERVER_LISTEN,
            stream_context_create(['socket' => ['backlog' => $backlog]])
        );
        $this->sockets[] = $server;
        return 'tcp://' . stream_socket_get_name($server, false);
    }

    /** Creates $wpdb through the drop-in against $address, in a web server; returns the db-error stand-in's report. */
    private function connect(string $address, array $env): array
    {
        $server = PhpServer::start(__DIR__ . '/fixtures/db-router.php', $env + [
            'WHL_WP_DIR' => ABSPATH,
            'WHL_DROP_IN' => realpath(self::DROP_IN) ?: self::DROP_IN,
            'WHL_TEST_DB_HOST' => substr($address, strlen('tcp://')),
        ]);
        $body = Http::get($server->url . '/')['body'];
        $answer = json_decode($body, true);
        self::assertIsArray($answer, 'db-error.php was loaded: ' . $body);
        self::assertArrayHasKey('seconds', $answer, 'the connect failed: ' . $body);
        return $answer;
    }
}
