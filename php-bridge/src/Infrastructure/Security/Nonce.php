<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Security;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\WordPress\Plugin;

/**
 * The per-session nonce (000 §6, contract §2): a WordPress nonce for action `whl_bridge`, keyed
 * by the `whl_sid` session through the `nonce_user_logged_out` filter. It is always made as for
 * a logged-out visitor, so a WordPress editor browsing the shop gets the same nonce from the REST
 * route (where WordPress drops cookie logins without X-WP-Nonce) and from admin-ajax.
 */
final class Nonce
{
    public const ACTION = Plugin::NONCE_ACTION;

    public function __construct(private readonly SessionManager $sessions)
    {
    }

    /** Needs a started session: a nonce is never handed out without one. */
    public function create(): string
    {
        return $this->asGuest(static fn (): string => wp_create_nonce(self::ACTION));
    }

    public function verify(string $nonce): bool
    {
        if ($nonce === '' || $this->sessions->nonceKey() === null) {
            return false;
        }
        return (bool) $this->asGuest(static fn () => wp_verify_nonce($nonce, self::ACTION));
    }

    /**
     * `nonce_user_logged_out` filter: guests of the shop are keyed by their session.
     *
     * @param int|string $uid
     * @return int|string
     */
    public function filterUser($uid, $action)
    {
        if ($action !== self::ACTION) {
            return $uid;
        }
        $key = $this->sessions->nonceKey();
        return $key === null ? $uid : 'whl:' . substr(hash('sha256', $key), 0, 32);
    }

    /**
     * @template T
     * @param callable(): T $fn
     * @return T
     */
    private function asGuest(callable $fn): mixed
    {
        $user = get_current_user_id();
        if ($user === 0) {
            return $fn();
        }
        wp_set_current_user(0);
        try {
            return $fn();
        } finally {
            wp_set_current_user($user);
        }
    }
}
