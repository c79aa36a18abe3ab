<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Infrastructure\Security;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Infrastructure\Security\Passcodes;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\MovableClock;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 31 finding 4 (SMS pumping and bombing): the caps on issuing passcodes, whatever carries them.
 * Per recipient in a window and in a day, whichever sessions ask; per session a back-off that
 * doubles; passcodes abroad within a shop-wide hourly budget. Time moves on the test's clock,
 * set years back so that no other test's passcodes fall in its windows.
 */
final class PasscodesTest extends TestCase
{
    private MovableClock $clock;

    protected function setUp(): void
    {
        parent::setUp();
        $this->clock = new MovableClock(time() - 5 * 365 * DAY_IN_SECONDS - random_int(0, 100000) * 60);
    }

    /** @param array<string, int> $limits */
    private function passcodes(array $limits): Passcodes
    {
        return new Passcodes(Fixtures::db(), $this->clock, Passcodes::ATTEMPTS, $limits);
    }

    private static function recipient(string $dialCode = '968'): string
    {
        return $dialCode . '9' . random_int(1000000, 9999999);
    }

    private static function session(): string
    {
        return 'session-' . bin2hex(random_bytes(8));
    }

    /** @return int|string the Retry-After of a refusal, or 'issued' */
    private static function attempt(Passcodes $passcodes, string $msisdn, string $session, string $purpose = 'existing_customer'): int|string
    {
        try {
            $passcodes->issue($msisdn, $purpose, $session);
            return 'issued';
        } catch (Refusal $refusal) {
            self::assertSame('limit_exceeded', $refusal->responseCode);
            return (int) $refusal->retryAfter;
        }
    }

    public function test_one_recipient_gets_three_in_a_quarter_hour_and_ten_a_day_whichever_sessions_ask(): void
    {
        $passcodes = $this->passcodes(['per_recipient' => 3, 'recipient_window_minutes' => 15, 'per_recipient_day' => 10]);
        $to = self::recipient();
        $tries = array_map(fn (): int|string => self::attempt($passcodes, $to, self::session()), range(1, 4));
        self::assertSame(['issued', 'issued', 'issued', 15 * 60], $tries, 'the 4th waits until the first leaves the window');
        self::assertSame('issued', self::attempt($passcodes, self::recipient(), self::session()), 'another number is not held back');

        // across the day: three a quarter hour, then the day's cap
        $issued = 3;
        while ($issued < 10) {
            $this->clock->advance(15 * 60);
            foreach (range(1, 3) as $ignored) {
                if ($issued < 10) {
                    self::assertSame('issued', self::attempt($passcodes, $to, self::session()), "passcode {$issued}");
                    $issued++;
                }
            }
        }
        $this->clock->advance(15 * 60);
        $wait = self::attempt($passcodes, $to, self::session());
        self::assertIsInt($wait);
        self::assertSame(DAY_IN_SECONDS - HOUR_IN_SECONDS, $wait, 'an hour on, the 11th of the day waits until the first is a day old');
        $this->clock->advance($wait);
        self::assertSame('issued', self::attempt($passcodes, $to, self::session()));
    }

    public function test_a_session_waits_longer_before_each_further_passcode(): void
    {
        $passcodes = $this->passcodes(['resend_backoff_seconds' => 30]);
        $session = self::session();
        $to = self::recipient();
        self::assertSame('issued', self::attempt($passcodes, $to, $session));
        self::assertSame(30, self::attempt($passcodes, $to, $session), 'the second waits 30 s');
        $this->clock->advance(30);
        self::assertSame('issued', self::attempt($passcodes, $to, $session));
        $this->clock->advance(30);
        self::assertSame(30, self::attempt($passcodes, $to, $session), 'the third waits 60 s');
        self::assertSame(30, self::attempt($passcodes, self::recipient(), $session, 'esim'), 'whichever number and purpose it asks for');
        $this->clock->advance(30);
        self::assertSame('issued', self::attempt($passcodes, $to, $session));
        self::assertSame(120, self::attempt($passcodes, $to, $session), 'the fourth waits 120 s');
        self::assertSame('issued', self::attempt($passcodes, self::recipient(), self::session()), 'another session is not held back');

        $this->clock->advance(HOUR_IN_SECONDS);
        self::assertSame('issued', self::attempt($passcodes, $to, $session), 'an hour on, the session starts again');
    }

    public function test_a_refused_passcode_leaves_the_earlier_one_working(): void
    {
        $passcodes = $this->passcodes(['resend_backoff_seconds' => 30]);
        $session = self::session();
        $to = self::recipient();
        $code = $passcodes->issue($to, 'esim', $session);
        self::assertSame(30, self::attempt($passcodes, $to, $session, 'esim'));
        self::assertSame('ok', $passcodes->verify($to, 'esim', $session, $code));
    }

    public function test_passcodes_abroad_share_a_small_hourly_budget_and_oman_keeps_its_own(): void
    {
        $passcodes = $this->passcodes(['abroad_per_hour' => 2]);
        self::assertSame('issued', self::attempt($passcodes, self::recipient('44'), self::session(), 'esim'));
        $this->clock->advance(60);
        self::assertSame('issued', self::attempt($passcodes, self::recipient('1'), self::session(), 'esim'));
        self::assertSame(HOUR_IN_SECONDS - 60, self::attempt($passcodes, self::recipient('971'), self::session(), 'esim'));
        self::assertSame('issued', self::attempt($passcodes, self::recipient(), self::session(), 'esim'), 'a number in Oman is not held back');
        $this->clock->advance(HOUR_IN_SECONDS - 60);
        self::assertSame('issued', self::attempt($passcodes, self::recipient('971'), self::session(), 'esim'), 'the first left the hour');
    }

    public function test_no_limit_set_is_no_limit(): void
    {
        $passcodes = $this->passcodes([]);
        $to = self::recipient('44');
        $session = self::session();
        foreach (range(1, 12) as $n) {
            self::assertSame('issued', self::attempt($passcodes, $to, $session), "passcode {$n}");
        }
    }
}
