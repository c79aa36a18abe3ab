<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

use Whl\Bridge\Domain\CaptchaToken;
use Whl\Bridge\Ports;

/**
 * The Sandbox captcha (contract §5): random tokens bound to one action name, single-use, living
 * 2 minutes. Only a hash of each token is stored. Verification is one conditional UPDATE, so two
 * concurrent uses of one token cannot both pass.
 */
final class Captcha implements Ports\Captcha
{
    public const LIFETIME_SECONDS = 120;

    public function __construct(private readonly \wpdb $db)
    {
    }

    public function issue(string $action): CaptchaToken
    {
        if (!in_array($action, self::ACTIONS, true)) {
            throw new \InvalidArgumentException('unknown captcha action');
        }
        $now = time();
        $token = 'sbx_' . bin2hex(random_bytes(24));
        $this->db->insert($this->table(), [
            'token_hash' => hash('sha256', $token),
            'action' => $action,
            'issued_at' => gmdate('Y-m-d H:i:s', $now),
            'expires_at' => gmdate('Y-m-d H:i:s', $now + self::LIFETIME_SECONDS),
        ]);
        if (random_int(1, 20) === 1) {
            $this->db->query($this->db->prepare(
                "DELETE FROM {$this->table()} WHERE expires_at < %s",
                gmdate('Y-m-d H:i:s', $now - 3600),
            ));
        }
        return new CaptchaToken($token, $action, self::LIFETIME_SECONDS);
    }

    public function verify(string $token, string $action): bool
    {
        if (!preg_match('/^sbx_[a-f0-9]{48}$/', $token)) {
            return false;
        }
        $now = gmdate('Y-m-d H:i:s');
        $affected = $this->db->query($this->db->prepare(
            "UPDATE {$this->table()} SET used_at = %s
             WHERE token_hash = %s AND action = %s AND used_at IS NULL AND expires_at > %s",
            $now,
            hash('sha256', $token),
            $action,
            $now,
        ));
        return $affected === 1;
    }

    private function table(): string
    {
        return $this->db->prefix . 'whl_sbx_captcha_tokens';
    }
}
