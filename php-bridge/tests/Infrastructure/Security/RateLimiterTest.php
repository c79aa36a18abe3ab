<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Infrastructure\Security;

use Whl\Bridge\Infrastructure\Security\RateLimiter;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\MovableClock;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Settings;

/**
 * Rate limits per action group, per session and per client IP (ARCHITECTURE §3 pipeline).
 *
 * Issue 6 finding 6: refused calls kept raising the counters (and a call refused per session
 * still counted against the IP), old windows were deleted only by chance, and a full counter
 * table switched the limiter off for everyone. Now the IP is checked first, a counter at its
 * limit stays there, expired windows are purged once per window, and when the counters cannot
 * be written the cart, captcha and reservation groups are refused while browsing goes on.
 *
 * Most tests run on a private copy of the counter table (a connection of their own with another
 * prefix), so the rows they read are theirs alone.
 */
final class RateLimiterTest extends TestCase
{
    private const WINDOW = 3600;

    private string $prefix;

    /** A connection of its own whose prefix points the limiter at the private table. */
    private \wpdb $db;

    /** The time the limiters below read: a minute into a window, moved by the tests instead of waiting. */
    private MovableClock $clock;

    protected function setUp(): void
    {
        parent::setUp();
        $this->clock = new MovableClock(intdiv(time(), self::WINDOW) * self::WINDOW + 60);
        $this->prefix = Fixtures::db()->prefix . 'rltest_';
        $this->db = new \wpdb(DB_USER, DB_PASSWORD, DB_NAME, DB_HOST);
        $this->db->suppress_errors(true); // the failures are the point of some tests
        $this->db->prefix = $this->prefix;
        $this->createTable();
    }

    protected function tearDown(): void
    {
        Fixtures::db()->query("DROP TABLE IF EXISTS {$this->table()}");
        $this->db->close();
        parent::tearDown();
    }

    public function test_calls_beyond_the_session_limit_are_refused(): void
    {
        $limiter = new RateLimiter(Fixtures::db(), new Settings(['rate_limits' => ['cart' => ['per_session' => 3, 'per_ip' => 100]]]));
        $session = 'sess-' . uniqid();
        $ip = '198.51.100.' . random_int(1, 254) . '-' . uniqid();
        $results = [];
        for ($i = 0; $i < 4; $i++) {
            $results[] = $limiter->hit('cart', $session, $ip);
        }
        self::assertSame([true, true, true, false], $results);
        self::assertTrue($limiter->hit('cart', 'other-' . uniqid(), $ip), 'another session has its own count');
        self::assertTrue($limiter->hit('catalogue', $session, $ip), 'another group has its own count');
    }

    public function test_calls_beyond_the_ip_limit_are_refused_whatever_the_session(): void
    {
        $limiter = new RateLimiter(Fixtures::db(), new Settings(['rate_limits' => ['captcha' => ['per_session' => 100, 'per_ip' => 2]]]));
        $ip = 'ip-' . uniqid();
        self::assertTrue($limiter->hit('captcha', 's1-' . uniqid(), $ip));
        self::assertTrue($limiter->hit('captcha', 's2-' . uniqid(), $ip));
        self::assertFalse($limiter->hit('captcha', 's3-' . uniqid(), $ip));
        self::assertFalse($limiter->hit('captcha', null, $ip), 'calls without a session count by IP');
    }

    public function test_zero_means_unlimited(): void
    {
        $limiter = new RateLimiter(Fixtures::db(), new Settings(['rate_limits' => ['js_error' => ['per_session' => 0, 'per_ip' => 0]]]));
        for ($i = 0; $i < 20; $i++) {
            self::assertTrue($limiter->hit('js_error', 'x', 'y'));
        }
    }

    public function test_once_lets_one_caller_through_per_period(): void
    {
        $limiter = new RateLimiter(Fixtures::db(), new Settings([]));
        $key = 'job-' . uniqid();
        self::assertTrue($limiter->once($key, 3600));
        self::assertFalse($limiter->once($key, 3600));
        self::assertFalse((new RateLimiter(Fixtures::db(), new Settings([])))->once($key, 3600), 'shared across requests');
    }

    public function test_housekeeping_asks_the_counters_on_one_call_in_twenty_and_then_once_per_period(): void
    {
        $key = 'job-' . uniqid();
        $asked = [];
        $never = new RateLimiter(Fixtures::db(), new Settings([]), chance: static function (int $n) use (&$asked): bool {
            $asked[] = $n;
            return false;
        });
        self::assertFalse($never->occasionally($key, 3600), 'not this call');
        self::assertSame([RateLimiter::HOUSEKEEPING_ONE_IN], $asked);
        self::assertSame(20, RateLimiter::HOUSEKEEPING_ONE_IN);
        $table = Fixtures::db()->prefix . 'whl_rate_limits';
        self::assertSame('0', (string) Fixtures::db()->get_var("SELECT COUNT(*) FROM {$table} WHERE bucket = '" . sha1('once|' . $key) . "'"), 'no round trip');
        $always = static fn (): RateLimiter => new RateLimiter(Fixtures::db(), new Settings([]), chance: static fn (int $n): bool => true);
        self::assertTrue($always()->occasionally($key, 3600), 'the first one picked in the period');
        self::assertFalse($always()->occasionally($key, 3600), 'at most once per period, across requests');
        $hits = 0;
        for ($i = 0; $i < 2000; $i++) {
            $hits += (new RateLimiter(Fixtures::db(), new Settings([])))->occasionally($key, 3600) ? 1 : 0;
        }
        self::assertSame(0, $hits, 'the real chance still answers once per period');
    }

    public function test_refused_calls_do_not_raise_the_counter_and_the_next_window_gives_the_full_quota_again(): void
    {
        $limits = ['cart' => ['per_session' => 3, 'per_ip' => 0]];
        $this->freshWindow();
        $results = [];
        for ($i = 0; $i < 8; $i++) {
            $results[] = $this->limiter($limits)->hit('cart', 'sess', 'ip');
        }
        self::assertSame([true, true, true, false, false, false, false, false], $results);
        self::assertSame(3, $this->hits('cart|s|sess'), 'a counter at its limit stays at its limit');

        $this->windowPasses();
        $results = [];
        for ($i = 0; $i < 4; $i++) {
            $results[] = $this->limiter($limits)->hit('cart', 'sess', 'ip');
        }
        self::assertSame([true, true, true, false], $results, 'the full quota again, not what the refused calls piled up');
    }

    public function test_the_ip_limit_is_checked_first_so_a_call_it_refuses_does_not_count_against_the_session(): void
    {
        $limits = ['captcha' => ['per_session' => 3, 'per_ip' => 2]];
        $this->freshWindow();
        self::assertTrue($this->limiter($limits)->hit('captcha', 'sess', 'ip-a'));
        self::assertTrue($this->limiter($limits)->hit('captcha', 'sess', 'ip-a'));
        self::assertFalse($this->limiter($limits)->hit('captcha', 'sess', 'ip-a'), 'refused by IP');
        self::assertSame(2, $this->hits('captcha|s|sess'));

        self::assertTrue($this->limiter($limits)->hit('captcha', 'sess', 'ip-b'), 'the session still has its third call');
        self::assertFalse($this->limiter($limits)->hit('captcha', 'sess', 'ip-b'), 'refused by session');
    }

    public function test_without_counters_cart_captcha_and_reservation_are_refused_and_browsing_goes_on(): void
    {
        $this->db->prefix = Fixtures::db()->prefix . 'rltest_missing_'; // no such table
        $limiter = $this->limiter([]);

        foreach (['cart', 'captcha', 'reservation'] as $group) {
            self::assertFalse($limiter->hit($group, 'sess', 'ip'), "{$group} fails closed");
        }
        foreach (['catalogue', 'session', 'bootstrap', 'js_error'] as $group) {
            self::assertTrue($limiter->hit($group, 'sess', 'ip'), "{$group} fails open");
        }
    }

    public function test_a_table_full_of_expired_windows_is_purged_and_the_call_counted(): void
    {
        $start = $this->freshWindow();
        $this->createTable(small: true);
        $this->fill($start - self::WINDOW);

        self::assertTrue($this->limiter(['cart' => ['per_session' => 5, 'per_ip' => 0]])->hit('cart', 'sess', 'ip'));
        self::assertSame(1, $this->hits('cart|s|sess'), 'the call is counted');
        self::assertSame(0, $this->rowsBefore($start), 'the expired windows are gone');
    }

    public function test_a_table_full_of_live_windows_refuses_the_cart_and_lets_the_catalogue_through(): void
    {
        $start = $this->freshWindow();
        $this->createTable(small: true);
        $this->fill($start);

        self::assertFalse($this->limiter([])->hit('cart', 'sess', 'ip'), 'cart fails closed');
        self::assertTrue($this->limiter([])->hit('catalogue', 'sess', 'ip'), 'catalogue fails open');
    }

    public function test_expired_windows_are_deleted_on_schedule_once_per_window(): void
    {
        $start = $this->freshWindow();
        $this->insertRow('expired-1', $start - self::WINDOW);
        $this->limiter([])->hit('catalogue', 's1', 'ip1');
        self::assertSame(0, $this->rowsBefore($start), 'the first new counter of a window purges the older ones');

        $this->insertRow('expired-2', $start - self::WINDOW);
        $this->limiter([])->hit('catalogue', 's2', 'ip2');
        self::assertSame(1, $this->rowsBefore($start), 'at most one purge per window');

        $this->windowPasses();
        $this->limiter([])->hit('catalogue', 's3', 'ip3');
        self::assertSame(0, $this->rowsBefore($start), 'the next window purges again');
    }

    public function test_a_purge_keeps_once_periods_that_are_still_running(): void
    {
        $this->freshWindow(); // the hour below stays the same
        $settings = new Settings(['rate_limits' => ['window_seconds' => 1]]);
        $key = 'job-' . uniqid();
        self::assertTrue((new RateLimiter($this->db, $settings, $this->clock))->once($key, 3600));
        $this->insertRow('expired', $this->clock->now() - 5);

        $this->clock->advance(1); // the next 1-second window
        $start = $this->clock->now();
        (new RateLimiter($this->db, $settings, $this->clock))->hit('catalogue', 'sess', 'ip');
        self::assertSame(0, $this->rowsBefore($start), 'a purge ran');

        self::assertFalse((new RateLimiter($this->db, $settings, $this->clock))->once($key, 3600), 'its hour is not over');
    }

    /** A limiter of a new request on the private table; window of an hour, limits over the defaults. */
    private function limiter(array $limits): RateLimiter
    {
        return new RateLimiter($this->db, new Settings(['rate_limits' => ['window_seconds' => self::WINDOW] + $limits]), $this->clock);
    }

    private function table(): string
    {
        return $this->prefix . 'whl_rate_limits';
    }

    /** The counter table's schema; small: the least a MEMORY table may hold (a few hundred rows). */
    private function createTable(bool $small = false): void
    {
        $db = Fixtures::db();
        $db->query("DROP TABLE IF EXISTS {$this->table()}");
        $saved = (int) $db->get_var('SELECT @@SESSION.max_heap_table_size');
        if ($small) {
            $db->query('SET SESSION max_heap_table_size = 16384');
        }
        $db->query(RateLimiter::schema($this->prefix, '')[0]);
        $db->query("SET SESSION max_heap_table_size = {$saved}");
    }

    /** Fills the table with rows of a window until it is full. */
    private function fill(int $windowStart): void
    {
        $db = $this->db;
        for ($i = 0; $i < 100000; $i++) {
            $insert = $db->prepare("INSERT INTO {$this->table()} (bucket, window_start, hits) VALUES (%s, %d, 1)", sha1("filler|{$i}"), $windowStart);
            if ($db->query($insert) === false) {
                self::assertStringContainsString('is full', $db->last_error);
                return;
            }
        }
        self::fail('the test table never filled up');
    }

    private function insertRow(string $bucket, int $windowStart): void
    {
        $insert = "INSERT INTO {$this->table()} (bucket, window_start, hits) VALUES (%s, %d, 1)";
        Fixtures::db()->query(Fixtures::db()->prepare($insert, sha1($bucket), $windowStart));
    }

    /** The count of a counter; its bucket is the sha1 of "group|s|session" or "group|ip|address". */
    private function hits(string $counter): ?int
    {
        $hits = Fixtures::db()->get_var(Fixtures::db()->prepare("SELECT hits FROM {$this->table()} WHERE bucket = %s", sha1($counter)));
        return $hits === null ? null : (int) $hits;
    }

    private function rowsBefore(int $windowStart): int
    {
        return (int) Fixtures::db()->get_var(Fixtures::db()->prepare("SELECT COUNT(*) FROM {$this->table()} WHERE window_start < %d", $windowStart));
    }

    /** Moves every row one window back, as if a window had passed. */
    private function windowPasses(): void
    {
        Fixtures::db()->query(Fixtures::db()->prepare("UPDATE {$this->table()} SET window_start = window_start - %d", self::WINDOW));
    }

    /** The current window's start on the test's clock (a minute into it: the test stays in one window). */
    private function freshWindow(): int
    {
        return intdiv($this->clock->now(), self::WINDOW) * self::WINDOW;
    }
}
