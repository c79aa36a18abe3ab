<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Adapters\Sandbox\SandboxOtp;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §5.8, §3.12, §7.4, §8 (existing customer) / issue 9: a passcode to the customer's number (read
 * from the Sandbox's demo outbox), the right one answers what the operator knows and the personal
 * submit then asks only what the §4.7 table asks of an eligible existing customer.
 */
final class ExistingCustomerTest extends TestCase
{
    private static function call(Browser $browser, string $sub, array $fields, string $captcha): array
    {
        return $browser->module($sub, $fields + ['captcha_token' => $browser->captchaToken($captcha)]);
    }

    private static function getPasscode(Browser $browser, string $number): array
    {
        return self::call($browser, 'verify-existing-customer-number', ['customer_number' => $number], 'existing_customer_get_otp');
    }

    private static function verify(Browser $browser, string $number, string $otp): array
    {
        $fields = ['customer_number' => $number, 'otp' => $otp];
        return self::call($browser, 'verify-otp-existing-customer-number', $fields, 'existing_customer_verify_otp');
    }

    /** The passcode of the newest message in this browser's outbox, as a shopper reads it on /demo-outbox/. */
    private static function passcodeIn(Browser $browser): string
    {
        $message = (new SandboxOtp(Fixtures::db()))->outbox((string) $browser->cookies['whl_sid'], 1)[0]['message'] ?? '';
        self::assertSame(1, preg_match('/\b(\d{6})\b/', $message, $m), $message);
        return $m[1];
    }

    public function test_an_eligible_customer_gets_a_passcode_and_the_personal_step_then_asks_only_the_contact(): void
    {
        $browser = $this->browser();
        $browser->addToCart(Fixtures::freeNumber('prepaid')['msisdn']);
        self::assertSame(['success', 300], [self::getPasscode($browser, '٩٠٠٠٠٠٠١')['body']['responseCode'], 300]);

        $answer = self::verify($browser, '90000001', self::passcodeIn($browser));
        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertSame(
            ['Prepaid', '90000001', 'true', 'valid', 'false', 'Salim Al-Rawahi'],
            [$answer['body']['productType'], $answer['body']['msisdn'], $answer['body']['customerEligibilityStatus'],
                $answer['body']['idExpiryStatus'], $answer['body']['otherNationalityStatus'], $answer['body']['customerName']]
        );

        // 000 §4.7: an eligible existing customer (the flag 'true', no scan) gives the contact only
        $capture = $browser->module('wp_postpaid_prepaid_personal_infomation_capture', [
            'personal_details' => (string) json_encode(['user_email' => 'salim@example.om', 'user_phone_number' => '91234567']),
            'captcha_token' => $browser->captchaToken('personal_information_submit'),
        ]);
        self::assertSame('success', $capture['body']['responseCode'], $capture['raw']);

        // a new customer in the same state is asked for every identity field
        $stranger = $this->browser();
        $stranger->addToCart(Fixtures::freeNumber('prepaid')['msisdn']);
        $refused = $stranger->module('wp_postpaid_prepaid_personal_infomation_capture', [
            'personal_details' => (string) json_encode(['user_email' => 'salim@example.om', 'user_phone_number' => '91234567']),
            'captcha_token' => $stranger->captchaToken('personal_information_submit'),
        ]);
        self::assertSame('validation_error', $refused['body']['responseCode']);
        self::assertArrayHasKey('customer_id', $refused['body']['errors']);
    }

    public function test_a_wrong_passcode_is_invalid_three_lock_it_and_a_resend_gives_a_new_one(): void
    {
        $browser = $this->browser();
        self::getPasscode($browser, '90000003');
        $right = self::passcodeIn($browser);
        $wrong = $right === '000000' ? '111111' : '000000';
        self::assertSame('otp_invalid', self::verify($browser, '90000003', $wrong)['body']['responseCode']);
        self::verify($browser, '90000003', $wrong);
        self::verify($browser, '90000003', $wrong);
        self::assertSame('otp_expired', self::verify($browser, '90000003', $right)['body']['responseCode'], 'locked: ask for a new one');

        $resent = self::call($browser, 'resend-otp-existing-customer-number', ['customer_number' => '90000003'], 'existing_customer_resend_otp');
        self::assertSame('success', $resent['body']['responseCode']);
        $answer = self::verify($browser, '90000003', self::passcodeIn($browser));
        self::assertSame(['success', 'false'], [$answer['body']['responseCode'], $answer['body']['customerEligibilityStatus']]);
    }

    /**
     * Issue 31 finding 4: anyone could make the shop text a customer's number, once per fresh session.
     * Passcodes to one recipient stop at the per-recipient cap, whichever sessions ask; the cap's window
     * ends and one more goes.
     */
    public function test_passcodes_to_one_customer_from_many_sessions_stop_at_the_per_recipient_cap(): void
    {
        Fixtures::forgetPasscodesTo('90000002');
        $this->settings(['passcode_limits' => ['per_recipient' => 3, 'recipient_window_minutes' => 15, 'per_recipient_day' => 10]]);
        $answers = array_map(fn (): array => self::getPasscode($this->browser(), '90000002'), range(1, 4));

        self::assertSame(
            ['success', 'success', 'success', 'limit_exceeded'],
            array_map(static fn (array $a): string => (string) $a['body']['responseCode'], $answers),
        );
        self::assertSame(429, $answers[3]['status']);
        self::assertGreaterThan(0, (int) ($answers[3]['headers']['retry-after'][0] ?? 0), 'says when to try again');

        $this->shiftServerClock(15 * 60 + 1);
        self::assertSame('success', self::getPasscode($this->browser(), '90000002')['body']['responseCode'], 'the window ended');
    }

    public function test_no_customer_a_blocked_one_a_bad_number_and_another_sessions_passcode(): void
    {
        $browser = $this->browser();
        $unknown = self::getPasscode($browser, '91111119');
        self::assertSame(['new_customer', 404], [$unknown['body']['responseCode'], $unknown['status']]);
        self::assertSame('not_eligible', self::getPasscode($browser, '90000005')['body']['responseCode']);
        $bad = self::getPasscode($browser, '81234567');
        self::assertSame(['validation_error', ['customer_number' => 'number_prefix']], [$bad['body']['responseCode'], $bad['body']['errors']]);
        self::assertSame([], (new SandboxOtp(Fixtures::db()))->outbox((string) $browser->cookies['whl_sid']), 'nothing sent for any of them');

        $owner = $this->browser();
        self::getPasscode($owner, '90000001');
        self::assertSame('otp_invalid', self::verify($browser, '90000001', self::passcodeIn($owner))['body']['responseCode'], 'bound to its session');
    }

    public function test_without_the_captcha_no_passcode_is_sent(): void
    {
        $browser = $this->browser();
        $answer = $browser->module('verify-existing-customer-number', ['customer_number' => '90000001', 'captcha_token' => '']);
        self::assertSame('captcha_failed', $answer['body']['responseCode']);
    }
}
