<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Adapters\Sandbox;

use Whl\Bridge\Adapters\Sandbox\SandboxCaptcha;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\MovableClock;
use Whl\Bridge\Tests\Support\TestCase;

/** contract §5 / 000 §6: Sandbox captcha tokens are random, single-use, action-bound, 2 minutes. */
final class CaptchaTest extends TestCase
{
    public function test_a_token_passes_once_for_its_action(): void
    {
        $captcha = new SandboxCaptcha(Fixtures::db());
        $token = $captcha->issue('number_reservation', 'session-a');

        self::assertSame(120, $token->expiresIn);
        self::assertTrue($captcha->verify($token->token, 'number_reservation', 'session-a'));
        self::assertFalse($captcha->verify($token->token, 'number_reservation', 'session-a'), 'a token is single-use');
    }

    public function test_a_token_of_another_action_is_refused_and_stays_usable_for_its_own(): void
    {
        $captcha = new SandboxCaptcha(Fixtures::db());
        $token = $captcha->issue('resend_otp', 'session-a');

        self::assertFalse($captcha->verify($token->token, 'number_reservation', 'session-a'));
        self::assertTrue($captcha->verify($token->token, 'resend_otp', 'session-a'));
    }

    public function test_a_token_lives_two_minutes(): void
    {
        $clock = new MovableClock(time());
        $captcha = new SandboxCaptcha(Fixtures::db(), $clock);
        $early = $captcha->issue('number_reservation', 'session-a');
        $late = $captcha->issue('number_reservation', 'session-a');

        $clock->advance(SandboxCaptcha::LIFETIME_SECONDS - 1);
        self::assertTrue($captcha->verify($early->token, 'number_reservation', 'session-a'), 'alive until its 2 minutes are up');
        $clock->advance(1);
        self::assertFalse($captcha->verify($late->token, 'number_reservation', 'session-a'), 'expired after 2 minutes');
    }

    public function test_tokens_are_random_and_made_up_ones_are_refused(): void
    {
        $captcha = new SandboxCaptcha(Fixtures::db());
        self::assertNotSame($captcha->issue('number_reservation', 'session-a')->token, $captcha->issue('number_reservation', 'session-a')->token);
        self::assertFalse($captcha->verify('sbx_' . str_repeat('0', 48), 'number_reservation', 'session-a'));
        self::assertFalse($captcha->verify('', 'number_reservation', 'session-a'));
        self::assertFalse($captcha->verify("' OR 1=1 --", 'number_reservation', 'session-a'));
    }

    public function test_only_the_action_names_of_000_6_get_tokens(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        (new SandboxCaptcha(Fixtures::db()))->issue('anything', 'session-a');
    }

    /** Issue 6 finding 8: a token is spent only by the session it was issued to. */
    public function test_a_token_is_bound_to_the_session_that_obtained_it(): void
    {
        $captcha = new SandboxCaptcha(Fixtures::db());
        $token = $captcha->issue('number_reservation', 'session-a');

        self::assertFalse($captcha->verify($token->token, 'number_reservation', 'session-b'));
        self::assertTrue($captcha->verify($token->token, 'number_reservation', 'session-a'), 'the refusal did not spend it');
    }
}
