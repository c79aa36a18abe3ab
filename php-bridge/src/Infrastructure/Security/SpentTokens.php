<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Security;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;

/**
 * Tokens that count once (a provider's captcha token, a signed payment return): spend() is one
 * INSERT IGNORE on the token's hash, so of two concurrent spends on any web node exactly one wins.
 * Only hashes are kept, until the token could no longer be valid anyway. A database that cannot
 * record the spend answers a StorageFailure: a replay is never let through for want of a table.
 */
final class SpentTokens
{
    public function __construct(
        private readonly \wpdb $db,
        private readonly Clock $clock = new SystemClock(),
    ) {
    }

    /** @return list<string> dbDelta statements */
    public static function schema(string $prefix, string $collate): array
    {
        return [
            "CREATE TABLE {$prefix}whl_spent_tokens (
  token_hash char(64) CHARACTER SET ascii NOT NULL,
  expires_at int(10) unsigned NOT NULL,
  PRIMARY KEY  (token_hash),
  KEY expires_at (expires_at)
) {$collate};",
        ];
    }

    /**
     * True the first time the token (of its kind) is spent; false for every later spend while it is
     * kept ($keepSeconds: at least the token's own validity).
     *
     * @throws \Whl\Bridge\Infrastructure\Storage\StorageFailure when the spend cannot be recorded
     */
    public function spend(string $kind, string $token, int $keepSeconds): bool
    {
        $now = $this->clock->now();
        if (random_int(1, 50) === 1) {
            $this->db->query($this->db->prepare("DELETE FROM {$this->table()} WHERE expires_at < %d", $now));
        }
        return Db::write($this->db, $this->db->prepare(
            "INSERT IGNORE INTO {$this->table()} (token_hash, expires_at) VALUES (%s, %d)",
            hash('sha256', $kind . '|' . $token),
            $now + max(1, $keepSeconds),
        )) === 1;
    }

    private function table(): string
    {
        return $this->db->prefix . 'whl_spent_tokens';
    }
}
