<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Adapters\Sandbox;

use Whl\Bridge\Adapters\Sandbox\SandboxOtp;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\MovableClock;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 9, 000 §5.8 / §4.1 passcodes in the Sandbox: 6 digits, 5 minutes, 3 attempts, bound to the
 * session that asked, the last one sent the only one that works; the message lands in the demo
 * outbox of that session, in its language.
 */
final class SandboxOtpTest extends TestCase
{
    private MovableClock $clock;
    private SandboxOtp $otp;
    private string $session;

    protected function setUp(): void
    {
        parent::setUp();
        $this->clock = new MovableClock(time());
        $this->otp = new SandboxOtp(Fixtures::db(), $this->clock);
        $this->session = 'session-' . bin2hex(random_bytes(8));
    }

    /** The passcode of the newest outbox message of $session. */
    private function lastCode(string $session): string
    {
        $message = $this->otp->outbox($session, 1)[0]['message'] ?? '';
        self::assertSame(1, preg_match('/\b(\d{6})\b/', $message, $m), $message);
        return $m[1];
    }

    public function test_a_passcode_lands_in_the_outbox_of_its_session_and_works_once(): void
    {
        self::assertSame(300, $this->otp->send('91234567', 'existing_customer', $this->session, 'en'));
        $code = $this->lastCode($this->session);
        self::assertStringContainsString('valid for 5 minutes', $this->otp->outbox($this->session, 1)[0]['message']);
        self::assertSame([], $this->otp->outbox('another-session'), 'another session sees nothing');

        self::assertSame('invalid', $this->otp->verify('91234567', 'existing_customer', 'another-session', $code), 'bound to its session');
        self::assertSame('invalid', $this->otp->verify('91234567', 'esim', $this->session, $code), 'bound to its purpose');
        self::assertSame('ok', $this->otp->verify('91234567', 'existing_customer', $this->session, $code));
        self::assertSame('invalid', $this->otp->verify('91234567', 'existing_customer', $this->session, $code), 'once');
    }

    public function test_three_wrong_codes_lock_it_and_a_new_one_replaces_it(): void
    {
        $this->otp->send('91234567', 'esim', $this->session, 'en');
        $code = $this->lastCode($this->session);
        $wrong = $code === '000000' ? '111111' : '000000';
        self::assertSame(['invalid', 'invalid', 'invalid', 'locked'], array_map(
            fn (): string => $this->otp->verify('91234567', 'esim', $this->session, $wrong),
            range(1, 4)
        ));
        self::assertSame('locked', $this->otp->verify('91234567', 'esim', $this->session, $code), 'even the right one, once locked');

        $this->otp->send('91234567', 'esim', $this->session, 'en'); // resend
        self::assertSame('ok', $this->otp->verify('91234567', 'esim', $this->session, $this->lastCode($this->session)));
    }

    public function test_a_resend_ends_the_earlier_code_and_time_ends_any(): void
    {
        $this->otp->send('91234567', 'existing_customer', $this->session, 'en');
        $first = $this->lastCode($this->session);
        $this->otp->send('91234567', 'existing_customer', $this->session, 'en');
        $second = $this->lastCode($this->session);
        if ($first !== $second) {
            self::assertSame('invalid', $this->otp->verify('91234567', 'existing_customer', $this->session, $first), 'the earlier code stops working');
        }
        $this->clock->advance(301);
        self::assertSame('expired', $this->otp->verify('91234567', 'existing_customer', $this->session, $second));
    }

    public function test_the_message_speaks_the_shoppers_language(): void
    {
        $this->otp->send('91234567', 'esim', $this->session, 'ar');
        self::assertStringContainsString('رمز المرور الخاص بك هو', $this->otp->outbox($this->session, 1)[0]['message']);
    }
}
