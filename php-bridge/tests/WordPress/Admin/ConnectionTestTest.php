<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress\Admin;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Http;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\Tests\Support\WordPressUser;
use Whl\Bridge\WordPress\Admin\ConnectionTest;

/**
 * Issue 13, 14: the settings screen's connection test is an administrator's action with its nonce:
 * a visitor, an editor (even with a nonce of their own) and an administrator without the nonce are refused.
 */
final class ConnectionTestTest extends TestCase
{
    protected function tearDown(): void
    {
        WordPressUser::remove();
        parent::tearDown();
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

        $editor = WordPressUser::session('editor', ConnectionTest::ACTION);
        $refused = $this->test([$editor['cookie']], $editor['nonce']);
        self::assertSame(403, $refused['status'], 'an editor, even with a nonce of their own session');

        $admin = WordPressUser::session('administrator', ConnectionTest::ACTION);
        self::assertSame(403, $this->test([$admin['cookie']], 'not-the-nonce')['status'], 'an administrator without the nonce');

        $tested = $this->test([$admin['cookie']], $admin['nonce']);
        self::assertSame(200, $tested['status']);
        $answer = json_decode($tested['body'], true);
        // the Sandbox captcha of the test host calls no upstream: nothing to test, said so
        self::assertSame(['success' => false, 'data' => ['message' => 'The chosen adapter calls no upstream: nothing to test.']], $answer);
    }
}
