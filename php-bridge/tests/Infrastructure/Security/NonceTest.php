<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Infrastructure\Security;

use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Plugin;

/** 000 §6 / contract §2: the nonce is per session (guests keyed by whl_sid), the same for REST and admin-ajax. */
final class NonceTest extends TestCase
{
    public function test_a_nonce_is_valid_only_for_its_session(): void
    {
        [$a, $nonceA] = $this->startSession();
        [$b, $nonceB] = $this->startSession();
        self::assertNotSame($nonceA, $nonceB);

        self::assertTrue($this->verifyAs($a, $nonceA));
        self::assertFalse($this->verifyAs($b, $nonceA));
        self::assertFalse($this->verifyAs(null, $nonceA), 'no session, no valid nonce');
        self::assertFalse($this->verifyAs($a, ''));
    }

    public function test_a_logged_in_editor_gets_the_same_nonce_as_the_rest_route_gives(): void
    {
        [$sid, $guestNonce] = $this->startSession();
        $admins = get_users(['role' => 'administrator', 'number' => 1, 'fields' => 'ID']);
        self::assertNotEmpty($admins);
        wp_set_current_user((int) $admins[0]);
        try {
            Plugin::resetRequestState();
            $_COOKIE['whl_sid'] = $sid;
            self::assertSame($guestNonce, Plugin::instance()->nonce()->create());
            self::assertTrue(Plugin::instance()->nonce()->verify($guestNonce));
            self::assertSame((int) $admins[0], get_current_user_id(), 'the user is restored');
        } finally {
            wp_set_current_user(0);
        }
    }

    public function test_other_nonces_of_wordpress_are_left_alone(): void
    {
        [$sid] = $this->startSession();
        $_COOKIE = [];
        Plugin::resetRequestState();
        $before = wp_create_nonce('wp_rest');
        $_COOKIE['whl_sid'] = $sid;
        Plugin::resetRequestState();
        self::assertSame($before, wp_create_nonce('wp_rest'));
    }

    /** @return array{string, string} session id and its nonce */
    private function startSession(): array
    {
        $_COOKIE = [];
        Plugin::resetRequestState();
        $sid = Plugin::instance()->sessions()->start()->id();
        return [$sid, Plugin::instance()->nonce()->create()];
    }

    private function verifyAs(?string $sid, string $nonce): bool
    {
        $_COOKIE = $sid === null ? [] : ['whl_sid' => $sid];
        Plugin::resetRequestState();
        return Plugin::instance()->nonce()->verify($nonce);
    }
}
