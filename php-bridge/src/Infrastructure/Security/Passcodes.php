<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Security;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Domain\E164;
use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\Ports\Otp;

/**
 * The passcodes the bridge issues (000 §5.8, §4.1), whichever adapter carries them (the Sandbox's
 * outbox, the operator's SMS gateway): 6 random digits living 5 minutes, 3 tries (a setting), bound to the
 * number (in international form, Domain\E164), the purpose and the session that asked; only hashes of
 * codes and sessions are stored. Checking a code is conditional UPDATEs, so two tries at once cannot
 * both pass or both count once.
 *
 * Issuing is capped (issue 31 finding 4, setting passcode_limits; docs/decisions/153): per recipient in a
 * window and in a day, whichever sessions ask; per session by a back-off that doubles with each
 * passcode of its last hour; and passcodes abroad by a shop-wide hourly budget. The row is written
 * first and counted after, so two requests at once can only see more passcodes than there are, never
 * fewer; a refused one is deleted and the earlier passcode keeps working.
 */
final class Passcodes
{
    public const LIFETIME_SECONDS = 300;
    /** Tries of one passcode by default (setting passcode_attempts). */
    public const ATTEMPTS = 3;
    /** The longest a session's back-off asks it to wait. */
    public const LONGEST_BACKOFF_SECONDS = 3600;

    /**
     * @param array{per_recipient?: int, recipient_window_minutes?: int, per_recipient_day?: int,
     *     resend_backoff_seconds?: int, abroad_per_hour?: int} $limits the setting passcode_limits; a missing or 0 one is no limit
     */
    public function __construct(
        private readonly \wpdb $db,
        private readonly Clock $clock = new SystemClock(),
        private readonly int $attempts = self::ATTEMPTS,
        private readonly array $limits = [],
    ) {
    }

    /** @return list<string> dbDelta statements */
    public static function schema(string $prefix, string $collate): array
    {
        return [
            "CREATE TABLE {$prefix}whl_passcodes (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  msisdn varchar(15) NOT NULL,
  purpose varchar(32) NOT NULL,
  client_key char(64) NOT NULL,
  code_hash char(64) NOT NULL,
  attempts tinyint(3) unsigned NOT NULL DEFAULT 0,
  expires_at datetime NOT NULL,
  used_at datetime DEFAULT NULL,
  abroad tinyint(1) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  KEY lookup (msisdn,purpose,client_key),
  KEY client (client_key,expires_at),
  KEY abroad (abroad,expires_at),
  KEY expires_at (expires_at)
) {$collate};",
        ];
    }

    /**
     * A new passcode for the number (international form), purpose and client; an unused earlier one
     * of theirs stops working.
     *
     * @return string the 6 digits, to be sent and forgotten
     * @throws Refusal limit_exceeded (429, Retry-After) past a cap of passcode_limits; nothing is issued
     */
    public function issue(string $msisdn, string $purpose, string $clientKey): string
    {
        if (!in_array($purpose, Otp::PURPOSES, true)) {
            throw new \InvalidArgumentException('unknown passcode purpose');
        }
        $now = $this->clock->now();
        $client = hash('sha256', $clientKey);
        $code = sprintf('%06d', random_int(0, 999999));
        $abroad = E164::isAbroad($msisdn);
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->table()} (msisdn, purpose, client_key, code_hash, expires_at, abroad) VALUES (%s, %s, %s, %s, %s, %d)",
            $msisdn,
            $purpose,
            $client,
            hash('sha256', $purpose . ':' . $code),
            self::utc($now + self::LIFETIME_SECONDS),
            (int) $abroad,
        ));
        $id = (int) $this->db->insert_id;
        $wait = max($this->recipientAndSessionWait($id, $msisdn, $client, $now), $abroad ? $this->abroadWait($now) : 0);
        if ($wait > 0) {
            Db::write($this->db, $this->db->prepare("DELETE FROM {$this->table()} WHERE id = %d", $id));
            throw new Refusal('limit_exceeded', retryAfter: $wait);
        }
        Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table()} SET used_at = %s WHERE msisdn = %s AND purpose = %s AND client_key = %s AND used_at IS NULL AND id <> %d",
            self::utc($now),
            $msisdn,
            $purpose,
            $client,
            $id,
        ));
        if (random_int(1, 50) === 1) {
            $this->db->query($this->db->prepare("DELETE FROM {$this->table()} WHERE expires_at < %s", gmdate('Y-m-d H:i:s', $now - DAY_IN_SECONDS)));
        }
        return $code;
    }

    /** Withdraws the passcode just issued (it could not be sent): nobody can use it. */
    public function withdraw(string $msisdn, string $purpose, string $clientKey): void
    {
        Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table()} SET used_at = %s WHERE msisdn = %s AND purpose = %s AND client_key = %s AND used_at IS NULL",
            gmdate('Y-m-d H:i:s', $this->clock->now()),
            $msisdn,
            $purpose,
            hash('sha256', $clientKey),
        ));
    }

    /** @return 'ok'|'expired'|'locked'|'invalid' as Ports\Otp::verify */
    public function verify(string $msisdn, string $purpose, string $clientKey, string $code): string
    {
        $row = Db::row($this->db, $this->db->prepare(
            "SELECT id, code_hash, attempts, expires_at FROM {$this->table()}
             WHERE msisdn = %s AND purpose = %s AND client_key = %s AND used_at IS NULL ORDER BY id DESC LIMIT 1",
            $msisdn,
            $purpose,
            hash('sha256', $clientKey),
        ));
        if ($row === null) {
            return 'invalid';
        }
        $now = gmdate('Y-m-d H:i:s', $this->clock->now());
        if ((string) $row['expires_at'] <= $now) {
            return 'expired';
        }
        if ((int) $row['attempts'] >= $this->attempts) {
            return 'locked';
        }
        if (!preg_match('/^\d{6}$/', $code) || !hash_equals((string) $row['code_hash'], hash('sha256', $purpose . ':' . $code))) {
            $counted = Db::write($this->db, $this->db->prepare(
                "UPDATE {$this->table()} SET attempts = attempts + 1 WHERE id = %d AND attempts < %d",
                (int) $row['id'],
                $this->attempts,
            ));
            return $counted === 1 ? 'invalid' : 'locked';
        }
        $used = Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table()} SET used_at = %s WHERE id = %d AND used_at IS NULL AND attempts < %d AND expires_at > %s",
            $now,
            (int) $row['id'],
            $this->attempts,
            $now,
        ));
        return $used === 1 ? 'ok' : 'invalid';
    }

    /**
     * Seconds until the passcode just written ($id) would be within the caps of its recipient (per
     * window, per day) and of its session (the back-off); 0 when it is. One read of both, by their keys.
     */
    private function recipientAndSessionWait(int $id, string $msisdn, string $client, int $now): int
    {
        $perWindow = $this->limit('per_recipient');
        $window = $this->limit('recipient_window_minutes') * 60;
        $perDay = $this->limit('per_recipient_day');
        $backoff = $this->limit('resend_backoff_seconds');
        if (($perWindow === 0 || $window === 0) && $perDay === 0 && $backoff === 0) {
            return 0;
        }
        // a passcode issued at t expires at t + LIFETIME: "issued since" reads as "expires after"; none is
        // issued after now (only a clock set back, as the tests' is, could see them)
        $since = fn (int $seconds): string => self::utc($now - $seconds + self::LIFETIME_SECONDS);
        $row = Db::row($this->db, $this->db->prepare(
            "SELECT COUNT(IF(msisdn = %s AND expires_at > %s, 1, NULL)) AS in_window,
                    MIN(IF(msisdn = %s AND expires_at > %s, expires_at, NULL)) AS window_first,
                    COUNT(IF(msisdn = %s, 1, NULL)) AS in_day,
                    MIN(IF(msisdn = %s, expires_at, NULL)) AS day_first,
                    COUNT(IF(client_key = %s AND expires_at > %s, 1, NULL)) AS by_session,
                    MAX(IF(client_key = %s AND id <> %d, expires_at, NULL)) AS session_last
             FROM {$this->table()} WHERE (msisdn = %s OR client_key = %s) AND expires_at > %s AND expires_at <= %s",
            $msisdn,
            $since($window),
            $msisdn,
            $since($window),
            $msisdn,
            $msisdn,
            $client,
            $since(HOUR_IN_SECONDS),
            $client,
            $id,
            $msisdn,
            $client,
            $since(DAY_IN_SECONDS),
            $since(0),
        )) ?? [];
        $issued = static fn (?string $expires): int => $expires === null ? $now : (int) strtotime($expires . ' UTC') - self::LIFETIME_SECONDS;
        $waits = [0];
        if ($perWindow > 0 && $window > 0 && (int) $row['in_window'] > $perWindow) {
            $waits[] = max(1, $issued($row['window_first']) + $window - $now);
        }
        if ($perDay > 0 && (int) $row['in_day'] > $perDay) {
            $waits[] = max(1, $issued($row['day_first']) + DAY_IN_SECONDS - $now);
        }
        // the session's n-th passcode of the hour waits backoff × 2^(n-2) after its previous one
        $sent = (int) $row['by_session'];
        if ($backoff > 0 && $sent >= 2 && $row['session_last'] !== null) {
            $gap = min(self::LONGEST_BACKOFF_SECONDS, $backoff * 2 ** min($sent - 2, 16));
            $waits[] = $issued($row['session_last']) + $gap - $now; // past: no wait
        }
        return max($waits);
    }

    /** Seconds until a passcode abroad fits the shop's hourly budget again; 0 when it does. */
    private function abroadWait(int $now): int
    {
        $budget = $this->limit('abroad_per_hour');
        if ($budget === 0) {
            return 0;
        }
        $row = Db::row($this->db, $this->db->prepare(
            "SELECT COUNT(*) AS sent, MIN(expires_at) AS first FROM {$this->table()} WHERE abroad = 1 AND expires_at > %s AND expires_at <= %s",
            self::utc($now - HOUR_IN_SECONDS + self::LIFETIME_SECONDS),
            self::utc($now + self::LIFETIME_SECONDS),
        )) ?? [];
        if ((int) $row['sent'] <= $budget) {
            return 0;
        }
        return max(1, (int) strtotime((string) $row['first'] . ' UTC') - self::LIFETIME_SECONDS + HOUR_IN_SECONDS - $now);
    }

    private function limit(string $name): int
    {
        return max(0, (int) ($this->limits[$name] ?? 0));
    }

    private static function utc(int $epoch): string
    {
        return gmdate('Y-m-d H:i:s', $epoch);
    }

    /** The passcode's message in the shopper's language (the SMS text). */
    public static function message(string $code): string
    {
        return sprintf(
            /* translators: 1: the 6-digit passcode, 2: minutes it stays valid */
            __('Your passcode is %1$s. It is valid for %2$d minutes. Do not share it with anyone.', 'whl-bridge'),
            $code,
            intdiv(self::LIFETIME_SECONDS, 60),
        );
    }

    private function table(): string
    {
        return $this->db->prefix . 'whl_passcodes';
    }
}
