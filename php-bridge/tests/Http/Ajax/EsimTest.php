<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Adapters\Sandbox\SandboxOtp;
use Whl\Bridge\Infrastructure\Security\Passcodes;
use Whl\Bridge\Infrastructure\Session\SessionStore;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §2.9, §4.1, §4.6, §7.4, §8 (eSIM) / issue 9: wp_change_sim_type (in Oman, with eKYC or as an
 * eligible existing customer), the personal submit of an eSIM order sending its passcode (read from
 * the Sandbox's demo outbox), wp_postpaid_prepaid_esim_otp_verify and wp_resend_esim_otp.
 */
final class EsimTest extends TestCase
{
    /**
     * Its own client address and no personal-step limit (the test host's stored limits name every
     * group, so the suite's lifted default does not reach this one): these tests make many personal
     * calls a minute, and the other tests' per-address quota stays theirs.
     */
    private const ADDRESS = '127.0.0.91';

    protected function setUp(): void
    {
        parent::setUp();
        $this->settings(['rate_limits' => ['personal' => ['per_session' => 0, 'per_ip' => 0]]]);
    }

    private const MUSCAT = ['lat' => '23.5880', 'lng' => '58.3829'];

    /** A shopper with a plan in the cart, whose eKYC scan the session recorded as $ekyc ('' for none). */
    private function shopper(string $ekyc = 'success', string $sku = 'PRE-HALA-5', string $serviceType = 'prepaid', array $extra = []): Browser
    {
        $browser = $this->browser(self::ADDRESS);
        $answer = $browser->addToCart(Fixtures::freeNumber($serviceType)['msisdn'], $sku, $serviceType, $extra);
        self::assertSame('success', $answer['body']['responseCode'], $answer['raw']);
        if ($ekyc !== '') {
            // what the eKYC step records (PersonalInfoActions reads the session's ekyc_status)
            (new SessionStore(Fixtures::db(), new SystemClock()))->put($browser->cookies['whl_sid'], 'ekyc_status', (string) json_encode($ekyc));
        }
        return $browser;
    }

    private static function changeSimType(Browser $browser, string $type, array $where = self::MUSCAT): array
    {
        return $browser->module('wp_change_sim_type', ['sim_type' => $type] + $where);
    }

    /** The personal submit of a new Omani with a successful scan, as the widget sends it. */
    private static function submit(Browser $browser, string $simType, array $extra = []): array
    {
        $answer = $browser->module('wp_postpaid_prepaid_personal_infomation_capture', [
            'personal_details' => (string) json_encode($browser->withOwnDocuments($extra + ['sim_type' => $simType] + Fixtures::personalDetails())),
            'captcha_token' => $browser->captchaToken('personal_information_submit'),
        ]);
        if (($answer['body']['current_nonce'] ?? '') !== '') {
            $browser->nonce = $answer['body']['current_nonce']; // the rotated session's, as the widget keeps it
        }
        return $answer;
    }

    private static function verify(Browser $browser, string $otp): array
    {
        return $browser->module('wp_postpaid_prepaid_esim_otp_verify', ['otp' => $otp]);
    }

    /** The passcode of the newest message in this browser's outbox, as a shopper reads it on /demo-outbox/. */
    private static function passcodeIn(Browser $browser): string
    {
        $message = (new SandboxOtp(Fixtures::db()))->outbox((string) $browser->cookies['whl_sid'], 1)[0]['message'] ?? '';
        self::assertSame(1, preg_match('/\b(\d{6})\b/', $message, $m), $message);
        return $m[1];
    }

    private static function other(string $code): string
    {
        return $code === '000000' ? '111111' : '000000';
    }

    public function test_000_s7_4_an_esim_in_oman_after_ekyc_gets_a_passcode_and_one_verify_goes_to_payment(): void
    {
        $browser = $this->shopper();
        self::assertSame(['success', 'esim'], [self::changeSimType($browser, 'esim')['body']['responseCode'], 'esim']);

        $answer = self::submit($browser, 'esim');
        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertSame(['esim', 300], [$answer['body']['type'], $answer['body']['expires_in']]);
        $sent = (new SandboxOtp(Fixtures::db()))->outbox((string) $browser->cookies['whl_sid'], 1)[0];
        self::assertSame('96891234567', $sent['msisdn'], 'to the contact number of the submit, in international form');

        $code = self::passcodeIn($browser);
        $verified = self::verify($browser, $code);
        self::assertSame(200, $verified['status'], $verified['raw']);
        // 000 §4.1: a prepaid plan is paid today → payment
        self::assertSame([true, 'prepaid'], [$verified['body']['payment_status'], $verified['body']['service_type']]);

        $replayed = self::verify($browser, $code);
        self::assertSame(['otp_expired', 409], [$replayed['body']['responseCode'], $replayed['status']], 'one passcode, one success');
        $resend = $browser->module('wp_resend_esim_otp', ['captcha_token' => $browser->captchaToken('resend_otp')]);
        self::assertSame('not_found', $resend['body']['responseCode'], 'verified: nothing to resend');
    }

    public function test_000_s4_1_nothing_due_today_answers_no_payment_status(): void
    {
        // a postpaid plan is charged monthly and a FREE number costs nothing: nothing to pay now → thank-you
        $browser = $this->shopper('success', 'POST-ENDLESS-12', 'postpaid');
        self::changeSimType($browser, 'esim');
        $answer = self::submit($browser, 'esim', ['nationality' => 'OM']);
        self::assertSame('esim', $answer['body']['type'] ?? null, $answer['raw']);
        $verified = self::verify($browser, self::passcodeIn($browser));
        self::assertSame([false, 'postpaid'], [$verified['body']['payment_status'] ?? null, $verified['body']['service_type'] ?? null], $verified['raw']);
    }

    public function test_000_s8_outside_oman_is_location_error_and_musandam_is_oman(): void
    {
        $browser = $this->shopper();
        $dubai = self::changeSimType($browser, 'esim', ['lat' => '25.2048', 'lng' => '55.2708']);
        self::assertSame(['location_error', 409], [$dubai['body']['responseCode'], $dubai['status']]);
        $khasab = self::changeSimType($browser, 'esim', ['lat' => '26.1799', 'lng' => '56.2477']);
        self::assertSame('success', $khasab['body']['responseCode'], $khasab['raw']);

        $bad = self::changeSimType($browser, 'esim', ['lat' => '1e3', 'lng' => '']);
        self::assertSame('validation_error', $bad['body']['responseCode']);
        self::assertSame(['lat' => 'location_invalid', 'lng' => 'location_invalid'], $bad['body']['errors']);
        $far = self::changeSimType($browser, 'esim', ['lat' => '91', 'lng' => '58']);
        self::assertSame(['lat' => 'location_invalid'], $far['body']['errors']);
        self::assertSame(['sim_type' => 'sim_type_invalid'], self::changeSimType($browser, 'nano')['body']['errors']);
    }

    public function test_000_s8_without_ekyc_an_esim_is_refused_unless_an_eligible_existing_customer(): void
    {
        foreach (['', 'failed'] as $ekyc) {
            $browser = $this->shopper($ekyc);
            $answer = self::changeSimType($browser, 'esim');
            self::assertSame(['eKycNotVerifed', 409], [$answer['body']['responseCode'], $answer['status']], "eKYC '{$ekyc}'");
            // and a submit that claims esim anyway is refused (the session did not accept the change)
            $submit = self::submit($browser, 'esim');
            self::assertSame(['sim_type' => 'esim_not_accepted'], $submit['body']['errors'] ?? null, $submit['raw']);
            self::assertSame('success', self::changeSimType($browser, 'physical', [])['body']['responseCode'], 'physical needs no location');
        }

        // an eligible existing customer skips the scan (000 §4.6)
        $customer = $this->shopper('');
        $customer->module('verify-existing-customer-number', [
            'customer_number' => '90000001',
            'captcha_token' => $customer->captchaToken('existing_customer_get_otp'),
        ]);
        $customer->module('verify-otp-existing-customer-number', [
            'customer_number' => '90000001',
            'otp' => self::passcodeIn($customer),
            'captcha_token' => $customer->captchaToken('existing_customer_verify_otp'),
        ]);
        self::assertSame('success', self::changeSimType($customer, 'esim')['body']['responseCode']);
    }

    public function test_000_s4_9_an_accepted_esim_is_dropped_by_a_later_change_and_needs_id_type_1_or_6(): void
    {
        $browser = $this->shopper();
        self::changeSimType($browser, 'esim');
        self::changeSimType($browser, 'physical', []);
        self::assertSame(['sim_type' => 'esim_not_accepted'], self::submit($browser, 'esim')['body']['errors'] ?? null);

        self::changeSimType($browser, 'esim');
        $gcc = self::submit($browser, 'esim', ['nationality' => 'AE', 'customer_id_type' => '7']);
        self::assertSame('esim_id_type', $gcc['body']['errors']['sim_type'] ?? null, $gcc['raw']);
        self::assertSame(['type' => 'physical'], ['type' => self::submit($browser, 'physical')['body']['type'] ?? null], 'a physical SIM is sent no passcode');
        self::assertSame([], (new SandboxOtp(Fixtures::db()))->outbox((string) $browser->cookies['whl_sid']));
    }

    public function test_000_s4_1_a_self_activation_order_is_confirmed_by_the_passcode_too(): void
    {
        $browser = $this->shopper('', 'PRE-HALA-5', 'prepaid', ['activation' => 'self']);
        $answer = self::submit($browser, 'physical');
        self::assertSame('esim', $answer['body']['type'] ?? null, $answer['raw']);
        self::assertSame('success', self::verify($browser, self::passcodeIn($browser))['body']['responseCode']);
    }

    /**
     * Issue 31 finding 4: a contact number abroad gets its passcode under its own country code, built once
     * (E.164), never behind Oman's; the passcodes abroad share the shop's small hourly budget.
     */
    public function test_a_self_activation_abroad_texts_the_number_under_its_own_country_code_within_the_budget(): void
    {
        $browser = $this->shopper('', 'PRE-HALA-5', 'prepaid', ['activation' => 'self']);
        $answer = self::submit($browser, 'physical', ['country_code' => '+44', 'user_phone_number' => '7700900123']);
        self::assertSame('esim', $answer['body']['type'] ?? null, $answer['raw']);
        $sent = (new SandboxOtp(Fixtures::db()))->outbox((string) $browser->cookies['whl_sid'], 1)[0];
        self::assertSame('447700900123', $sent['msisdn']);
        self::assertSame('success', self::verify($browser, self::passcodeIn($browser))['body']['responseCode']);

        $this->settings(['passcode_limits' => ['abroad_per_hour' => 1]]); // spent by the one above
        $another = $this->shopper('', 'PRE-HALA-5', 'prepaid', ['activation' => 'self']);
        $refused = self::submit($another, 'physical', ['country_code' => '+971', 'user_phone_number' => '501234567']);
        self::assertSame(['limit_exceeded', 429], [$refused['body']['responseCode'], $refused['status']], $refused['raw']);
        self::assertSame([], (new SandboxOtp(Fixtures::db()))->outbox((string) $another->cookies['whl_sid']), 'nothing sent');
        // the refused submit's session got its new id: the widget refreshes its nonce once (contract §3 invalid_nonce)
        $another->nonce = $another->ajax(['action' => 'wpb_return_current_nonce', '_ajax_nonce' => ''])['body']['current_nonce'];
        $home = self::submit($another, 'physical', ['country_code' => '968', 'user_phone_number' => '91234567']);
        self::assertSame('esim', $home['body']['type'] ?? null, 'a number in Oman is not held back: ' . $home['raw']);
    }

    public function test_wrong_expired_locked_resent_and_another_sessions_passcode(): void
    {
        $browser = $this->shopper();
        self::changeSimType($browser, 'esim');
        self::submit($browser, 'esim');
        $first = self::passcodeIn($browser);
        self::assertSame(['otp_invalid', 422], [self::verify($browser, self::other($first))['body']['responseCode'], 422]);
        self::assertSame(['otp' => 'otp_invalid'], self::verify($browser, '12ab')['body']['errors'] ?? null, 'not 6 digits');

        $resent = $browser->module('wp_resend_esim_otp', ['captcha_token' => $browser->captchaToken('resend_otp')]);
        self::assertSame(['success', 300], [$resent['body']['responseCode'], $resent['body']['expires_in'] ?? null], $resent['raw']);
        $second = self::passcodeIn($browser);
        if ($second !== $first) {
            self::assertSame('otp_invalid', self::verify($browser, $first)['body']['responseCode'], 'a resend ends the earlier code');
        }
        self::assertSame('captcha_failed', $browser->module('wp_resend_esim_otp', ['captcha_token' => ''])['body']['responseCode']);

        // another session with its own eSIM order cannot spend this one's passcode
        $stranger = $this->shopper();
        self::changeSimType($stranger, 'esim');
        self::submit($stranger, 'esim');
        $own = self::passcodeIn($stranger);
        if ($own !== $second) {
            self::assertSame('otp_invalid', self::verify($stranger, $second)['body']['responseCode'], 'bound to its session');
        }
        // and a session without an eSIM order has nothing to verify
        self::assertSame('not_found', self::verify($this->shopper(), $second)['body']['responseCode']);

        $this->shiftServerClock(Passcodes::LIFETIME_SECONDS + 1);
        self::assertSame('otp_expired', self::verify($browser, $second)['body']['responseCode']);
    }

    public function test_the_same_passcode_sent_four_times_at_once_verifies_once(): void
    {
        $browser = $this->shopper();
        self::changeSimType($browser, 'esim');
        self::submit($browser, 'esim');
        $code = self::passcodeIn($browser);
        $fields = ['action' => 'wp_postpaid_prepaid_module', 'sub_action' => 'wp_postpaid_prepaid_esim_otp_verify', 'otp' => $code];
        $handles = array_map(static fn (): \CurlHandle => $browser->ajaxHandle($fields), [1, 2, 3, 4]);
        $answers = Browser::atOnce(array_map(static fn (\CurlHandle $h): array => [$browser, $h], $handles));
        $codes = array_map(static fn (array $answer): string => $answer['body']['responseCode'] ?? 'no-json', $answers);

        // the passcode is spent by one conditional UPDATE: one success; the others find it spent (expired) or gone (invalid)
        self::assertSame(1, count(array_keys($codes, 'success', true)), implode(', ', $codes));
        self::assertSame([], array_diff($codes, ['success', 'otp_expired', 'otp_invalid']), implode(', ', $codes));
        self::assertSame('otp_expired', self::verify($browser, $code)['body']['responseCode'], 'afterwards, a replay is expired');
    }

    public function test_three_wrong_passcodes_lock_it(): void
    {
        $browser = $this->shopper();
        self::changeSimType($browser, 'esim');
        self::submit($browser, 'esim');
        $right = self::passcodeIn($browser);
        foreach ([1, 2, 3] as $try) {
            self::assertSame('otp_invalid', self::verify($browser, self::other($right))['body']['responseCode'], "try {$try}");
        }
        self::assertSame('otp_expired', self::verify($browser, $right)['body']['responseCode'], 'locked: ask for a new one');
    }

    public function test_the_esim_calls_are_rate_limited_with_the_personal_step(): void
    {
        $browser = $this->shopper();
        $this->settings(['rate_limits' => ['personal' => ['per_session' => 3, 'per_ip' => 0]]]);
        $codes = array_map(static fn (): string => self::changeSimType($browser, 'physical', [])['body']['responseCode'], [1, 2, 3, 4]);
        self::assertSame(['success', 'success', 'success', 'rate_limited'], $codes);
        self::assertSame(429, self::verify($browser, '123456')['status']);
    }
}
