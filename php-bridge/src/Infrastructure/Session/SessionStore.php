<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Session;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Storage\StorageFailure;
use Whl\Bridge\Infrastructure\Storage\Transaction;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;

/**
 * Server-side sessions in the database (not PHP file sessions), so several WordPress nodes behind
 * a load balancer share them. A session row per id, a value row per key, written at the session's
 * first write. Only a hash of the cookie's id is stored: reading the table does not let anyone
 * take over a session.
 */
final class SessionStore
{
    public const IDLE_SECONDS = 2 * 86400;

    /** The expiry slides on use, refreshed at most this often (one UPDATE, not one per call). */
    public const TOUCH_AFTER_SECONDS = 300;

    public function __construct(
        private readonly \wpdb $db,
        private readonly Clock $clock = new SystemClock(),
    ) {
    }

    public function clock(): Clock
    {
        return $this->clock;
    }

    /** @return list<string> dbDelta statements */
    public static function schema(string $prefix, string $collate): array
    {
        return [
            "CREATE TABLE {$prefix}whl_sessions (
  session_id char(64) NOT NULL,
  created_at datetime NOT NULL,
  last_seen_at datetime NOT NULL,
  expires_at datetime NOT NULL,
  PRIMARY KEY  (session_id),
  KEY expires_at (expires_at)
) {$collate};",
            "CREATE TABLE {$prefix}whl_session_values (
  session_id char(64) NOT NULL,
  item_key varchar(64) NOT NULL,
  item_value longtext NOT NULL,
  updated_at datetime NOT NULL,
  PRIMARY KEY  (session_id,item_key)
) {$collate};",
        ];
    }

    public static function isWellFormed(string $id): bool
    {
        return (bool) preg_match('/^[a-f0-9]{64}$/', $id);
    }

    /**
     * One query: the session's values and when it was last seen. A failed read throws: it is never
     * taken for a session that does not exist (issue 6 finding 4).
     *
     * @return array{values: array<string, string>, last_seen: int, expired: bool}|null null when no session was ever saved under the id
     * @throws StorageFailure
     */
    public function load(string $id): ?array
    {
        $rows = Db::rows($this->db, $this->db->prepare(
            "SELECT s.last_seen_at, s.expires_at, v.item_key, v.item_value FROM {$this->sessions()} s
             LEFT JOIN {$this->values()} v ON v.session_id = s.session_id
             WHERE s.session_id = %s",
            self::storedKey($id),
        ));
        if (!$rows) {
            return null;
        }
        if ((string) $rows[0]['expires_at'] <= $this->now()) {
            return ['values' => [], 'last_seen' => 0, 'expired' => true];
        }
        $values = [];
        foreach ($rows as $row) {
            if ($row['item_key'] !== null) {
                $values[$row['item_key']] = (string) $row['item_value'];
            }
        }
        return ['values' => $values, 'last_seen' => (int) strtotime($rows[0]['last_seen_at'] . ' UTC'), 'expired' => false];
    }

    /**
     * The cart's lock (CartLock): locks the session's row and its values for the rest of the
     * request's transaction (the commit lets go) and reads the values as they are now, in one
     * statement. A session without a row yet (its first write comes under this lock) is saved first
     * by an upsert, which locks the row whether this request or another made it; so is one whose
     * row went (purged) since the request loaded it. Two requests of one session wait for each other
     * here, on any web node.
     *
     * @return array<string, string> key => JSON
     * @throws StorageFailure a failed read, or the wait for another change of the session ran out
     */
    public function lock(string $id, bool $saved): array
    {
        if (!$saved) {
            $now = $this->clock->now();
            Db::write($this->db, $this->db->prepare(
                "INSERT INTO {$this->sessions()} (session_id, created_at, last_seen_at, expires_at) VALUES (%s, %s, %s, %s)
                 ON DUPLICATE KEY UPDATE session_id = session_id",
                self::storedKey($id),
                gmdate('Y-m-d H:i:s', $now),
                gmdate('Y-m-d H:i:s', $now),
                gmdate('Y-m-d H:i:s', $now + self::IDLE_SECONDS),
            ));
        }
        $rows = Db::rows($this->db, $this->db->prepare(
            "SELECT s.session_id, v.item_key, v.item_value FROM {$this->sessions()} s
             LEFT JOIN {$this->values()} v ON v.session_id = s.session_id
             WHERE s.session_id = %s FOR UPDATE",
            self::storedKey($id),
        ));
        if (!$rows) {
            return $saved ? $this->lock($id, false) : throw new StorageFailure('the session could not be saved');
        }
        $values = [];
        foreach ($rows as $row) {
            if ($row['item_key'] !== null) {
                $values[$row['item_key']] = (string) $row['item_value'];
            }
        }
        return $values;
    }

    /** One value, read now (another request may have written it since this one loaded the session). */
    public function value(string $id, string $item): ?string
    {
        return Db::value($this->db, $this->db->prepare(
            "SELECT item_value FROM {$this->values()} WHERE session_id = %s AND item_key = %s",
            self::storedKey($id),
            $item,
        ));
    }

    /** Saves the session under $id; a second save of the same id (two tabs writing first) changes nothing. */
    public function create(string $id): void
    {
        $now = $this->clock->now();
        Db::write($this->db, $this->db->prepare(
            "INSERT IGNORE INTO {$this->sessions()} (session_id, created_at, last_seen_at, expires_at) VALUES (%s, %s, %s, %s)",
            self::storedKey($id),
            gmdate('Y-m-d H:i:s', $now),
            gmdate('Y-m-d H:i:s', $now),
            gmdate('Y-m-d H:i:s', $now + self::IDLE_SECONDS),
        ));
        if (random_int(1, 50) === 1) {
            $this->purgeExpired(); // lazy cleanup, spread over the sessions saved
        }
    }

    public function touch(string $id): void
    {
        $now = $this->clock->now();
        Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->sessions()} SET last_seen_at = %s, expires_at = %s WHERE session_id = %s",
            gmdate('Y-m-d H:i:s', $now),
            gmdate('Y-m-d H:i:s', $now + self::IDLE_SECONDS),
            self::storedKey($id),
        ));
    }

    public function put(string $id, string $item, string $value): void
    {
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->values()} (session_id, item_key, item_value, updated_at) VALUES (%s, %s, %s, %s)
             ON DUPLICATE KEY UPDATE item_value = VALUES(item_value), updated_at = VALUES(updated_at)",
            self::storedKey($id),
            $item,
            $value,
            $this->now(),
        ));
    }

    /**
     * Removes $item from the session stored under $storedKey (storedKey()) while it still holds
     * $value (JSON): one conditional statement, whichever request of that session runs meanwhile.
     */
    public function removeIfHolding(string $storedKey, string $item, string $value): void
    {
        Db::write($this->db, $this->db->prepare(
            "DELETE FROM {$this->values()} WHERE session_id = %s AND item_key = %s AND item_value = %s",
            $storedKey,
            $item,
            $value,
        ));
    }

    public function delete(string $id, string $item): void
    {
        Db::write($this->db, $this->db->prepare(
            "DELETE FROM {$this->values()} WHERE session_id = %s AND item_key = %s",
            self::storedKey($id),
            $item,
        ));
    }

    /**
     * Moves a saved session and its values to a new id in one transaction; the old id is left as
     * an expired session, so it opens nothing after (not even a fresh one).
     */
    public function rename(string $oldId, string $newId): void
    {
        Transaction::atomically($this->db, function () use ($oldId, $newId): void {
            foreach ([$this->sessions(), $this->values()] as $table) {
                Db::write($this->db, $this->db->prepare(
                    "UPDATE {$table} SET session_id = %s WHERE session_id = %s",
                    self::storedKey($newId),
                    self::storedKey($oldId),
                ));
            }
            $this->retire($oldId);
        });
    }

    /** Leaves $id as an expired session (a tombstone until the purge): it opens no session, saved or fresh. */
    public function retire(string $id): void
    {
        $past = gmdate('Y-m-d H:i:s', $this->clock->now() - 1);
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->sessions()} (session_id, created_at, last_seen_at, expires_at) VALUES (%s, %s, %s, %s)
             ON DUPLICATE KEY UPDATE expires_at = VALUES(expires_at)",
            self::storedKey($id),
            $past,
            $past,
            $past,
        ));
    }

    /** Removes expired sessions and their values; returns the number of sessions removed. */
    public function purgeExpired(): int
    {
        $now = $this->now();
        Db::write($this->db, $this->db->prepare(
            "DELETE v FROM {$this->values()} v JOIN {$this->sessions()} s ON s.session_id = v.session_id WHERE s.expires_at <= %s",
            $now,
        ));
        return Db::write($this->db, $this->db->prepare("DELETE FROM {$this->sessions()} WHERE expires_at <= %s", $now));
    }

    /** For tests and support: ends a session now. */
    public function expire(string $id): void
    {
        $this->db->update($this->sessions(), ['expires_at' => gmdate('Y-m-d H:i:s', $this->clock->now() - 1)], ['session_id' => self::storedKey($id)]);
    }

    /** The key a session is stored under: a hash, so the tables never hold the id its cookie carries. */
    public static function storedKey(string $id): string
    {
        return hash('sha256', $id);
    }

    private function now(): string
    {
        return gmdate('Y-m-d H:i:s', $this->clock->now());
    }

    private function sessions(): string
    {
        return $this->db->prefix . 'whl_sessions';
    }

    private function values(): string
    {
        return $this->db->prefix . 'whl_session_values';
    }
}
