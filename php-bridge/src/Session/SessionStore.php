<?php

declare(strict_types=1);

namespace Whl\Bridge\Session;

/**
 * Server-side sessions in the database (not PHP file sessions), so several WordPress nodes behind
 * a load balancer share them. A session row per id, a value row per key. Only a hash of the
 * cookie's id is stored: reading the table does not let anyone take over a session.
 */
final class SessionStore
{
    public const IDLE_SECONDS = 2 * 86400;

    /** The expiry slides on use, refreshed at most this often (one UPDATE, not one per call). */
    public const TOUCH_AFTER_SECONDS = 300;

    public function __construct(private readonly \wpdb $db)
    {
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

    public static function newId(): string
    {
        return bin2hex(random_bytes(32));
    }

    public static function isWellFormed(string $id): bool
    {
        return (bool) preg_match('/^[a-f0-9]{64}$/', $id);
    }

    /**
     * One query: the live session's values and when it was last seen.
     *
     * @return array{values: array<string, string>, last_seen: int}|null null when unknown or expired
     */
    public function load(string $id): ?array
    {
        $rows = $this->db->get_results($this->db->prepare(
            "SELECT s.last_seen_at, v.item_key, v.item_value FROM {$this->sessions()} s
             LEFT JOIN {$this->values()} v ON v.session_id = s.session_id
             WHERE s.session_id = %s AND s.expires_at > %s",
            self::key($id),
            self::now(),
        ), ARRAY_A);
        if (!$rows) {
            return null;
        }
        $values = [];
        foreach ($rows as $row) {
            if ($row['item_key'] !== null) {
                $values[$row['item_key']] = $row['item_value'];
            }
        }
        return ['values' => $values, 'last_seen' => (int) strtotime($rows[0]['last_seen_at'] . ' UTC')];
    }

    public function create(string $id): void
    {
        $now = time();
        $this->db->insert($this->sessions(), [
            'session_id' => self::key($id),
            'created_at' => gmdate('Y-m-d H:i:s', $now),
            'last_seen_at' => gmdate('Y-m-d H:i:s', $now),
            'expires_at' => gmdate('Y-m-d H:i:s', $now + self::IDLE_SECONDS),
        ]);
    }

    public function touch(string $id): void
    {
        $now = time();
        $this->db->update(
            $this->sessions(),
            ['last_seen_at' => gmdate('Y-m-d H:i:s', $now), 'expires_at' => gmdate('Y-m-d H:i:s', $now + self::IDLE_SECONDS)],
            ['session_id' => self::key($id)],
        );
    }

    public function put(string $id, string $item, string $value): void
    {
        $this->db->query($this->db->prepare(
            "INSERT INTO {$this->values()} (session_id, item_key, item_value, updated_at) VALUES (%s, %s, %s, %s)
             ON DUPLICATE KEY UPDATE item_value = VALUES(item_value), updated_at = VALUES(updated_at)",
            self::key($id),
            $item,
            $value,
            self::now(),
        ));
    }

    public function delete(string $id, string $item): void
    {
        $this->db->delete($this->values(), ['session_id' => self::key($id), 'item_key' => $item]);
    }

    /** Removes expired sessions and their values; returns the number of sessions removed. */
    public function purgeExpired(): int
    {
        $now = self::now();
        $this->db->query($this->db->prepare(
            "DELETE v FROM {$this->values()} v JOIN {$this->sessions()} s ON s.session_id = v.session_id WHERE s.expires_at <= %s",
            $now,
        ));
        return (int) $this->db->query($this->db->prepare("DELETE FROM {$this->sessions()} WHERE expires_at <= %s", $now));
    }

    /** For tests and support: ends a session now. */
    public function expire(string $id): void
    {
        $this->db->update($this->sessions(), ['expires_at' => gmdate('Y-m-d H:i:s', time() - 1)], ['session_id' => self::key($id)]);
    }

    private static function key(string $id): string
    {
        return hash('sha256', $id);
    }

    private static function now(): string
    {
        return gmdate('Y-m-d H:i:s');
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
