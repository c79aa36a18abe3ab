<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Support;

use Whl\Bridge\Adapters\Sandbox\SeedAccounts;

/**
 * Logging a test browser in through the Sandbox identity provider, as a shopper's browser does
 * (contract §4.21): start → the provider's form → the callback with the code.
 */
trait Login
{
    /** The start's redirect: the provider's authorization URL. */
    private static function startLogin(Browser $browser, string $return = '/postpaid/', string $lang = 'en'): string
    {
        $answer = $browser->get(Browser::baseUrl() . '/?' . http_build_query(['whl_login' => 'start', 'return' => $return, 'lang' => $lang]));
        self::assertSame(302, $answer['status'], $answer['raw']);
        return $answer['headers']['location'][0];
    }

    /** The provider's form posted: its 303 location (the callback with code and state), or '' when refused. */
    private static function postLoginForm(string $authorizeUrl, string $username, string $password = SeedAccounts::PASSWORD): string
    {
        $ch = curl_init(self::reachable($authorizeUrl));
        curl_setopt_array($ch, [
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_HEADER => true,
            CURLOPT_POST => true,
            CURLOPT_POSTFIELDS => http_build_query(['username' => $username, 'password' => $password]),
        ]);
        $raw = (string) curl_exec($ch);
        return preg_match('/\r\nlocation: *(\S+)/i', $raw, $m) === 1 ? $m[1] : '';
    }

    /** Logs the browser in; its nonce is the new session's. Returns the callback's answer. */
    private static function logIn(Browser $browser, string $username = 'aisha', string $return = '/postpaid/', string $lang = 'en'): array
    {
        $callback = self::postLoginForm(self::startLogin($browser, $return, $lang), $username);
        self::assertNotSame('', $callback, 'the provider accepted the demo account');
        $answer = $browser->get(self::reachable($callback));
        self::assertSame(303, $answer['status'], $answer['raw']);
        $browser->nonce = (string) $browser->rest('current-nonce', ['lang' => 'en'])['body']['data']['current_nonce'];
        return $answer;
    }

    private static function reachable(string $url): string
    {
        $site = rtrim((string) home_url(), '/');
        return str_starts_with($url, $site) ? Browser::baseUrl() . substr($url, strlen($site)) : $url;
    }
}
