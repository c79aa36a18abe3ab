<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Frontend;

defined('ABSPATH') || exit;

use Whl\Bridge\Adapters\Sandbox\SandboxIdentity;

/**
 * The Sandbox identity provider's login page (000 §4.5; contract §4.21): what Keycloak's would be,
 * served by the plugin at `/?whl_sbx_idp=authorize&…` on Sandbox sites only. Its own HTML and
 * CSS, not the theme's: a provider's page is not the shop's. GET shows the form for a valid
 * authorization request; POST checks the username (or e-mail) and password and sends the
 * browser back to the shop's callback with a code (303); a wrong pair shows the form again with
 * the username kept. Cancel goes back with `error=access_denied`.
 */
final class SandboxLoginPage
{
    private const TEXTS = [
        'en' => [
            'title' => 'Log in',
            'provider' => 'Sandbox ID',
            'notice' => 'Test identity provider: the demo accounts are listed in the shop\'s README.',
            'username' => 'Username or e-mail',
            'password' => 'Password',
            'submit' => 'Log in',
            'cancel' => 'Cancel and go back to the shop',
            'wrong' => 'The username or password is not correct.',
            'bad_title' => 'Login not available',
            'bad' => 'This login request is not valid. Go back to the shop and press Log in again.',
        ],
        'ar' => [
            'title' => 'تسجيل الدخول',
            'provider' => 'هوية التجربة',
            'notice' => 'مزوّد هوية تجريبي: الحسابات التجريبية مذكورة في ملف README الخاص بالمتجر.',
            'username' => 'اسم المستخدم أو البريد الإلكتروني',
            'password' => 'كلمة المرور',
            'submit' => 'تسجيل الدخول',
            'cancel' => 'إلغاء والعودة إلى المتجر',
            'wrong' => 'اسم المستخدم أو كلمة المرور غير صحيحة.',
            'bad_title' => 'تسجيل الدخول غير متاح',
            'bad' => 'طلب تسجيل الدخول هذا غير صالح. عد إلى المتجر واضغط تسجيل الدخول مرة أخرى.',
        ],
    ];

    private const PARAMS = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method', 'ui_locales'];

    public function __construct(private readonly SandboxIdentity $identity)
    {
    }

    /**
     * The page's answer to one request.
     *
     * @param array<string, mixed> $get
     * @param array<string, mixed> $post
     * @return array{status: int, headers: array<string, string>, body: string}
     */
    public function handle(string $method, array $get, array $post): array
    {
        $request = [];
        foreach (self::PARAMS as $name) {
            $request[$name] = is_string($get[$name] ?? null) ? $get[$name] : '';
        }
        $lang = $request['ui_locales'] === 'ar' ? 'ar' : 'en';
        $t = self::TEXTS[$lang];
        if (!$this->identity->validRequest($request)) {
            return $this->page(400, $lang, sprintf('<h1>%s</h1><p>%s</p>', esc_html($t['bad_title']), esc_html($t['bad'])));
        }
        $username = is_string($post['username'] ?? null) ? trim($post['username']) : '';
        if ($method === 'POST') {
            $password = is_string($post['password'] ?? null) ? $post['password'] : '';
            $back = $this->identity->login($username, $password, $request);
            if ($back !== null) {
                return StandalonePage::redirect($back);
            }
            return $this->page(401, $lang, $this->form($request, $lang, $username, true));
        }
        return $this->page(200, $lang, $this->form($request, $lang, '', false));
    }

    /** Sends the answer and ends the request (Plugin::boot, parse_request). */
    public function serve(): never
    {
        $method = isset($_SERVER['REQUEST_METHOD']) && $_SERVER['REQUEST_METHOD'] === 'POST' ? 'POST' : 'GET';
        // the provider's own form; the PKCE challenge binds it to the shop's session
        $answer = $this->handle($method, wp_unslash($_GET), wp_unslash($_POST));
        StandalonePage::send($answer);
    }

    /** @param array<string, string> $request */
    private function form(array $request, string $lang, string $username, bool $wrong): string
    {
        $t = self::TEXTS[$lang];
        $cancel = add_query_arg(['error' => 'access_denied', 'state' => rawurlencode($request['state'])], $request['redirect_uri']);
        return sprintf(
            '<h1>%s</h1><p class="notice" role="note">%s</p>%s
<form method="post" novalidate>
<label for="username">%s</label><input id="username" name="username" autocomplete="username" dir="ltr" required value="%s"%s>
<label for="password">%s</label><input id="password" name="password" type="password" autocomplete="current-password" dir="ltr" required%s>
<button type="submit">%s</button>
</form><p><a href="%s">%s</a></p>',
            esc_html($t['title']),
            esc_html($t['notice']),
            $wrong ? '<p class="error" id="login-error" role="alert">' . esc_html($t['wrong']) . '</p>' : '',
            esc_html($t['username']),
            esc_attr($username),
            $wrong ? ' aria-invalid="true" aria-describedby="login-error"' : ' autofocus',
            esc_html($t['password']),
            $wrong ? ' aria-invalid="true" aria-describedby="login-error" autofocus' : '',
            esc_html($t['submit']),
            esc_url($cancel),
            esc_html($t['cancel']),
        );
    }

    /** @return array{status: int, headers: array<string, string>, body: string} */
    private function page(int $status, string $lang, string $main): array
    {
        $t = self::TEXTS[$lang];
        return StandalonePage::html($status, $lang, $t['title'], $t['provider'], '◆', self::CSS, $main);
    }

    // A provider's page: its own look, not the shop's tokens (as the Sandbox bank's page).
    private const CSS = '
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,"Segoe UI",Tahoma,sans-serif;background:#f1f3f6;color:#1d2430}
header{background:#2b2f77;color:#fff;padding:14px 24px;font-weight:700}.logo{color:#9ad0ff}
main{max-width:420px;margin:32px auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 2px 8px rgba(0,0,0,.12)}
h1{font-size:1.4rem;margin:0 0 12px}.notice{background:#eef4ff;border:1px solid #9bb6e8;padding:8px 12px;border-radius:4px}
.error{background:#fdecec;border:1px solid #a4161a;color:#7a0f12;padding:8px 12px;border-radius:4px}
label{display:block;font-weight:600;margin-top:12px}input{width:100%;padding:10px;font-size:1rem;border:1px solid #7d8896;border-radius:4px}
button{margin-top:20px;width:100%;padding:12px 16px;font-size:1rem;border-radius:4px;border:0;background:#2b2f77;color:#fff;cursor:pointer}
a{color:#2b2f77}:focus-visible{outline:3px solid #e0a100;outline-offset:2px}';
}
