<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Infrastructure\Operations;

use Whl\Bridge\Http\Ajax\Actions;
use Whl\Bridge\Http\Rest\RestController;
use Whl\Bridge\Tests\Support\Http;
use Whl\Bridge\Tests\Support\PhpServer;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 6 finding 9 (000 §6, contract §3): when WordPress cannot reach the database, the bridge's
 * calls still get the envelope (503 failure, Retry-After, no-store) instead of WordPress's HTML
 * error page; every other request gets a plain 503 page. The drop-in runs before any plugin.
 */
final class DbErrorDropInTest extends TestCase
{
    private const DROP_IN = __DIR__ . '/../../../dropins/db-error.php';
    private const ENVELOPE = ['responseCode' => 'failure', 'message' => 'failure'];

    private static ?PhpServer $server = null;

    public static function setUpBeforeClass(): void
    {
        self::$server = PhpServer::start(__DIR__ . '/fixtures/db-error-router.php', ['WHL_DROP_IN' => realpath(self::DROP_IN) ?: self::DROP_IN]);
    }

    public static function tearDownAfterClass(): void
    {
        self::$server?->stop();
        self::$server = null;
    }

    public function test_the_drop_in_knows_every_ajax_action_and_the_rest_namespace_of_the_bridge(): void
    {
        $endpoints = require __DIR__ . '/../../../dropins/bridge-endpoints.php';

        self::assertSame(Actions::names(), $endpoints['ajax_actions']);
        self::assertSame(RestController::NAMESPACE, $endpoints['rest_namespace']);
    }

    public function test_every_ajax_action_of_the_bridge_answers_the_envelope_with_503(): void
    {
        foreach (Actions::names() as $action) {
            $body = http_build_query(['action' => $action, 'sub_action' => 'wp_plan_add_to_cart']);
            $this->assertEnvelope(Http::request('POST', self::$server->url . '/wp-admin/admin-ajax.php', [], $body), "POST {$action}");
            $this->assertEnvelope(Http::get(self::$server->url . '/wp-admin/admin-ajax.php?action=' . $action), "GET {$action}");
        }
    }

    public function test_the_rest_routes_of_the_bridge_answer_the_envelope_with_503_however_they_are_addressed(): void
    {
        foreach (
            [
            '/wp-json/wp-rest/v1/current-nonce?lang=en',
            '/wp-json/wp-rest/v1/cart-page-summary_details',
            '/shop/wp-json/wp-rest/v1/homepage-plans', // WordPress in a sub-folder
            '/index.php?rest_route=/wp-rest/v1/plan-details-numbers-list&key=hala-5',
            '/?rest_route=%2Fwp-rest%2Fv1%2Fcurrent-nonce',
            ] as $path
        ) {
            $this->assertEnvelope(Http::get(self::$server->url . $path), $path);
        }
    }

    public function test_every_other_request_gets_a_plain_503_page(): void
    {
        foreach (
            [
            '/',
            '/my_cart/',
            '/wp-admin/admin-ajax.php?action=heartbeat',
            '/wp-json/wp/v2/posts',
            '/wp-json/wp-rest/v10/current-nonce',
            '/?rest_route=/wp/v2/posts',
            ] as $path
        ) {
            $answer = Http::get(self::$server->url . $path);
            self::assertSame(503, $answer['status'], $path);
            self::assertStringStartsWith('text/html', $answer['headers']['content-type'][0] ?? '', $path);
            self::assertGreaterThan(0, (int) ($answer['headers']['retry-after'][0] ?? 0), $path);
            self::assertStringContainsString('<h1>', $answer['body'], $path);
            self::assertNull(json_decode($answer['body'], true), $path);
            self::assertArrayNotHasKey('x-powered-by', $answer['headers'], $path);
        }
    }

    private function assertEnvelope(array $answer, string $call): void
    {
        self::assertSame(503, $answer['status'], $call);
        self::assertSame(self::ENVELOPE, json_decode($answer['body'], true), $call);
        self::assertStringStartsWith('application/json', $answer['headers']['content-type'][0] ?? '', $call);
        self::assertSame('no-store', $answer['headers']['cache-control'][0] ?? '', $call);
        self::assertGreaterThan(0, (int) ($answer['headers']['retry-after'][0] ?? 0), $call);
        self::assertArrayNotHasKey('x-powered-by', $answer['headers'], $call);
    }
}
