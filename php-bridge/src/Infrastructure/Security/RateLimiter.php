<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Security;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\WordPress\Settings;

/**
 * Fixed-window counters per action group, per client IP and per session (limits in the settings;
 * 0 = unlimited). One upsert per counter: it adds the hit only below the limit and reports the
 * count through LAST_INSERT_ID, so a refused call costs no more than an allowed one.
 */
final class RateLimiter
{
    /**
     * Refused when the counters cannot be written: these groups hold numbers, write carts or
     * spend captcha checks. The others (catalogue, session, bootstrap, js_error) are let through
     * so browsing keeps working.
     */
    private const FAIL_CLOSED = ['cart', 'captcha', 'reservation'];

    private bool $purgeChecked = false;

    /** Housekeeping asks the shared counters on about one call in this many (occasionally()). */
    public const HOUSEKEEPING_ONE_IN = 20;

    /** @param (\Closure(int): bool)|null $chance true with probability 1/n (tests make it certain) */
    public function __construct(
        private readonly \wpdb $db,
        private readonly Settings $settings,
        private readonly Clock $clock = new SystemClock(),
        private readonly ?\Closure $chance = null,
    ) {
    }

    /**
     * Counters live in a MEMORY table: no disk write per call (an InnoDB upsert costs a log flush),
     * and losing them on a database restart only resets the windows. `window_start` is the start
     * of a counter's window and the end of a once() period (see purgeExpired()).
     *
     * @return list<string> dbDelta statements
     */
    public static function schema(string $prefix, string $collate): array
    {
        return [
            "CREATE TABLE {$prefix}whl_rate_limits (
  bucket char(40) CHARACTER SET ascii NOT NULL,
  window_start int(10) unsigned NOT NULL,
  hits int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (bucket,window_start),
  KEY window_start (window_start)
) ENGINE=MEMORY {$collate};",
        ];
    }

    /**
     * Counts the call; false when the group's limit for the IP or the session is reached, or when
     * the counters cannot be written and the group fails closed.
     */
    public function hit(string $group, ?string $sessionId, string $ip): bool
    {
        $limits = $this->settings->rateLimit($group);
        $start = $this->windowStart();
        // The IP first, so a call it refuses leaves the session's quota alone. A call the session
        // refuses after the IP let it through stays counted against the IP (one statement each).
        foreach (['ip' => [$ip, $limits['per_ip']], 's' => [$sessionId, $limits['per_session']]] as $scope => [$id, $limit]) {
            if ($id === null || $limit <= 0) {
                continue;
            }
            $hits = $this->count(sha1("{$group}|{$scope}|{$id}"), $start, $limit);
            if ($hits === null) {
                return !in_array($group, self::FAIL_CLOSED, true);
            }
            if ($hits > $limit) {
                return false;
            }
        }
        return true;
    }

    /** Seconds until the current window ends and every count starts again (the answer's Retry-After). */
    public function secondsToNextWindow(): int
    {
        $window = $this->settings->rateWindowSeconds();
        return $window - $this->clock->now() % $window;
    }

    /**
     * For housekeeping (sweeps and purges the reads do not depend on): on about one call in
     * HOUSEKEEPING_ONE_IN, once() — so at most once per period across nodes, and most calls pay no
     * round trip for it (two of them were a tenth of every reservation, issue 15). A quiet site
     * runs its housekeeping later, when there is little to keep.
     */
    public function occasionally(string $key, int $seconds): bool
    {
        $chance = $this->chance ?? static fn (int $n): bool => random_int(1, $n) === 1;
        return $chance(self::HOUSEKEEPING_ONE_IN) && $this->once($key, $seconds);
    }

    /** True for the first caller in each period of $seconds (across requests and web nodes). */
    public function once(string $key, int $seconds): bool
    {
        $seconds = max(1, $seconds);
        $hits = $this->count(sha1('once|' . $key), (intdiv($this->clock->now(), $seconds) + 1) * $seconds, 1);
        return $hits === null || $hits === 1; // counters unavailable: the job runs rather than never
    }

    /**
     * Adds a hit to a counter unless it has reached $limit. Returns the count, $limit + 1 for a
     * refused hit, null when the counters cannot be written (query error, table full).
     */
    private function count(string $bucket, int $windowStart, int $limit): ?int
    {
        // MariaDB reports the LAST_INSERT_ID(expr) evaluated by the statement as its insert id,
        // also when the row is left unchanged; a new row sets it explicitly to 1.
        $upsert = $this->db->prepare(
            "INSERT INTO {$this->table()} (bucket, window_start, hits) VALUES (%s, %d, LAST_INSERT_ID(1))
             ON DUPLICATE KEY UPDATE hits = IF(hits < %d, LAST_INSERT_ID(hits + 1), hits + 0 * LAST_INSERT_ID(%d))",
            $bucket,
            $windowStart,
            $limit,
            $limit + 1,
        );
        if ($this->db->query($upsert) === false) {
            $this->purgeExpired(); // a full MEMORY table is most often old windows
            if ($this->db->query($upsert) === false) {
                return null;
            }
        }
        $hits = (int) $this->db->insert_id;
        if ($hits === 1) {
            $this->purgeIfDue(); // a new row: the table grew
        }
        return $hits;
    }

    /** Purges at most once per window across all nodes, looked at most once per request. */
    private function purgeIfDue(): void
    {
        if ($this->purgeChecked) {
            return;
        }
        $this->purgeChecked = true; // also ends the recursion: once() below adds a row too
        if ($this->once('rate_limits_purge', $this->settings->rateWindowSeconds())) {
            $this->purgeExpired();
        }
    }

    /**
     * Deletes the rows keyed before the current window: counters of past windows, and once()
     * periods that are over (their rows are keyed on the period's end, so a period longer than
     * the window outlives it).
     */
    private function purgeExpired(): void
    {
        $this->db->query($this->db->prepare("DELETE FROM {$this->table()} WHERE window_start < %d", $this->windowStart()));
    }

    private function windowStart(): int
    {
        $window = $this->settings->rateWindowSeconds();
        return intdiv($this->clock->now(), $window) * $window;
    }

    private function table(): string
    {
        return $this->db->prefix . 'whl_rate_limits';
    }
}
