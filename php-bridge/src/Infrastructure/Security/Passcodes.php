<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Security;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\Ports\Otp;

/**
 * The passcodes the bridge issues (000 §5.8, §4.1), whichever adapter carries them (the Sandbox's
 * outbox, the operator's SMS gateway): 6 random digits living 5 minutes, 3 tries (a setting), bound to the
 * number, the purpose and the session that asked; only hashes of codes and sessions are stored.
 * Checking a code is conditional UPDATEs, so two tries at once cannot both pass or both count once.
 */
final class Passcodes
{
    public const LIFETIME_SECONDS = 300;
    /** Tries of one passcode by default (setting passcode_attempts). */
    public const ATTEMPTS = 3;

    public function __construct(
        private readonly \wpdb $db,
        private readonly Clock $clock = new SystemClock(),
        private readonly int $attempts = self::ATTEMPTS,
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
  PRIMARY KEY  (id),
  KEY lookup (msisdn,purpose,client_key),
  KEY expires_at (expires_at)
) {$collate};",
        ];
    }

    /**
     * A new passcode for the number, purpose and client; an unused earlier one of theirs stops working.
     *
     * @return string the 6 digits, to be sent and forgotten
     */
    public function issue(string $msisdn, string $purpose, string $clientKey): string
    {
        if (!in_array($purpose, Otp::PURPOSES, true)) {
            throw new \InvalidArgumentException('unknown passcode purpose');
        }
        $now = $this->clock->now();
        $client = hash('sha256', $clientKey);
        $code = sprintf('%06d', random_int(0, 999999));
        Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table()} SET used_at = %s WHERE msisdn = %s AND purpose = %s AND client_key = %s AND used_at IS NULL",
            gmdate('Y-m-d H:i:s', $now),
            $msisdn,
            $purpose,
            $client,
        ));
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->table()} (msisdn, purpose, client_key, code_hash, expires_at) VALUES (%s, %s, %s, %s, %s)",
            $msisdn,
            $purpose,
            $client,
            hash('sha256', $purpose . ':' . $code),
            gmdate('Y-m-d H:i:s', $now + self::LIFETIME_SECONDS),
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
