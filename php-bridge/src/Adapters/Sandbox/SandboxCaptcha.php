<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\CaptchaToken;
use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\Ports;

/**
 * The Sandbox captcha (contract §5): random tokens bound to one action name, single-use, living
 * 2 minutes, usable only by the session that obtained it (issue 6 finding 8). Only hashes of
 * tokens and sessions are stored. Verification is one conditional UPDATE, so two
 * concurrent uses of one token cannot both pass.
 */
final class SandboxCaptcha implements Ports\Captcha
{
    public const LIFETIME_SECONDS = 120;

    public function __construct(
        private readonly \wpdb $db,
        private readonly Clock $clock = new SystemClock(),
    ) {
    }

    public function issue(string $action, string $clientKey): CaptchaToken
    {
        if (!in_array($action, self::ACTIONS, true)) {
            throw new \InvalidArgumentException('unknown captcha action');
        }
        $now = $this->clock->now();
        $token = 'sbx_' . bin2hex(random_bytes(24));
        Db::write($this->db, $this->db->prepare(
            "INSERT INTO {$this->table()} (token_hash, action, client_key, issued_at, expires_at) VALUES (%s, %s, %s, %s, %s)",
            hash('sha256', $token),
            $action,
            hash('sha256', $clientKey),
            gmdate('Y-m-d H:i:s', $now),
            gmdate('Y-m-d H:i:s', $now + self::LIFETIME_SECONDS),
        ));
        if (random_int(1, 20) === 1) {
            $this->db->query($this->db->prepare(
                "DELETE FROM {$this->table()} WHERE expires_at < %s",
                gmdate('Y-m-d H:i:s', $now - 3600),
            ));
        }
        return new CaptchaToken($token, $action, self::LIFETIME_SECONDS);
    }

    public function verify(string $token, string $action, string $clientKey): bool
    {
        if (!preg_match('/^sbx_[a-f0-9]{48}$/', $token)) {
            return false;
        }
        $now = gmdate('Y-m-d H:i:s', $this->clock->now());
        $affected = Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table()} SET used_at = %s
             WHERE token_hash = %s AND action = %s AND client_key = %s AND used_at IS NULL AND expires_at > %s",
            $now,
            hash('sha256', $token),
            $action,
            hash('sha256', $clientKey),
            $now,
        ));
        return $affected === 1;
    }

    private function table(): string
    {
        return $this->db->prefix . 'whl_sbx_captcha_tokens';
    }
}
