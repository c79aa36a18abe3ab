<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http;

use Whl\Bridge\Http\Endpoint;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Plugin;

/**
 * ARCHITECTURE §3 / contract §2–§3: every call goes nonce → rate limit → captcha → handler, and
 * answers one envelope. 000 §6: every call carries a per-session nonce.
 */
final class PipelineTest extends TestCase
{
    public function test_a_missing_nonce_is_refused_with_403_invalid_nonce(): void
    {
        $browser = $this->browser();
        $answer = $browser->ajax(['action' => 'whl_session_getItem', 'key' => 'plan_quote_id', '_ajax_nonce' => '']);

        self::assertSame(403, $answer['status']);
        self::assertSame('invalid_nonce', $answer['body']['responseCode']);
        self::assertStringStartsWith('application/json', $answer['headers']['content-type'][0]);
    }

    public function test_a_bad_nonce_is_refused_with_403(): void
    {
        $browser = $this->browser();
        $answer = $browser->ajax(['action' => 'whl_session_getItem', 'key' => 'plan_quote_id', '_ajax_nonce' => 'deadbeef00']);

        self::assertSame(403, $answer['status']);
        self::assertSame('invalid_nonce', $answer['body']['responseCode']);
    }

    public function test_the_nonce_of_another_session_is_refused(): void
    {
        $mine = $this->browser();
        $theirs = $this->browser();
        self::assertNotSame($mine->nonce, $theirs->nonce, 'guests get per-session nonces');

        $answer = $mine->ajax(['action' => 'whl_session_getItem', 'key' => 'plan_quote_id', '_ajax_nonce' => $theirs->nonce]);
        self::assertSame(403, $answer['status']);
        self::assertSame('invalid_nonce', $answer['body']['responseCode']);

        $ok = $mine->ajax(['action' => 'whl_session_getItem', 'key' => 'plan_quote_id']);
        self::assertSame(200, $ok['status']);
        self::assertSame('success', $ok['body']['responseCode']);
    }

    public function test_a_rest_route_of_the_cart_needs_the_nonce_header(): void
    {
        $browser = $this->browser();
        $answer = $browser->rest('cart-page-summary_details', ['lang' => 'en']);
        self::assertSame(403, $answer['status']);
        self::assertSame('invalid_nonce', $answer['body']['responseCode']);
    }

    public function test_too_many_calls_are_answered_429_rate_limited(): void
    {
        $this->settings(['rate_limits' => ['session' => ['per_session' => 2, 'per_ip' => 100000]]]);
        $browser = $this->browser();
        $codes = [];
        for ($i = 0; $i < 3; $i++) {
            $answer = $browser->ajax(['action' => 'whl_session_getItem', 'key' => 'user_info']);
            $codes[] = $answer['status'] . ' ' . $answer['body']['responseCode'];
        }
        self::assertSame(['200 success', '200 success', '429 rate_limited'], $codes);
    }

    public function test_an_unknown_sub_action_or_a_get_on_a_post_action_is_not_found(): void
    {
        $browser = $this->browser();
        $unknown = $browser->ajax(['action' => 'wp_postpaid_prepaid_module', 'sub_action' => 'wp_drop_tables']);
        self::assertSame(404, $unknown['status']);
        self::assertSame('not_found', $unknown['body']['responseCode']);

        $get = $browser->ajax(['action' => 'whl_session_addItem', 'key' => 'plan_quote_id', 'value' => 'x'], 'GET');
        self::assertSame(404, $get['status']);
    }

    public function test_an_unexpected_error_is_logged_and_answered_500_failure_without_details(): void
    {
        $log = tempnam(sys_get_temp_dir(), 'whl-log');
        $previous = ini_set('error_log', $log);
        try {
            $endpoint = new Endpoint('test:boom', static function (Request $r): Response {
                throw new \RuntimeException('SQLSTATE secret table wp_users');
            }, 'session', nonce: false);
            $response = Plugin::instance()->pipeline()->run($endpoint, Request::create([]));
        } finally {
            ini_set('error_log', (string) $previous);
        }

        self::assertSame(500, $response->status());
        self::assertSame(['responseCode' => 'failure', 'message' => 'failure'], $response->body());
        self::assertStringContainsString('no-store', $response->headers()['Cache-Control']);
        self::assertStringContainsString('test:boom failed: RuntimeException: SQLSTATE secret table wp_users', (string) file_get_contents($log));
        unlink($log);
    }

    /** Issue 6 finding 6: a made-up cookie buys no rate-limit bucket of its own on the public routes. */
    public function test_random_cookies_on_a_public_route_add_no_counters(): void
    {
        $table = Fixtures::db()->prefix . 'whl_rate_limits';
        $count = static fn (): int => (int) Fixtures::db()->get_var("SELECT COUNT(*) FROM {$table}");
        (new Browser())->rest('homepage-plans', ['lang' => 'en']); // this address's bucket exists
        $before = $count();

        for ($i = 0; $i < 10; $i++) {
            $stranger = new Browser();
            $stranger->cookies['whl_sid'] = bin2hex(random_bytes(32));
            self::assertSame(200, $stranger->rest('homepage-plans', ['lang' => 'en'])['status']);
        }

        self::assertLessThanOrEqual(1, $count() - $before, 'only the address is counted (a new window may have begun)');
    }

    /** Issue 6 finding 1: a refusal that says when to come back carries Retry-After. */
    public function test_rate_limited_answers_say_when_to_retry(): void
    {
        $this->settings(['rate_limits' => ['catalogue' => ['per_session' => 0, 'per_ip' => 1]]]);
        $stranger = new Browser();
        $stranger->fromAddress = '127.0.' . random_int(1, 254) . '.' . random_int(1, 254);
        $stranger->rest('homepage-plans', ['lang' => 'en']);

        $answer = $stranger->rest('homepage-plans', ['lang' => 'en']);

        self::assertSame([429, 'rate_limited'], [$answer['status'], $answer['body']['responseCode']]);
        $retry = (int) ($answer['headers']['retry-after'][0] ?? 0);
        self::assertGreaterThan(0, $retry);
        self::assertLessThanOrEqual(60, $retry);
    }
}
