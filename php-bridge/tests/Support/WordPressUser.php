<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Support;

/**
 * A logged-in WordPress user for HTTP tests of wp-admin and the REST API: a new user of a role, its
 * session's cookies as a header, and the nonce of an action that session's pages would carry.
 * remove() deletes the users made.
 */
final class WordPressUser
{
    /** @var list<int> */
    private static array $made = [];

    /** @return array{id: int, cookie: string, nonce: string} */
    public static function session(string $role, string $nonceAction): array
    {
        $id = wp_insert_user(['user_login' => $role . uniqid(), 'user_pass' => wp_generate_password(), 'role' => $role]);
        if (!is_int($id)) {
            throw new \RuntimeException('user not made');
        }
        self::$made[] = $id;
        $expires = time() + HOUR_IN_SECONDS;
        $token = \WP_Session_Tokens::get_instance($id)->create($expires);
        $auth = wp_generate_auth_cookie($id, $expires, 'auth', $token);
        $loggedIn = wp_generate_auth_cookie($id, $expires, 'logged_in', $token);
        // the nonce WordPress would print on this session's pages
        $_COOKIE[LOGGED_IN_COOKIE] = $loggedIn;
        wp_set_current_user($id);
        $nonce = wp_create_nonce($nonceAction);
        wp_set_current_user(0);
        unset($_COOKIE[LOGGED_IN_COOKIE]);
        $cookie = 'Cookie: ' . AUTH_COOKIE . '=' . rawurlencode($auth) . '; ' . LOGGED_IN_COOKIE . '=' . rawurlencode($loggedIn);
        return ['id' => $id, 'cookie' => $cookie, 'nonce' => $nonce];
    }

    public static function remove(): void
    {
        require_once ABSPATH . 'wp-admin/includes/user.php';
        foreach (self::$made as $id) {
            wp_delete_user($id);
        }
        self::$made = [];
    }
}
