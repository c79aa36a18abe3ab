<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/** contract §4.5 / §5: whl_captcha_token issues Sandbox tokens for the action names of 000 §6. */
final class CaptchaTest extends TestCase
{
    public function test_a_token_is_issued_for_a_known_action(): void
    {
        $answer = $this->browser()->ajax(['action' => 'whl_captcha_token', 'captcha_action' => 'number_reservation']);
        self::assertSame(200, $answer['status']);
        self::assertNotSame('', $answer['body']['token']);
        self::assertSame(120, $answer['body']['expires_in']);
        self::assertStringContainsString('no-store', $answer['headers']['cache-control'][0]);
    }

    public function test_unknown_actions_get_no_token(): void
    {
        $answer = $this->browser()->ajax(['action' => 'whl_captcha_token', 'captcha_action' => 'login']);
        self::assertSame(422, $answer['status']);
        self::assertSame(['captcha_action' => 'captcha_action_invalid'], $answer['body']['errors']);
    }

    public function test_tokens_need_the_nonce(): void
    {
        $answer = $this->browser()->ajax(['action' => 'whl_captcha_token', 'captcha_action' => 'number_reservation', '_ajax_nonce' => '']);
        self::assertSame(403, $answer['status']);
    }

    /** Issue 6 finding 8: a token serves only the session that obtained it. */
    public function test_a_token_obtained_by_one_session_is_refused_for_another(): void
    {
        $owner = $this->browser();
        $thief = $this->browser();
        $token = $owner->captchaToken();

        $answer = $thief->addToCart(Fixtures::freeNumber()['msisdn'], 'PRE-HALA-5', 'prepaid', ['captcha-response' => $token]);

        self::assertSame([403, 'captcha_failed'], [$answer['status'], $answer['body']['responseCode']], $answer['raw']);
        $own = $owner->addToCart(Fixtures::freeNumber()['msisdn'], 'PRE-HALA-5', 'prepaid', ['captcha-response' => $token]);
        self::assertSame(200, $own['status'], 'the owner can still use it: ' . $own['raw']);
    }

    /**
     * issue 15: the spend and the change it allows are one commit, whatever the outcome: a token
     * spent on a reservation the shop refused stays spent, and one spent on a reservation made is spent.
     */
    public function test_a_token_spent_on_a_refused_change_stays_spent(): void
    {
        $browser = $this->browser();
        $token = $browser->captchaToken();
        $refused = $browser->addToCart('70000000', extra: ['captcha-response' => $token]); // no such number
        self::assertSame('number_unavailable', $refused['body']['responseCode'] ?? null);
        $number = Fixtures::freeNumber()['msisdn'];
        $replayed = $browser->addToCart($number, extra: ['captcha-response' => $token]);
        self::assertSame('captcha_failed', $replayed['body']['responseCode'] ?? null, 'the refused call spent it');

        $fresh = $browser->captchaToken();
        self::assertSame('success', $browser->addToCart($number, extra: ['captcha-response' => $fresh])['body']['responseCode'] ?? null);
        self::assertSame('0', (string) Fixtures::db()->get_var('SELECT @@in_transaction'));
        $again = $browser->addToCart($number, extra: ['captcha-response' => $fresh, 'cart_update_flag' => 'cart-clear']);
        self::assertSame('captcha_failed', $again['body']['responseCode'] ?? null, 'and the change made spent it');
    }
}
