<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\NumberPage;
use Whl\Bridge\Domain\NumberQuery;
use Whl\Bridge\Domain\PhoneNumber;
use Whl\Bridge\Domain\Reservation;
use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\Ports;

/**
 * The number pool on the WordPress database. A hold is one conditional UPDATE (atomic: the row
 * changes only when nobody else holds it or the other hold has expired), expiry is a UTC
 * timestamp on the row. Expired holds are released by the writing operations and holdOf before
 * they run (one indexed UPDATE, at most once per request and as often as $sweepDue allows), and
 * reads treat them as free, so an expired hold is never listed.
 */
final class SandboxNumberInventory implements Ports\NumberInventory
{
    private const DEADLOCK_RETRIES = 3;

    private bool $swept = false;

    /** @var array<string, string> msisdn => vanity level, of the numbers find() read in this request */
    private array $levels = [];

    /**
     * @param (\Closure(): bool)|null $sweepDue whether a sweep is due (e.g. at most once per few
     *                                         seconds across all web nodes); always when null
     */
    public function __construct(
        private readonly \wpdb $db,
        private readonly ?\Closure $sweepDue = null,
        private readonly Clock $clock = new SystemClock(),
    ) {
    }

    public function search(NumberQuery $query): NumberPage
    {
        // No sweep here: the conditions below already treat an expired hold as free, and the
        // hottest read stays one query. One row more than the page per level tells whether the
        // next page has numbers, without a second query. The order (sort_key, msisdn) is total,
        // so the same page_index gives the same numbers while the holds do not change. The free
        // condition is part of each query and prepared with it (its values in its place), never twice.
        $free = " AND n.service_type IN (%s, 'both') AND (n.held_by IS NULL OR n.held_until <= %s)";
        $freeValues = [$query->serviceType, self::utc($this->clock->now())];
        $levels = $query->levelsToList();
        $offset = $query->offset();
        if ($query->pattern === '*') {
            $selects = [];
            foreach ($levels as $level) {
                $selects[] = $this->db->prepare(
                    "(SELECT n.msisdn, n.vanity_level, n.price_baisa, n.service_type FROM {$this->table()} n
                      WHERE n.vanity_level = %s{$free} ORDER BY n.sort_key, n.msisdn LIMIT %d OFFSET %d)",
                    ...[$level, ...$freeValues, $query->pageSize + 1, $offset],
                );
            }
            $rows = Db::rows($this->db, implode(' UNION ALL ', $selects));
        } else {
            // A pattern: a few dozen candidates through the 3-digit index, matched whole, paged here.
            $rows = Db::rows($this->db, $this->db->prepare(
                "SELECT n.msisdn, n.vanity_level, n.price_baisa, n.service_type FROM {$this->db->prefix}whl_sbx_number_grams g
                 JOIN {$this->table()} n ON n.msisdn = g.msisdn
                 WHERE g.gram = %s AND n.msisdn LIKE %s{$free} ORDER BY n.sort_key, n.msisdn",
                substr($query->pattern, 0, 3),
                '%' . $this->db->esc_like($query->pattern) . '%',
                ...$freeValues,
            ));
        }

        $numbers = array_fill_keys($levels, []);
        $hasMore = array_fill_keys($levels, false);
        $skip = array_fill_keys($levels, $query->pattern === '*' ? 0 : $offset); // the UNION is paged by SQL already
        foreach ($rows as $row) {
            $level = $row['vanity_level'];
            if (!isset($numbers[$level])) {
                continue;
            }
            if ($skip[$level] > 0) {
                $skip[$level]--;
            } elseif (count($numbers[$level]) < $query->pageSize) {
                $numbers[$level][] = new PhoneNumber($row['msisdn'], $level, (int) $row['price_baisa'], $row['service_type']);
            } else {
                $hasMore[$level] = true;
            }
        }
        return new NumberPage($numbers, $hasMore);
    }

    public function find(string $msisdn): ?PhoneNumber
    {
        $row = Db::row($this->db, $this->db->prepare(
            "SELECT msisdn, vanity_level, price_baisa, service_type FROM {$this->table()} WHERE msisdn = %s",
            $msisdn,
        ));
        if (!$row) {
            return null;
        }
        $this->levels[$row['msisdn']] = $row['vanity_level'];
        return new PhoneNumber($row['msisdn'], $row['vanity_level'], (int) $row['price_baisa'], $row['service_type']);
    }

    public function reserve(string $msisdn, string $holderRef, int $ttlSeconds): ?Reservation
    {
        $this->sweepExpired();
        $now = $this->clock->now();
        $until = $now + max(1, $ttlSeconds);
        // hold_version always changes, so "1 row affected" means "the condition matched" even when
        // the same holder renews within the same second.
        $sql = $this->db->prepare(
            "UPDATE {$this->table()} SET held_by = %s, held_until = %s, hold_version = hold_version + 1
             WHERE msisdn = %s AND sold_at IS NULL AND (held_by IS NULL OR held_by = %s OR held_until <= %s)",
            $holderRef,
            self::utc($until),
            $msisdn,
            $holderRef,
            self::utc($now),
        );
        $affected = $this->writeWithRetry($sql);
        if ($affected !== 1) {
            return null;
        }
        $level = $this->levels[$msisdn]
            ?? (string) Db::value($this->db, $this->db->prepare("SELECT vanity_level FROM {$this->table()} WHERE msisdn = %s", $msisdn));
        return new Reservation($msisdn, $holderRef, $until, $level);
    }

    public function release(string $msisdn, string $holderRef): bool
    {
        $affected = $this->writeWithRetry($this->db->prepare(
            "UPDATE {$this->table()} SET held_by = NULL, held_until = NULL WHERE msisdn = %s AND held_by = %s AND sold_at IS NULL",
            $msisdn,
            $holderRef,
        ));
        return $affected === 1;
    }

    /**
     * A sold number keeps its holder (the cart whose order owns it) with no expiry: held_until
     * NULL is never "<= now", so neither the sweep, nor a reserve, nor the listing frees it, and
     * release() leaves it alone (sold_at IS NULL in each).
     */
    public function sell(string $msisdn, string $holderRef): bool
    {
        $now = $this->clock->now();
        $this->writeWithRetry($this->db->prepare(
            "UPDATE {$this->table()} SET held_until = NULL, sold_at = %s, hold_version = hold_version + 1
             WHERE msisdn = %s AND held_by = %s AND sold_at IS NULL AND held_until > %s",
            self::utc($now),
            $msisdn,
            $holderRef,
            self::utc($now),
        ));
        // sold now, or earlier to the same holder (a repeated placement)
        return (bool) Db::value($this->db, $this->db->prepare(
            "SELECT 1 FROM {$this->table()} WHERE msisdn = %s AND held_by = %s AND sold_at IS NOT NULL",
            $msisdn,
            $holderRef,
        ));
    }

    public function holdOf(string $holderRef): ?Reservation
    {
        $this->sweepExpired();
        $row = Db::row($this->db, $this->db->prepare(
            "SELECT msisdn, vanity_level, held_until FROM {$this->table()}
             WHERE held_by = %s AND held_until > %s ORDER BY held_until DESC LIMIT 1",
            $holderRef,
            self::utc($this->clock->now()),
        ));
        return $row ? new Reservation($row['msisdn'], $holderRef, (int) strtotime($row['held_until'] . ' UTC'), $row['vanity_level']) : null;
    }

    /**
     * Releases every expired hold; returns how many. At most once per request and when due. The
     * reads do not depend on it: an expired hold is never listed and can always be reserved.
     */
    public function sweepExpired(): int
    {
        if ($this->swept) {
            return 0;
        }
        $this->swept = true;
        if ($this->sweepDue !== null && !($this->sweepDue)()) {
            return 0;
        }
        return $this->writeWithRetry($this->db->prepare(
            "UPDATE {$this->table()} SET held_by = NULL, held_until = NULL WHERE held_until <= %s AND sold_at IS NULL",
            self::utc($this->clock->now()),
        ));
    }

    /** @return list<string> every 3-digit run of the number, for the search index */
    public static function gramsOf(string $msisdn): array
    {
        $grams = [];
        for ($i = 0, $n = strlen($msisdn) - 2; $i < $n; $i++) {
            $grams[substr($msisdn, $i, 3)] = true;
        }
        return array_map('strval', array_keys($grams));
    }

    /** Runs a single-statement write; InnoDB may pick it as a deadlock victim under contention. */
    private function writeWithRetry(string $sql): int
    {
        for ($attempt = 1;; $attempt++) {
            $result = $this->db->query($sql);
            if ($result !== false) {
                return (int) $result;
            }
            $deadlock = str_contains($this->db->last_error, 'Deadlock') || str_contains($this->db->last_error, 'Lock wait timeout');
            if (!$deadlock || $attempt >= self::DEADLOCK_RETRIES) {
                throw new \RuntimeException('number inventory write failed: ' . $this->db->last_error);
            }
            usleep(random_int(2_000, 20_000));
        }
    }

    private static function utc(int $epoch): string
    {
        return gmdate('Y-m-d H:i:s', $epoch);
    }

    private function table(): string
    {
        return $this->db->prefix . 'whl_sbx_numbers';
    }
}
