<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Frontend;

defined('ABSPATH') || exit;

/**
 * A page the plugin serves on its own, outside the theme: the Sandbox back ends' pages that stand
 * for a bank's or an identity provider's (SandboxPaymentPage, SandboxLoginPage). Their own HTML and
 * CSS, no script, no framing, forms to this origin only, not indexed.
 */
final class StandalonePage
{
    /**
     * @return array{status: int, headers: array<string, string>, body: string}
     */
    public static function html(int $status, string $lang, string $title, string $brand, string $logo, string $css, string $main): array
    {
        $nonce = bin2hex(random_bytes(12));
        $body = sprintf(
            '<!DOCTYPE html>
<html lang="%s" dir="%s"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>%s · %s</title><style nonce="%s">%s</style></head>
<body><header><span class="logo" aria-hidden="true">%s</span> %s</header><main>%s</main></body></html>',
            esc_attr($lang),
            $lang === 'ar' ? 'rtl' : 'ltr',
            esc_html($title),
            esc_html($brand),
            esc_attr($nonce),
            $css,
            esc_html($logo),
            esc_html($brand),
            $main,
        );
        return ['status' => $status, 'headers' => self::headers($nonce), 'body' => $body];
    }

    /** @return array{status: int, headers: array<string, string>, body: string} a 303 to $url */
    public static function redirect(string $url): array
    {
        return ['status' => 303, 'headers' => self::headers('') + ['Location' => $url], 'body' => ''];
    }

    /**
     * Sends an answer and ends the request.
     *
     * @param array{status: int, headers: array<string, string>, body: string} $answer
     */
    public static function send(array $answer): never
    {
        status_header($answer['status']);
        nocache_headers();
        foreach ($answer['headers'] as $name => $value) {
            header($name . ': ' . $value);
        }
        echo $answer['body']; // built escaped by html()
        exit;
    }

    /** @return array<string, string> no framing, no script, forms to this origin only */
    private static function headers(string $styleNonce): array
    {
        return [
            'Content-Type' => 'text/html; charset=utf-8',
            'Content-Security-Policy' => "default-src 'none'; style-src 'nonce-{$styleNonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
            'X-Frame-Options' => 'DENY',
            'Referrer-Policy' => 'no-referrer',
            'X-Robots-Tag' => 'noindex',
        ];
    }
}
