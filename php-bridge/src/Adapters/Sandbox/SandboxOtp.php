<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\Infrastructure\Security\Passcodes;
use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\Ports;

/**
 * The Sandbox passcodes (000 §5.8, §4.1): the bridge's own (Infrastructure\Security\Passcodes); instead of an SMS,
 * the message goes to the demo outbox (whl_sbx_outbox), which a demo page lists for its session
 * (DemoOutbox).
 */
final class SandboxOtp implements Ports\Otp, Ports\TextMessages
{
    private readonly Passcodes $passcodes;

    /** @param array<string, int> $limits the setting passcode_limits (Passcodes); none by default */
    public function __construct(
        private readonly \wpdb $db,
        private readonly Clock $clock = new SystemClock(),
        int $attempts = Passcodes::ATTEMPTS,
        array $limits = [],
    ) {
        $this->passcodes = new Passcodes($db, $clock, $attempts, $limits);
    }

    /** @return list<string> dbDelta statements */
    public static function schema(string $prefix, string $collate): array
    {
        return [
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
        $code = $this->passcodes->issue($msisdn, $purpose, $clientKey);
        $this->deliver($clientKey, $msisdn, Translation::in($lang, static fn (): string => Passcodes::message($code)), $lang);
        return Passcodes::LIFETIME_SECONDS;
    }

    /**
     * Writes a message other than a passcode to the outbox of $clientKey (the order notices,
     * WordPress\Frontend\OrderNotice), as an operator's SMS to $msisdn would be sent.
     */
    public function deliver(string $clientKey, string $msisdn, string $message, string $lang = 'en'): void
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
        return $this->passcodes->verify($msisdn, $purpose, $clientKey, $code);
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
