<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Admin;

use Whl\Bridge\Admin\ConnectionTest;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Http;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 13, 14: the settings screen's connection test is an administrator's action with its nonce:
 * a visitor, an editor (even with a nonce of their own) and an administrator without the nonce are refused.
 */
final class ConnectionTestTest extends TestCase
{
    /** @var list<int> */
    private array $users = [];

    protected function tearDown(): void
    {
        require_once ABSPATH . 'wp-admin/includes/user.php';
        foreach ($this->users as $id) {
            wp_delete_user($id);
        }
        wp_set_current_user(0);
        $_COOKIE = [];
        parent::tearDown();
    }

    /**
     * A logged-in session of a new user of $role, as its browser's cookies, and a nonce of the test's action it would have.
     *
     * @return array{cookie: string, nonce: string}
     */
    private function session(string $role): array
    {
        $id = wp_insert_user(['user_login' => $role . uniqid(), 'user_pass' => wp_generate_password(), 'role' => $role]);
        self::assertIsInt($id);
        $this->users[] = $id;
        $expires = time() + HOUR_IN_SECONDS;
        $token = \WP_Session_Tokens::get_instance($id)->create($expires);
        $auth = wp_generate_auth_cookie($id, $expires, 'auth', $token);
        $loggedIn = wp_generate_auth_cookie($id, $expires, 'logged_in', $token);
        // the nonce WordPress would print on the page for this session
        $_COOKIE[LOGGED_IN_COOKIE] = $loggedIn;
        wp_set_current_user($id);
        $nonce = wp_create_nonce(ConnectionTest::ACTION);
        return ['cookie' => 'Cookie: ' . AUTH_COOKIE . '=' . rawurlencode($auth) . '; ' . LOGGED_IN_COOKIE . '=' . rawurlencode($loggedIn), 'nonce' => $nonce];
    }

    /** @param list<string> $headers */
    private function test(array $headers, string $nonce): array
    {
        return Http::request(
            'POST',
            Browser::baseUrl() . '/wp-admin/admin-ajax.php',
            [...$headers, 'Content-Type: application/x-www-form-urlencoded'],
            http_build_query(['action' => ConnectionTest::ACTION, 'port' => 'captcha', '_ajax_nonce' => $nonce]),
        );
    }

    public function test_only_an_administrator_with_the_nonce_may_test_a_connection(): void
    {
        self::assertSame(400, $this->test([], 'x')['status'], 'a visitor: WordPress answers no such action');

        $editor = $this->session('editor');
        $refused = $this->test([$editor['cookie']], $editor['nonce']);
        self::assertSame(403, $refused['status'], 'an editor, even with a nonce of their own session');

        $admin = $this->session('administrator');
        self::assertSame(403, $this->test([$admin['cookie']], 'not-the-nonce')['status'], 'an administrator without the nonce');

        $tested = $this->test([$admin['cookie']], $admin['nonce']);
        self::assertSame(200, $tested['status']);
        $answer = json_decode($tested['body'], true);
        // the Sandbox captcha of the test host calls no upstream: nothing to test, said so
        self::assertSame(['success' => false, 'data' => ['message' => 'The chosen adapter calls no upstream: nothing to test.']], $answer);
    }
}
