<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Checkout;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\Infrastructure\Security\ClientAddress;
use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\WordPress\Settings;

/**
 * What one session and one address may upload in a day (issue 31 finding 5; settings upload_quota):
 * files and megabytes per session, which carry the weight, and per address, a backstop sized for a
 * crowd of shoppers behind one carrier-grade NAT address (decision 156). The count is the bridge's,
 * whatever stores the documents (the Storage port), in its own table of claims.
 *
 * Race-safe without a lock, as the hold ledger: the claim is written first and counted after, so two
 * uploads at once can only see more than there is, never less. A refused claim is taken back.
 */
final class UploadQuota
{
    public const LIMIT = 'upload_limit';

    public function __construct(
        private readonly \wpdb $db,
        private readonly Settings $settings,
        private readonly Clock $clock = new SystemClock(),
    ) {
    }

    /** @return list<string> dbDelta statements */
    public static function schema(string $prefix, string $collate): array
    {
        return [
            "CREATE TABLE {$prefix}whl_upload_claims (
  claim_id char(32) NOT NULL,
  session_hash char(64) NOT NULL,
  client_ip varchar(64) NOT NULL,
  size_bytes int(10) unsigned NOT NULL,
  claimed_at datetime NOT NULL,
  PRIMARY KEY  (claim_id),
  KEY session_hash (session_hash,claimed_at),
  KEY client_ip (client_ip,claimed_at),
  KEY claimed_at (claimed_at)
) {$collate};",
        ];
    }

    /**
     * Counts an upload of $bytes for the session $sessionId from $ip, unless either would then pass
     * its caps; returns the claim's id (forget() takes it back when the document is not stored).
     *
     * @throws Refusal upload_limit (429) with the message in $lang
     */
    public function claim(string $sessionId, string $ip, int $bytes, string $lang): string
    {
        $quota = $this->settings->uploadQuota();
        $id = bin2hex(random_bytes(16));
        $session = hash('sha256', $sessionId);
        $address = ClientAddress::of($ip);
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->table()} (claim_id, session_hash, client_ip, size_bytes, claimed_at) VALUES (%s, %s, %s, %d, %s)",
            $id,
            $session,
            $address,
            $bytes,
            self::utc($this->clock->now()),
        ));
        $since = self::utc($this->clock->now() - $quota['window_hours'] * HOUR_IN_SECONDS);
        $counts = Db::row($this->db, $this->db->prepare(
            "SELECT COUNT(IF(session_hash = %s, 1, NULL)) AS session_files, COALESCE(SUM(IF(session_hash = %s, size_bytes, 0)), 0) AS session_bytes,
                    COUNT(IF(client_ip = %s, 1, NULL)) AS ip_files, COALESCE(SUM(IF(client_ip = %s, size_bytes, 0)), 0) AS ip_bytes
             FROM {$this->table()} WHERE (session_hash = %s OR client_ip = %s) AND claimed_at > %s",
            $session,
            $session,
            $address,
            $address,
            $session,
            $address,
            $since,
        )) ?? [];
        $over = static fn (int $cap, mixed $count, int $unit = 1): bool => $cap > 0 && (int) $count > $cap * $unit;
        $overAny = $over($quota['per_session_files'], $counts['session_files'] ?? 0)
            || $over($quota['per_session_mb'], $counts['session_bytes'] ?? 0, 1048576)
            || $over($quota['per_ip_files'], $counts['ip_files'] ?? 0)
            || $over($quota['per_ip_mb'], $counts['ip_bytes'] ?? 0, 1048576);
        if ($overAny) {
            $this->forget($id);
            throw new Refusal(self::LIMIT, safeMessage: Translation::in(
                $lang,
                static fn (): string => __('You have reached the upload limit. Please try again later.', 'whl-bridge'),
            ));
        }
        return $id;
    }

    /** The claimed upload was not stored after all: it does not count. */
    public function forget(string $claimId): void
    {
        Db::write($this->db, $this->db->prepare("DELETE FROM {$this->table()} WHERE claim_id = %s", $claimId));
    }

    /** The claims older than the window no longer count: deleted (WP-Cron, with the documents' purge). */
    public function purge(): void
    {
        Db::write($this->db, $this->db->prepare(
            "DELETE FROM {$this->table()} WHERE claimed_at <= %s",
            self::utc($this->clock->now() - $this->settings->uploadQuota()['window_hours'] * HOUR_IN_SECONDS),
        ));
    }

    private static function utc(int $epoch): string
    {
        return gmdate('Y-m-d H:i:s', $epoch);
    }

    private function table(): string
    {
        return $this->db->prefix . 'whl_upload_claims';
    }
}
