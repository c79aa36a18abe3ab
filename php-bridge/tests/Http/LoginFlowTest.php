<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http;

use Whl\Bridge\Adapters\Sandbox\SandboxIdentity;
use Whl\Bridge\Adapters\Sandbox\SeedAccounts;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\Login;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\Tests\Support\WordPressProcess;

/**
 * 000 §4.5, §6; 001 §4.11 login through the identity port (contract §4.21): authorization code
 * with PKCE, the state bound to the session, codes used once, tokens kept server-side.
 */
final class LoginFlowTest extends TestCase
{
    use Login;

    public function test_start_sends_the_browser_to_the_provider_with_an_s256_challenge_and_a_state(): void
    {
        $url = self::startLogin($this->browser(), '/postpaid/', 'ar');
        parse_str((string) parse_url($url, PHP_URL_QUERY), $query);
        self::assertSame('authorize', $query['whl_sbx_idp']);
        self::assertSame('code', $query['response_type']);
        self::assertSame('S256', $query['code_challenge_method']);
        self::assertMatchesRegularExpression('/^[A-Za-z0-9_-]{43}$/', $query['code_challenge']);
        self::assertMatchesRegularExpression('/^[A-Za-z0-9_-]{32}$/', $query['state']);
        self::assertSame('ar', $query['ui_locales']);
        self::assertStringEndsWith('?whl_login=callback', $query['redirect_uri']);
        self::assertArrayNotHasKey('code_verifier', $query, 'the verifier stays in the session');
    }

    /** Issue 31 finding 9: a production site left on the Sandbox provider answers the contract's 503 page, not a bare 500. */
    public function test_on_a_production_site_left_on_the_sandbox_provider_start_answers_the_503_page(): void
    {
        $out = WordPressProcess::run('production', '
            $_GET = ["whl_login" => "start", "return" => "/postpaid/", "lang" => "ar"];
            add_filter("wp_die_handler", static fn () => static function ($message, $title, $args): never {
                echo json_encode(["status" => $args["response"] ?? null, "message" => $message, "link" => $args["link_url"] ?? ""]);
                exit;
            });
            do_action("parse_request", $GLOBALS["wp"]); // the login page answers and exits here
            echo json_encode(["served" => false]);
            ');
        self::assertSame(503, $out['status'] ?? null, json_encode($out));
        self::assertSame(esc_html('تعذّر تسجيل الدخول الآن. يرجى المحاولة مرة أخرى بعد قليل.'), $out['message'], 'the login\'s language');
        self::assertStringContainsString('whl_login=start', $out['link'], 'a "Log in again" link');
    }

    public function test_a_login_puts_the_user_in_the_session_and_no_token_in_any_answer(): void
    {
        $browser = $this->browser();
        $oldCookie = $browser->cookies['whl_sid'];
        $answer = self::logIn($browser, 'aisha', '/postpaid/', 'ar');
        self::assertSame(home_url('/postpaid/?lang=ar'), $answer['headers']['location'][0], 'back to the page, in its language');
        self::assertNotSame($oldCookie, $browser->cookies['whl_sid'], 'a login attaches: a new session id');
        self::assertSame('1', $browser->cookies['whl_logged_in'], 'the hint for cached pages\' scripts');
        $data = $browser->rest('current-nonce', ['lang' => 'en'])['body']['data'];
        self::assertSame(['Aisha', 'Al Balushi', 'aisha'], $data['loggedin_user_info'], '000 §3.16: index 2 the username, no token');
        $user = $browser->ajax(['action' => 'keycloak_get_user_info_API'], 'GET')['body'];
        self::assertSame('whl_000', $user['status']);
        self::assertSame('aisha@example.om', $user['user']['email']);
        $tokens = self::sessionTokens($browser);
        self::assertCount(3, $tokens, 'the provider token, the customer token, the cached administrator token');
        foreach ([$answer['raw'], json_encode($data), json_encode($user)] as $text) {
            foreach ($tokens as $token) {
                self::assertStringNotContainsString($token, $text);
            }
        }
        foreach (['loggedin_customer_token', 'idp_access_token', 'customer_quote_id'] as $key) {
            $item = $browser->ajax(['action' => 'whl_session_getItem', 'key' => $key], 'GET');
            self::assertSame(422, $item['status'], $key . ' is not readable from the browser');
        }
    }

    public function test_a_replayed_or_foreign_callback_logs_nobody_in(): void
    {
        $browser = $this->browser();
        $callback = self::postLoginForm(self::startLogin($browser), 'salim');
        $stranger = $this->browser();
        self::assertSame(400, $stranger->get(self::reachable($callback))['status'], 'another browser: no login request of its own');
        self::assertSame(303, $browser->get(self::reachable($callback))['status']);
        $other = $this->browser();
        self::startLogin($other);
        self::assertSame(400, $other->get(self::reachable($callback))['status'], 'a used code with another state');
        self::assertSame(400, $browser->get(self::reachable($callback))['status'], 'replayed: the request is gone');
        self::assertNull($stranger->rest('current-nonce', ['lang' => 'en'])['body']['data']['loggedin_user_info']);
    }

    public function test_a_code_works_only_with_the_verifier_of_its_own_request(): void
    {
        $victim = $this->browser();
        $callback = self::postLoginForm(self::startLogin($victim), 'aisha');
        parse_str((string) parse_url($callback, PHP_URL_QUERY), $stolen);
        // an attacker with the code starts its own request (its own verifier) and swaps the state in
        $attacker = $this->browser();
        $own = self::startLogin($attacker);
        parse_str((string) parse_url($own, PHP_URL_QUERY), $ownQuery);
        $forged = Browser::baseUrl() . '/?' . http_build_query(['whl_login' => 'callback', 'code' => $stolen['code'], 'state' => $ownQuery['state']]);
        self::assertSame(400, $attacker->get($forged)['status'], 'PKCE: the attacker\'s verifier does not match the code');
        self::assertNull($attacker->rest('current-nonce', ['lang' => 'en'])['body']['data']['loggedin_user_info']);
    }

    public function test_a_wrong_password_shows_the_form_again_and_issues_no_code(): void
    {
        $url = self::startLogin($this->browser());
        self::assertSame('', self::postLoginForm($url, 'aisha', 'not-the-password'));
        self::assertSame('', self::postLoginForm($url, 'nobody', 'x'));
    }

    public function test_the_provider_refuses_a_request_for_another_redirect_uri(): void
    {
        $url = self::startLogin($this->browser());
        $evil = add_query_arg('redirect_uri', rawurlencode('https://evil.example/cb'), $url);
        self::assertSame(400, (new Browser())->get(self::reachable($evil))['status']);
    }

    public function test_the_return_address_stays_on_this_site(): void
    {
        $browser = $this->browser();
        $answer = self::logIn($browser, 'aisha', 'https://evil.example/steal');
        self::assertStringStartsWith(home_url('/'), $answer['headers']['location'][0]);
    }

    public function test_logout_removes_every_item_of_the_login_and_changes_the_id(): void
    {
        $browser = $this->browser();
        self::logIn($browser);
        $before = $browser->cookies['whl_sid'];
        $out = $browser->ajax(['action' => 'whl_session_removeItem', 'key' => 'loggedin_user_info']);
        self::assertSame('whl_000', $out['body']['code'] ?? null, $out['raw']);
        self::assertNotSame($before, $browser->cookies['whl_sid']);
        self::assertNotSame('1', $browser->cookies['whl_logged_in'], 'the hint is cleared (expired)');
        $browser->nonce = (string) $browser->rest('current-nonce', ['lang' => 'en'])['body']['data']['current_nonce'];
        self::assertNull($browser->rest('current-nonce', ['lang' => 'en'])['body']['data']['loggedin_user_info']);
        self::assertSame('whl_FL0000', $browser->ajax(['action' => 'keycloak_get_user_info_API'], 'GET')['body']['status']);
        $merge = $browser->ajax(['action' => 'wpb_create_b2c_customerTokenAndCartMerge', 'post_action' => 'no']);
        self::assertSame(401, $merge['status']);
        $after = $browser->cookies['whl_sid'];
        $again = $browser->ajax(['action' => 'whl_session_removeItem', 'key' => 'loggedin_user_info']);
        self::assertSame('whl_000', $again['body']['code'] ?? null, 'a second logout (another tab) is fine');
        self::assertSame($after, $browser->cookies['whl_sid'], 'and changes nothing');
    }

    public function test_the_profile_update_goes_to_the_provider_and_refuses_unknown_fields(): void
    {
        $browser = $this->browser();
        self::logIn($browser, 'maryam');
        $bad = $browser->ajax(['action' => 'wpb_keycloak_update_user_details', 'postData_create_user' => json_encode(['isAdmin' => 'true'])]);
        self::assertSame(422, $bad['status']);
        $badMail = $browser->ajax(['action' => 'wpb_keycloak_update_user_details', 'postData_create_user' => json_encode(['email' => 'nope'])]);
        self::assertSame(422, $badMail['status']);
        $ok = $browser->ajax(['action' => 'wpb_keycloak_update_user_details', 'postData_create_user' => json_encode([
            'firstName' => 'Maryam', 'lastName' => 'Al Lawati', 'mobileNumber' => '91234567', 'idType' => '1',
        ])]);
        self::assertSame(200, $ok['status'], $ok['raw']);
        $user = $browser->ajax(['action' => 'keycloak_get_user_info_API'], 'GET')['body']['user'];
        self::assertSame('Maryam', $user['firstName']);
        self::assertSame('91234567', $user['attributes']['mobileNumber']);
    }

    public function test_placeholder_names_read_as_empty(): void
    {
        // as the seeded maryam (whose names another test updates): a new account with the placeholders
        $name = 'p' . bin2hex(random_bytes(5));
        SandboxIdentity::seed(Fixtures::db(), [[
            'username' => $name,
            'email' => $name . '@example.om',
            'password' => SeedAccounts::PASSWORD,
            'first_name' => 'first_name',
            'last_name' => 'last_name',
        ]]);
        $browser = $this->browser();
        self::logIn($browser, $name);
        $info = $browser->rest('current-nonce', ['lang' => 'en'])['body']['data']['loggedin_user_info'];
        self::assertSame(['', '', $name], $info, "000 §3.16: 'first_name' and 'last_name' are read as empty");
        $user = $browser->ajax(['action' => 'keycloak_get_user_info_API'], 'GET')['body']['user'];
        self::assertSame(['', ''], [$user['firstName'], $user['lastName']]);
    }

    /** @return list<string> the raw tokens the login left server-side */
    private static function sessionTokens(Browser $browser): array
    {
        global $wpdb;
        $tokens = [];
        foreach (['loggedin_customer_token', 'idp_access_token'] as $key) {
            $tokens[] = (string) json_decode((string) $wpdb->get_var($wpdb->prepare(
                "SELECT item_value FROM {$wpdb->prefix}whl_session_values WHERE session_id = %s AND item_key = %s",
                hash('sha256', $browser->cookies['whl_sid']), // the store keys sessions by the id's hash
                $key,
            )));
        }
        $tokens[] = (string) get_option('whl_sbx_commerce_admin_token');
        foreach ($tokens as $token) {
            self::assertMatchesRegularExpression('/^[A-Za-z0-9_-]{43}$/', $token);
        }
        return $tokens;
    }
}
