<?php

declare(strict_types=1);

namespace Whl\Bridge\Http;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Infrastructure\Session\Session;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Infrastructure\Session\SessionStore;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Ports\CustomerAccounts;
use Whl\Bridge\Ports\Identity;

/**
 * Login and logout (000 §4.5, §6; 001 §4.11; contract §4.21). `/?whl_login=start&return=&lang=`
 * sends the browser to the identity provider with an authorization-code request and a PKCE
 * challenge (RFC 7636, S256); the state and the verifier stay in the server session.
 * `/?whl_login=callback&code=&state=` checks the state, exchanges the code with the verifier,
 * reads the user, and then does 000 §4.5 steps 1-4 itself: the administrator token and the
 * customer (CustomerAccounts, inside the adapter), the customer's cart, and the session items.
 * Tokens stay in the server session; the browser gets a new session id and goes back to the page
 * it came from. A guest cart with items waits for the merge (AccountActions, 000 §4.5).
 */
final class LoginFlow
{
    public const QUERY = 'whl_login';
    /**
     * A hint for cached pages' scripts (the back button's my-orders rule, 001 §2.2), as WooCommerce's
     * items-in-cart cookie: '1' while logged in. Not a credential: the session decides.
     */
    public const HINT_COOKIE = 'whl_logged_in';
    /** An authorization request is answered within ten minutes, or started again. */
    public const REQUEST_SECONDS = 600;

    /** Session items of a login; the first four are the spec's (000 §3.17), the others the bridge's own. */
    public const SESSION_KEYS = [
        'loggedin_user_info', 'user_info', 'loggedin_customer_token', 'customer_id',
        'customer_quote_id', 'idp_access_token', 'cart_merge',
    ];

    /** The refusal page's texts (wp_die), in the language the login was started in. */
    private const TEXTS = [
        'en' => [
            'title' => 'Log in',
            'unavailable' => 'We could not log you in right now. Please try again in a moment.',
            'stale' => 'This login request has expired or was not completed. Please log in again.',
            'again' => 'Log in again',
        ],
        'ar' => [
            'title' => 'تسجيل الدخول',
            'unavailable' => 'تعذّر تسجيل الدخول الآن. يرجى المحاولة مرة أخرى بعد قليل.',
            'stale' => 'انتهت صلاحية طلب تسجيل الدخول أو لم يكتمل. يرجى تسجيل الدخول مرة أخرى.',
            'again' => 'تسجيل الدخول مرة أخرى',
        ],
    ];

    /**
     * The ports are built when a step needs them: one that may not serve this site (a production
     * site left on the Sandbox adapters) is the 503 page, not a fault (issue 31 finding 9).
     *
     * @param \Closure(): Identity $identity
     * @param \Closure(): CustomerAccounts $accounts
     * @param \Closure(): CartService $carts
     */
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly \Closure $identity,
        private readonly \Closure $accounts,
        private readonly \Closure $carts,
        private readonly Clock $clock,
        private readonly string $homeUrl,
    ) {
    }

    public function redirectUri(): string
    {
        return add_query_arg(self::QUERY, 'callback', $this->homeUrl);
    }

    /** The link of a login button: back to $return (this site only) in $lang afterwards. */
    public function startUrl(string $return, string $lang): string
    {
        return add_query_arg(array_map('rawurlencode', [self::QUERY => 'start', 'return' => $return, 'lang' => $lang]), $this->homeUrl);
    }

    /**
     * The answer to `?whl_login=…`: a redirect, or a refusal page's status and text.
     *
     * @param array<string, mixed> $get
     * @return array{status: int, location?: string, error?: string, lang: string}
     */
    public function handle(array $get): array
    {
        $lang = ($get['lang'] ?? '') === 'ar' ? 'ar' : 'en';
        return match ($get[self::QUERY] ?? '') {
            'start' => $this->start(is_string($get['return'] ?? null) ? $get['return'] : '', $lang),
            'callback' => $this->callback($get),
            default => ['status' => 404, 'error' => 'unknown', 'lang' => $lang],
        };
    }

    /** @return array{status: int, location: string, lang: string} */
    private function start(string $return, string $lang): array
    {
        try {
            $identity = ($this->identity)();
        } catch (\RuntimeException) { // the provider's adapter may not serve this site: nothing is kept
            return ['status' => 503, 'error' => 'unavailable', 'lang' => $lang];
        }
        $session = $this->sessions->start();
        $verifier = self::random(48);
        $state = self::random(24);
        $session->set('login_request', [
            'state' => $state,
            'verifier' => $verifier,
            'return' => $this->safeReturn($return, $lang),
            'lang' => $lang,
            'at' => $this->clock->now(),
        ]);
        $challenge = self::base64Url(hash('sha256', $verifier, true));
        return ['status' => 302, 'location' => $identity->authorizationUrl($state, $challenge, $this->redirectUri(), $lang), 'lang' => $lang];
    }

    /**
     * @param array<string, mixed> $get
     * @return array{status: int, location?: string, error?: string, lang: string}
     */
    private function callback(array $get): array
    {
        $session = $this->sessions->current();
        $request = $session?->get('login_request');
        $lang = is_array($request) && ($request['lang'] ?? '') === 'ar' ? 'ar' : 'en';
        if ($session === null || !is_array($request)) {
            return ['status' => 400, 'error' => 'no_request', 'lang' => $lang]; // no login was started in this browser
        }
        $session->remove('login_request'); // one answer per request: a replayed callback finds none
        $state = is_string($get['state'] ?? null) ? $get['state'] : '';
        $code = is_string($get['code'] ?? null) ? $get['code'] : '';
        if (!hash_equals((string) $request['state'], $state) || $this->clock->now() - (int) $request['at'] > self::REQUEST_SECONDS) {
            return ['status' => 400, 'error' => 'stale', 'lang' => $lang];
        }
        if ($code === '' || isset($get['error'])) {
            return ['status' => 400, 'error' => 'denied', 'lang' => $lang]; // the provider said no (e.g. the shopper cancelled)
        }
        try {
            $token = ($this->identity)()->exchangeCode($code, (string) $request['verifier'], $this->redirectUri());
            $user = $token !== null ? ($this->identity)()->userInfo($token) : null;
            if ($token === null || $user === null) {
                return ['status' => 400, 'error' => 'refused', 'lang' => $lang];
            }
            $info = $user->userInfo();
            $customer = ($this->accounts)()->customerFor($user->email, $info['firstName'], $info['lastName']);
            $accountQuote = ($this->accounts)()->customerCart($customer->token) ?? throw new \RuntimeException('commerce: customer token refused');
            $carts = ($this->carts)();
        } catch (\RuntimeException) { // the provider or the commerce back end is down: nothing is kept
            return ['status' => 503, 'error' => 'unavailable', 'lang' => $lang];
        }
        $session = $this->sessions->rotate(); // a login attaches: a new id (contract §2)
        self::hint(true);
        $session->set('idp_access_token', $token);
        $session->set('loggedin_customer_token', $customer->token);
        $session->set('customer_id', $customer->customerId);
        $session->set('customer_quote_id', $accountQuote);
        $session->set('user_info', $info);
        // 000 §3.16: index 2 is the username; the spec's index 3 (the customer token) is never served
        $session->set('loggedin_user_info', [$info['firstName'], $info['lastName'], $user->username]);
        $guest = $carts->cartOf($session);
        if ($guest === null || $guest->isEmpty()) {
            // nothing to merge: the account's cart is the session's from now on
            $session->set('plan_quote_id', $accountQuote);
            $session->set('cart_merge', 'done');
        } else {
            $session->set('cart_merge', 'pending'); // the widgets ask: 000 §4.5 'no', then 'yes'
        }
        return ['status' => 303, 'location' => (string) $request['return'], 'lang' => $lang];
    }

    /**
     * Logout (000 §4.5, whl_session_removeItem): the login's items leave the session and the
     * session gets a new id; a session without a login is left as it is. The account's cart stays the account's (its next login finds it);
     * a guest cart that was never merged stays the session's.
     */
    public function logout(Session $session): void
    {
        if (!$session->has('loggedin_customer_token') && !$session->has('loggedin_user_info')) {
            return; // nobody is logged in: nothing to remove, the id stays (a repeated logout, another tab)
        }
        $accountQuote = $session->get('customer_quote_id');
        $merged = $session->get('cart_merge') === 'done';
        if ($merged && is_string($accountQuote) && $session->quoteId() !== '') {
            $session->remove('plan_quote_id');
        }
        foreach (self::SESSION_KEYS as $key) {
            $session->remove($key);
        }
        $this->sessions->rotate();
        self::hint(false);
    }

    private static function hint(bool $loggedIn): void
    {
        if (headers_sent()) {
            return;
        }
        setcookie(self::HINT_COOKIE, $loggedIn ? '1' : '', [
            'expires' => $loggedIn ? time() + SessionStore::IDLE_SECONDS : 1,
            'path' => '/',
            'secure' => is_ssl(),
            'httponly' => false, // read by the site script; it carries nothing but the hint
            'samesite' => 'Lax',
        ]);
    }

    /** Sends the answer and ends the request (Plugin::boot, parse_request). */
    public function serve(): never
    {
        // the state bound to the session is the callback's credential
        $answer = $this->handle(wp_unslash($_GET));
        nocache_headers();
        header('Referrer-Policy: no-referrer'); // the code in the URL goes nowhere else
        if (isset($answer['location'])) {
            wp_safe_redirect($answer['location'], $answer['status']);
            exit;
        }
        $t = self::TEXTS[$answer['lang']];
        wp_die(
            esc_html($answer['error'] === 'unavailable' ? $t['unavailable'] : $t['stale']),
            esc_html($t['title']),
            ['response' => $answer['status'], 'link_url' => esc_url($this->startUrl(home_url('/'), $answer['lang'])), 'link_text' => esc_html($t['again'])],
        );
    }

    /** This site's page the shopper came from (wp_validate_redirect: no other host), lang=ar kept. */
    private function safeReturn(string $return, string $lang): string
    {
        $url = wp_validate_redirect($return !== '' ? $return : $this->homeUrl, $this->homeUrl);
        if (str_starts_with($url, '/') && !str_starts_with($url, '//')) {
            $url = home_url($url);
        }
        $url = remove_query_arg([self::QUERY, 'code', 'state', 'session_state'], $url);
        return $lang === 'ar' ? add_query_arg('lang', 'ar', $url) : remove_query_arg('lang', $url);
    }

    private static function random(int $bytes): string
    {
        return self::base64Url(random_bytes($bytes));
    }

    private static function base64Url(string $bytes): string
    {
        return rtrim(strtr(base64_encode($bytes), '+/', '-_'), '=');
    }
}
