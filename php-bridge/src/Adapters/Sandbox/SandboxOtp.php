<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

use Whl\Bridge\I18n\Translation;
use Whl\Bridge\Ports;
use Whl\Bridge\Storage\Db;
use Whl\Bridge\Time\Clock;
use Whl\Bridge\Time\SystemClock;

/**
 * The Sandbox passcodes (000 §5.8, §4.1): 6 random digits living 5 minutes, 3 attempts, bound to the
 * session that asked; only hashes of codes and sessions are stored. Instead of an SMS, the message
 * goes to the demo outbox (whl_sbx_outbox), which a demo page lists for its session (DemoOutbox).
 * Checking a code is conditional UPDATEs, so two tries at once cannot both pass or both count once.
 */
final class SandboxOtp implements Ports\Otp
{
    public const LIFETIME_SECONDS = 300;
    public const ATTEMPTS = 3;

    public function __construct(
        private readonly \wpdb $db,
        private readonly Clock $clock = new SystemClock(),
    ) {
    }

    /** @return list<string> dbDelta statements */
    public static function schema(string $prefix, string $collate): array
    {
        return [
            "CREATE TABLE {$prefix}whl_sbx_otp (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  msisdn varchar(15) NOT NULL,
  purpose varchar(32) NOT NULL,
  client_key char(64) NOT NULL,
  code_hash char(64) NOT NULL,
  attempts tinyint(3) unsigned NOT NULL DEFAULT 0,
  expires_at datetime NOT NULL,
  used_at datetime DEFAULT NULL,
  PRIMARY KEY  (id),
  KEY lookup (msisdn,purpose,client_key)
) {$collate};",
            "CREATE TABLE {$prefix}whl_sbx_outbox (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  client_key char(64) NOT NULL,
  msisdn varchar(15) NOT NULL,
  message text NOT NULL,
  sent_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY client_key (client_key)
) {$collate};",
        ];
    }

    public function send(string $msisdn, string $purpose, string $clientKey, string $lang): int
    {
        if (!in_array($purpose, self::PURPOSES, true)) {
            throw new \InvalidArgumentException('unknown passcode purpose');
        }
        $now = $this->clock->now();
        $client = hash('sha256', $clientKey);
        $code = sprintf('%06d', random_int(0, 999999));
        Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table('otp')} SET used_at = %s WHERE msisdn = %s AND purpose = %s AND client_key = %s AND used_at IS NULL",
            gmdate('Y-m-d H:i:s', $now),
            $msisdn,
            $purpose,
            $client,
        ));
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->table('otp')} (msisdn, purpose, client_key, code_hash, expires_at) VALUES (%s, %s, %s, %s, %s)",
            $msisdn,
            $purpose,
            $client,
            hash('sha256', $purpose . ':' . $code),
            gmdate('Y-m-d H:i:s', $now + self::LIFETIME_SECONDS),
        ));
        $minutes = intdiv(self::LIFETIME_SECONDS, 60);
        $message = Translation::in($lang, static fn (): string => sprintf(
            /* translators: 1: the 6-digit passcode, 2: minutes it stays valid */
            __('Your passcode is %1$s. It is valid for %2$d minutes. Do not share it with anyone.', 'whl-bridge'),
            $code,
            $minutes,
        ));
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->table('outbox')} (client_key, msisdn, message, sent_at) VALUES (%s, %s, %s, %s)",
            $client,
            $msisdn,
            $message,
            gmdate('Y-m-d H:i:s', $now),
        ));
        return self::LIFETIME_SECONDS;
    }

    /**
     * Writes a message other than a passcode to the outbox of $clientKey (the order notices,
     * Frontend\OrderNotice), as an operator's SMS to $msisdn would be sent.
     */
    public function deliver(string $clientKey, string $msisdn, string $message): void
    {
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->table('outbox')} (client_key, msisdn, message, sent_at) VALUES (%s, %s, %s, %s)",
            hash('sha256', $clientKey),
            mb_substr($msisdn, 0, 15),
            $message,
            gmdate('Y-m-d H:i:s', $this->clock->now()),
        ));
    }

    public function verify(string $msisdn, string $purpose, string $clientKey, string $code): string
    {
        $row = Db::row($this->db, $this->db->prepare(
            "SELECT id, code_hash, attempts, expires_at FROM {$this->table('otp')}
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
        if ((int) $row['attempts'] >= self::ATTEMPTS) {
            return 'locked';
        }
        if (!preg_match('/^\d{6}$/', $code) || !hash_equals((string) $row['code_hash'], hash('sha256', $purpose . ':' . $code))) {
            $counted = Db::write($this->db, $this->db->prepare(
                "UPDATE {$this->table('otp')} SET attempts = attempts + 1 WHERE id = %d AND attempts < %d",
                (int) $row['id'],
                self::ATTEMPTS,
            ));
            return $counted === 1 ? 'invalid' : 'locked';
        }
        $used = Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table('otp')} SET used_at = %s WHERE id = %d AND used_at IS NULL AND attempts < %d AND expires_at > %s",
            $now,
            (int) $row['id'],
            self::ATTEMPTS,
            $now,
        ));
        return $used === 1 ? 'ok' : 'invalid';
    }

    /**
     * What was sent, newest first: to one session ($clientKey), or to everyone (null, for an administrator).
     *
     * @return list<array{msisdn: string, message: string, sent_at: string}>
     */
    public function outbox(?string $clientKey, int $limit = 50): array
    {
        $where = $clientKey === null ? '' : $this->db->prepare('WHERE client_key = %s', hash('sha256', $clientKey));
        return array_map(
            static fn (array $row): array => [
                'msisdn' => (string) $row['msisdn'],
                'message' => (string) $row['message'],
                'sent_at' => (string) $row['sent_at'],
            ],
            Db::rows($this->db, "SELECT msisdn, message, sent_at FROM {$this->table('outbox')} {$where} ORDER BY id DESC LIMIT " . max(1, $limit)),
        );
    }

    private function table(string $name): string
    {
        return $this->db->prefix . 'whl_sbx_' . $name;
    }
}
