<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Cart;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Infrastructure\Security\ClientAddress;
use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\WordPress\Settings;

/**
 * Which client (address and session) holds which number, so that one client cannot hold the pool
 * (issue 6 finding 1). The number inventory knows holders (carts) only, and a production inventory
 * knows nothing of web clients: the cap is the bridge's. A cart counts once however many numbers it
 * holds for a moment (changing its number holds the new one before the old is released).
 *
 * Race-safe without a lock: a claim is written first and the client's holds counted after, so
 * concurrent claims can only see more holds than there are (and be refused), never fewer.
 */
final class HoldLedger
{
    /** Rows of holds that ended are deleted at most this often (any node). */
    public const PURGE_EVERY_SECONDS = 300;

    /** @param (\Closure(): bool)|null $purgeDue whether a purge of ended holds is due */
    public function __construct(
        private readonly \wpdb $db,
        private readonly Settings $settings,
        private readonly ?\Closure $purgeDue = null,
        private readonly Clock $clock = new SystemClock(),
    ) {
    }

    /** @return list<string> dbDelta statements */
    public static function schema(string $prefix, string $collate): array
    {
        return [
            "CREATE TABLE {$prefix}whl_number_holds (
  msisdn varchar(20) NOT NULL,
  holder char(32) NOT NULL,
  session_key char(64) NOT NULL,
  client_ip varchar(64) NOT NULL,
  held_until datetime NOT NULL,
  PRIMARY KEY  (msisdn,holder),
  KEY client_ip (client_ip,held_until),
  KEY session_key (session_key,held_until),
  KEY held_until (held_until),
  KEY holder (holder)
) {$collate};",
        ];
    }

    /**
     * Records that $holder (a cart of the client) is about to hold $msisdn until $until, unless the
     * client would then hold more than the settings allow.
     *
     * @throws Refusal hold_limit, with the seconds until one of the client's holds ends
     */
    public function claim(string $msisdn, string $holder, string $sessionId, string $ip, int $until): void
    {
        $limits = $this->settings->holdLimits();
        $session = hash('sha256', $sessionId);
        $address = ClientAddress::of($ip);
        $this->purgeIfDue();
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->table()} (msisdn, holder, session_key, client_ip, held_until) VALUES (%s, %s, %s, %s, %s)
             ON DUPLICATE KEY UPDATE session_key = VALUES(session_key), client_ip = VALUES(client_ip), held_until = VALUES(held_until)",
            $msisdn,
            $holder,
            $session,
            $address,
            self::utc($until),
        ));
        if ($limits['per_ip'] === 0 && $limits['per_session'] === 0) {
            return;
        }
        // Carts (not numbers) with a live hold, of this address and of this session.
        $count = Db::row($this->db, $this->db->prepare(
            "SELECT COUNT(DISTINCT IF(client_ip = %s, holder, NULL)) AS by_ip,
                    COUNT(DISTINCT IF(session_key = %s, holder, NULL)) AS by_session,
                    MIN(IF(holder <> %s, held_until, NULL)) AS first_end
             FROM {$this->table()} WHERE (client_ip = %s OR session_key = %s) AND held_until > %s",
            $address,
            $session,
            $holder,
            $address,
            $session,
            self::utc($this->clock->now()),
        )) ?? [];
        $over = ($limits['per_ip'] > 0 && (int) $count['by_ip'] > $limits['per_ip'])
            || ($limits['per_session'] > 0 && (int) $count['by_session'] > $limits['per_session']);
        if ($over) {
            $this->forget($msisdn, $holder);
            $firstEnd = $count['first_end'] !== null ? (int) strtotime($count['first_end'] . ' UTC') : $this->clock->now() + 60;
            throw Refusal::holdLimit(max(1, $firstEnd - $this->clock->now()));
        }
    }

    /** The hold of $msisdn by $holder ended (released, or never made): it no longer counts. */
    public function forget(string $msisdn, string $holder): void
    {
        Db::write($this->db, $this->db->prepare("DELETE FROM {$this->table()} WHERE msisdn = %s AND holder = %s", $msisdn, $holder));
    }

    /** @return list<string> the numbers recorded as held by $holder (live or not) */
    public function numbersOf(string $holder): array
    {
        $rows = Db::rows($this->db, $this->db->prepare("SELECT msisdn FROM {$this->table()} WHERE holder = %s", $holder));
        return array_map(static fn (array $r): string => (string) $r['msisdn'], $rows);
    }

    private function purgeIfDue(): void
    {
        if ($this->purgeDue !== null && ($this->purgeDue)()) {
            Db::write($this->db, $this->db->prepare("DELETE FROM {$this->table()} WHERE held_until <= %s", self::utc($this->clock->now())));
        }
    }

    private static function utc(int $epoch): string
    {
        return gmdate('Y-m-d H:i:s', $epoch);
    }

    private function table(): string
    {
        return $this->db->prefix . 'whl_number_holds';
    }
}
