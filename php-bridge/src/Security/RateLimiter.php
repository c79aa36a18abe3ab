<?php

declare(strict_types=1);

namespace Whl\Bridge\Security;

use Whl\Bridge\Settings;

/**
 * Fixed-window counters per action group, per session and per client IP (limits in the settings;
 * 0 = unlimited). One upsert per counter: the hit count comes back through LAST_INSERT_ID.
 */
final class RateLimiter
{
    public function __construct(
        private readonly \wpdb $db,
        private readonly Settings $settings,
    ) {
    }

    /**
     * Counters live in a MEMORY table: no disk write per call (an InnoDB upsert costs a log flush),
     * and losing them on a database restart only resets the windows.
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

    /** Counts the call; false when the group's limit for the session or the IP is exceeded. */
    public function hit(string $group, ?string $sessionId, string $ip): bool
    {
        $limits = $this->settings->rateLimit($group);
        $window = $this->settings->rateWindowSeconds();
        $start = intdiv(time(), $window) * $window;

        if ($sessionId !== null && $limits['per_session'] > 0
            && $this->count(sha1("{$group}|s|{$sessionId}"), $start) > $limits['per_session']) {
            return false;
        }
        if ($limits['per_ip'] > 0 && $this->count(sha1("{$group}|ip|{$ip}"), $start) > $limits['per_ip']) {
            return false;
        }
        if (random_int(1, 200) === 1) {
            $this->db->query($this->db->prepare("DELETE FROM {$this->table()} WHERE window_start < %d", $start - $window));
        }
        return true;
    }

    /** Seconds until the current window ends and every count starts again (the answer's Retry-After). */
    public function secondsToNextWindow(): int
    {
        $window = $this->settings->rateWindowSeconds();
        return $window - time() % $window;
    }

    /** True for the first caller in each period of $seconds (across requests and web nodes). */
    public function once(string $key, int $seconds): bool
    {
        $seconds = max(1, $seconds);
        return $this->count(sha1('once|' . $key), intdiv(time(), $seconds) * $seconds) === 1;
    }

    private function count(string $bucket, int $windowStart): int
    {
        $ok = $this->db->query($this->db->prepare(
            "INSERT INTO {$this->table()} (bucket, window_start, hits) VALUES (%s, %d, 1)
             ON DUPLICATE KEY UPDATE hits = LAST_INSERT_ID(hits + 1)",
            $bucket,
            $windowStart,
        ));
        if ($ok === false) {
            return 1; // counters unavailable (e.g. the table is full): fail open, the shop keeps working
        }
        return max(1, (int) $this->db->insert_id);
    }

    private function table(): string
    {
        return $this->db->prefix . 'whl_rate_limits';
    }
}
