<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Frontend;

defined('ABSPATH') || exit;

use Whl\Bridge\Adapters\Sandbox\SandboxOtp;
use Whl\Bridge\Domain\E164;
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\WordPress\CartRestore;

/**
 * The demo outbox (issue 9): shortcode [whl_demo_outbox], served only with the Sandbox adapters on
 * a non-production site. It lists the messages the Sandbox would have sent by SMS (passcodes, and
 * the order notices of OrderNotice: placement and each status change), newest first: the visitor's
 * own session's, or every session's for an administrator. Shoppers of the demo read their passcode
 * here; browser tests read it the same way. A cart of the session left untouched for an hour gets
 * its restore link here (WordPress\CartRestore, 000 §4.4), the Sandbox's stand-in for the operator's reminder.
 */
final class DemoOutbox
{
    public const SHORTCODE = 'whl_demo_outbox';

    public function __construct(
        private readonly SandboxOtp $otp,
        private readonly SessionManager $sessions,
        private readonly ?CartRestore $restore = null,
    ) {
    }

    public function render(string $lang): string
    {
        $everyone = current_user_can('manage_options');
        $session = $this->sessions->current();
        if ($session !== null) {
            // 000 §4.4: the Sandbox sends the restore link of an abandoned cart when its shopper looks here.
            $this->restore?->remindIfAbandoned($session, $this->otp, $lang);
        }
        $messages = $everyone ? $this->otp->outbox(null) : ($session === null ? [] : $this->otp->outbox($session->id()));
        return Translation::in($lang, static function () use ($messages, $everyone): string {
            $html = '<section class="whl-demo-outbox" aria-labelledby="whl-outbox-title"><h2 id="whl-outbox-title">'
                . esc_html__('Messages sent to you', 'whl-bridge') . '</h2><p>'
                . esc_html($everyone
                    ? __('As an administrator you see the messages of every visitor.', 'whl-bridge')
                    : __('This demo shop sends no SMS: the messages it would send to this browser are listed here.', 'whl-bridge'))
                . '</p>';
            if ($messages === []) {
                return $html . '<p>' . esc_html__('No messages yet.', 'whl-bridge') . '</p></section>';
            }
            $html .= '<ol class="whl-demo-outbox__list">';
            foreach ($messages as $message) {
                $html .= sprintf(
                    '<li><p><span dir="ltr">%1$s</span> · <time datetime="%2$s">%2$s</time></p><p data-outbox-message>%3$s</p></li>',
                    esc_html(E164::shown($message['msisdn'])),
                    esc_attr($message['sent_at']),
                    esc_html($message['message']),
                );
            }
            return $html . '</ol></section>';
        });
    }
}
