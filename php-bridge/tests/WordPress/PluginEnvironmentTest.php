<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress;

use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\Tests\Support\WordPressProcess;

/**
 * Issue 6 finding 7 (000 §6): the Sandbox adapters, among them a captcha that hands out tokens,
 * work only where WordPress says the site is local, development or staging. On a production site
 * they are refused, `whl_captcha_token` does not exist and administrators are told why.
 */
final class PluginEnvironmentTest extends TestCase
{
    public function test_on_a_production_site_the_sandbox_is_refused_and_the_captcha_issues_nothing(): void
    {
        $out = $this->runAs('production', <<<'PHP'
            $ajax = \Whl\Bridge\WordPress\Plugin::instance()->ajax();
            $token = $ajax->handle('whl_captcha_token', \Whl\Bridge\Http\Request::create(['captcha_action' => 'number_reservation']));
            $plans = rest_do_request(new \WP_REST_Request('GET', '/wp-rest/v1/homepage-plans'));
            wp_set_current_user((int) get_users(['role' => 'administrator', 'number' => 1, 'fields' => 'ID'])[0]);
            ob_start();
            do_action('admin_notices');
            $notice = ob_get_clean();
            echo json_encode([
                'token' => [$token->status(), $token->body()],
                'plans' => [$plans->get_status(), $plans->get_data()['responseCode'] ?? null],
                'hooked' => has_action('wp_ajax_nopriv_whl_captcha_token') !== false,
                'notice' => $notice,
            ]);
            PHP);

        self::assertSame([404, ['responseCode' => 'not_found', 'message' => 'not_found']], $out['token']);
        self::assertFalse($out['hooked'], 'the token action is not registered');
        self::assertSame(503, $out['plans'][0], 'the Sandbox catalogue is not served');
        self::assertSame('failure', $out['plans'][1]);
        self::assertStringContainsString('notice-error', $out['notice']);
        self::assertStringContainsString('Sandbox', $out['notice']);
    }

    public function test_on_a_staging_site_the_sandbox_works(): void
    {
        $out = $this->runAs('staging', <<<'PHP'
            $plans = rest_do_request(new \WP_REST_Request('GET', '/wp-rest/v1/homepage-plans'));
            echo json_encode(['plans' => $plans->get_status(), 'hooked' => has_action('wp_ajax_nopriv_whl_captcha_token') !== false]);
            PHP);

        self::assertSame(['plans' => 200, 'hooked' => true], $out);
    }

    /** Runs $code in a fresh PHP process whose WordPress believes it is a site of $environment. */
    private function runAs(string $environment, string $code): array
    {
        return WordPressProcess::run($environment, $code);
    }
}
