<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Admin;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\Upstream\Probe;
use Whl\Bridge\WordPress\Composition\AdapterTable;
use Whl\Bridge\WordPress\Plugin;

/**
 * The settings screen's "Test connection" per port (issue 13): an admin-ajax action for
 * administrators only (manage_options, its own nonce) that builds the port's adapter from the STORED
 * settings, as a shop call would, and makes its probe (Infrastructure\Upstream\Probe): one harmless call. The answer
 * says what answered or why not, never a credential or an upstream body.
 */
final class ConnectionTest
{
    public const ACTION = 'whl_bridge_test_connection';

    public static function register(): void
    {
        add_action('wp_ajax_' . self::ACTION, static fn () => self::answer());
    }

    /** Whether the port is one of the adapter table's: its chosen adapter is tested when it calls an upstream (Probe). */
    public static function offers(string $port): bool
    {
        return isset(AdapterTable::PORTS[$port]);
    }

    /** The test's control, in the settings screen's Connection field of the port: the button and where its answer shows. */
    public static function button(string $port): void
    {
        printf(
            '<button type="button" class="button whl-test-connection" data-port="%1$s" data-nonce="%2$s">%3$s</button> '
            . '<span class="whl-test-result" role="status" aria-live="polite"></span><p class="description">%4$s</p>',
            esc_attr($port),
            esc_attr(wp_create_nonce(self::ACTION)),
            esc_html__('Test connection', 'whl-bridge'),
            esc_html__('Tests the saved settings: save first.', 'whl-bridge'),
        );
    }

    /** The script of the buttons (admin page only): posts the port, shows the answer. */
    public static function script(): string
    {
        return <<<'JS'
document.addEventListener('click', async (event) => {
  const button = event.target.closest('.whl-test-connection');
  if (!button) return;
  const status = button.closest('td').querySelector('.whl-test-result');
  button.disabled = true;
  status.textContent = '…';
  try {
    const body = new URLSearchParams({ action: 'whl_bridge_test_connection', port: button.dataset.port, _ajax_nonce: button.dataset.nonce });
    const answer = await (await fetch(window.ajaxurl, { method: 'POST', body, credentials: 'same-origin' })).json();
    status.textContent = answer.data && answer.data.message ? answer.data.message : String(answer.data || '');
  } catch (e) {
    status.textContent = String(e);
  } finally {
    button.disabled = false;
  }
});
JS;
    }

    private static function answer(): void
    {
        if (!current_user_can('manage_options')) {
            wp_send_json_error(['message' => __('Sorry, you are not allowed to do that.', 'whl-bridge')], 403);
        }
        check_ajax_referer(self::ACTION);
        $port = sanitize_key(wp_unslash((string) ($_POST['port'] ?? '')));
        if (!self::offers($port)) {
            wp_send_json_error(['message' => __('This port has nothing to test.', 'whl-bridge')], 400);
        }
        try {
            $adapter = Plugin::instance()->adapter($port);
            if (!$adapter instanceof Probe) {
                wp_send_json_error(['message' => __('The chosen adapter calls no upstream: nothing to test.', 'whl-bridge')]);
            }
            wp_send_json_success(['message' => $adapter->probe()]);
        } catch (\Throwable $e) {
            // UpstreamFailure's message names the service, the call and the reason only
            $reason = $e instanceof \Whl\Bridge\Infrastructure\Upstream\UpstreamFailure
                ? $e->getMessage()
                : __('the adapter could not be built from the saved settings', 'whl-bridge');
            /* translators: %s: why the test failed (service, call, reason) */
            wp_send_json_error(['message' => sprintf(__('Failed: %s.', 'whl-bridge'), $reason)]);
        }
    }
}
