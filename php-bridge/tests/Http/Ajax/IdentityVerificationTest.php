<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Adapters\Sandbox\SandboxIdentityVerification;
use Whl\Bridge\Adapters\Sandbox\SandboxOtp;
use Whl\Bridge\Infrastructure\Security\Jwt;
use Whl\Bridge\Infrastructure\Session\SessionStore;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §4.6, §5.3–§5.5, §7.4, §8 "Identity scan results" / issue 9 (contract §4.13): eKYC end to end
 * through the IdentityVerification port's Sandbox: the bridge opens a verification for the cart's
 * order, the browser sends the document and the face to the Sandbox provider with the whlidvToken,
 * every §8 result is reached by the test document picked with the front, and the signed result
 * token is redeemed once, by its own session, before it expires. Time moves through the site's
 * clock, never by sleeping.
 */
final class IdentityVerificationTest extends TestCase
{
    /** A shopper with a plan of $serviceType in the cart. */
    private function shopper(string $serviceType = 'prepaid'): Browser
    {
        $browser = $this->browser();
        $sku = $serviceType === 'prepaid' ? 'PRE-HALA-5' : self::postpaidSku();
        $added = $browser->addToCart(Fixtures::freeNumber($serviceType)['msisdn'], $sku, $serviceType);
        self::assertSame('success', $added['body']['responseCode'] ?? null, $added['raw']);
        return $browser;
    }

    private static function postpaidSku(): string
    {
        $db = Fixtures::db();
        return (string) $db->get_var("SELECT sku FROM {$db->prefix}whl_sbx_products
            WHERE service_type = 'postpaid' AND product_type = 'plan' AND is_active = 1 ORDER BY sort_order LIMIT 1");
    }

    private static function start(Browser $browser, array $fields = []): array
    {
        return $browser->module('wp_ekyc_verification_start', $fields);
    }

    /** @return string the whlidvToken of a started verification (an Omani civil ID unless $fields say otherwise) */
    private static function token(Browser $browser, array $fields = ['nationality' => 'OM', 'customer_id_type' => '1']): string
    {
        $answer = self::start($browser, $fields);
        self::assertSame('success', $answer['body']['responseCode'] ?? null, $answer['raw']);
        return $answer['body']['whlidvToken'];
    }

    private static function document(Browser $browser, string $token, string $side, array $file, string $test = ''): array
    {
        $fields = ['action' => 'whl_sbx_idv_document', 'whlidvToken' => $token, 'side' => $side] + ($test !== '' ? ['test_document' => $test] : []);
        return $browser->multipart($fields, ['file' => $file]);
    }

    private static function face(Browser $browser, string $token, ?array $file = null): array
    {
        $file ??= ['selfie.jpg', Fixtures::jpeg(), 'image/jpeg'];
        return $browser->multipart(['action' => 'whl_sbx_idv_face', 'whlidvToken' => $token], ['file' => $file]);
    }

    private static function result(Browser $browser, array $fields): array
    {
        return $browser->module('wp_ekyc_verification_result', $fields);
    }

    /** Front (and back) of a valid document, then the face: the result token. */
    private static function scan(Browser $browser, string $token, string $test = 'valid', int $sides = 2): array
    {
        $front = self::document($browser, $token, 'front', ['id-front.jpg', Fixtures::jpeg(), 'image/jpeg'], $test);
        self::assertSame(['success', $sides === 2 ? 'back' : 'face'], [$front['body']['responseCode'], $front['body']['next'] ?? null], $front['raw']);
        if ($sides === 2) {
            $back = self::document($browser, $token, 'back', ['id-back.png', Fixtures::png(), 'image/png']);
            self::assertSame(['success', 'face'], [$back['body']['responseCode'], $back['body']['next'] ?? null], $back['raw']);
        }
        return self::face($browser, $token);
    }

    private static function sessionValue(Browser $browser, string $key): mixed
    {
        $json = (new SessionStore(Fixtures::db()))->value((string) $browser->cookies['whl_sid'], $key);
        return $json === null ? null : json_decode($json, true);
    }

    public function test_a_valid_scan_gives_a_signed_result_the_bridge_redeems_once_for_its_session(): void
    {
        $browser = $this->shopper('prepaid');
        $start = self::start($browser, ['nationality' => 'OM', 'customer_id_type' => '1']);
        self::assertSame(200, $start['status'], $start['raw']);
        $body = $start['body'];
        self::assertSame(
            [true, 'national_id', 2, 16, 3, 5 * 1024 * 1024, 'sandbox', 600],
            [$body['ekyc_required'], $body['document_type'], $body['document_sides'], $body['minimum_age'], $body['face_attempts'],
                $body['max_file_bytes'], $body['provider']['name'], $body['expires_in']],
        );
        self::assertMatchesRegularExpression('/^idv_[a-f0-9]{48}$/', $body['whlidvToken']);
        self::assertStringContainsString('action=whl_sbx_idv_document', $body['provider']['document_url']);
        self::assertContains('face_no_match', $body['test_documents']);

        $face = self::scan($browser, $body['whlidvToken']);
        self::assertSame(['success', 'done'], [$face['body']['responseCode'], $face['body']['next']], $face['raw']);
        $token = $face['body']['result_token'];
        $claims = Jwt::decode($token, SandboxIdentityVerification::secret());
        self::assertIsArray($claims);
        self::assertSame(['Salim', 'Al-Harthy', '1', '112233445', 'OM', '14/05/1990'], [$claims['given_name'], $claims['family_name'],
            $claims['id_type'], $claims['id_number'], $claims['nationality'], $claims['birthdate']]);
        self::assertNull(Jwt::decode($token, 'another secret'), 'HS256 with the server-side secret');

        $redeemed = self::result($browser, ['result_token' => $token]);
        self::assertSame(200, $redeemed['status'], $redeemed['raw']);
        self::assertSame(['success', $claims['jti']], [$redeemed['body']['ekyc_status'], $redeemed['body']['whlidv_session_id']]);
        self::assertSame(['Salim', 'Nasser', 'Al-Harthy', '1', '112233445', 'OM', '14/05/1990'], [
            $redeemed['body']['identity']['user_first_name'], $redeemed['body']['identity']['middle_name'], $redeemed['body']['identity']['user_last_name'],
            $redeemed['body']['identity']['customer_id_type'], $redeemed['body']['identity']['customer_id'], $redeemed['body']['identity']['nationality'],
            $redeemed['body']['identity']['customer_id_dob'],
        ]);
        self::assertSame('success', self::sessionValue($browser, 'ekyc_status'));
        self::assertSame($claims['jti'], self::sessionValue($browser, 'whlidv_session_id'));
        self::assertSame('112233445', self::sessionValue($browser, 'ekyc_identity')['customer_id']);

        $replay = self::result($browser, ['result_token' => $token]);
        self::assertSame(
            [422, 'validation_error', ['result_token' => 'result_token_used']],
            [$replay['status'], $replay['body']['responseCode'], $replay['body']['errors']],
        );
        self::assertSame('UNAUTHORIZED', self::face($browser, $body['whlidvToken'])['body']['responseCode'], 'the token is spent');
    }

    public function test_the_document_asked_follows_the_order_and_the_nationality(): void
    {
        $prepaid = $this->shopper('prepaid');
        $asked = static fn (array $fields): array => array_intersect_key(self::start($prepaid, $fields)['body'], ['document_type' => 1, 'document_sides' => 1]);
        self::assertSame(['document_type' => 'passport', 'document_sides' => 1], $asked(['nationality' => 'GB', 'customer_id_type' => '14']));
        self::assertSame(['document_type' => 'gcc_id', 'document_sides' => 2], $asked(['nationality' => 'KW', 'customer_id_type' => '7']));
        self::assertSame(['document_type' => 'national_id', 'document_sides' => 2], $asked(['nationality' => 'IN', 'customer_id_type' => '6']));

        $postpaid = $this->shopper('postpaid');
        $start = self::start($postpaid, ['nationality' => 'GB', 'customer_id_type' => '14'])['body'];
        self::assertSame(['national_id', 18], [$start['document_type'], $start['minimum_age']], '000 §5.3, §5.4: postpaid scans a national ID, 18 years');

        // a passport has one side: the face comes after it; the Sandbox reads a passport holder
        $token = self::token($prepaid, ['nationality' => 'GB', 'customer_id_type' => '14']);
        $face = self::scan($prepaid, $token, 'valid', 1);
        $claims = Jwt::decode($face['body']['result_token'], SandboxIdentityVerification::secret());
        self::assertSame(['14', 'GB', 'passport'], [$claims['id_type'], $claims['nationality'], $claims['document_type']]);

        $bad = self::start($prepaid, ['customer_id_type' => '9', 'nationality' => 'Oman']);
        self::assertSame(['customer_id_type' => 'id_type_not_allowed', 'nationality' => 'nationality_invalid'], $bad['body']['errors']);
    }

    /** @return array<string, array{string, string, string, int, array<string, mixed>}> test document, order, step, status, code and fields */
    public static function documentResults(): array
    {
        return [
            'not recognised' => ['not_recognized', 'prepaid', 'front', 422, ['responseCode' => 'SCAN_DOCUMENT_NOT_RECOGNIZED', 'final' => true]],
            'expired' => ['expired', 'prepaid', 'front', 422, ['responseCode' => 'SCAN_DOCUMENT_EXPIRED', 'final' => true]],
            'provider error' => ['provider_error', 'prepaid', 'front', 502, ['responseCode' => 'UNEXPECTED_ERROR', 'final' => true]],
            'an unknown test document' => ['forged', 'prepaid', 'front', 422, ['responseCode' => 'SCAN_DOCUMENT_NOT_RECOGNIZED', 'final' => true]],
            'front and back differ' => ['front_back_mismatch', 'prepaid', 'back', 422,
                ['responseCode' => 'SCAN_DOCUMENT_FRONT_BACK_MISMATCH', 'final' => true]],
            '15 on prepaid (16)' => ['age_15', 'prepaid', 'front', 422,
                ['responseCode' => 'SCAN_DOCUMENT_AGE_VERIFICATION_FAILED', 'final' => true, 'minimum_age' => 16]],
            '17 on postpaid (18)' => ['age_17', 'postpaid', 'front', 422,
                ['responseCode' => 'SCAN_DOCUMENT_AGE_VERIFICATION_FAILED', 'final' => true, 'minimum_age' => 18]],
            'face not live' => ['face_not_live', 'prepaid', 'face', 422, ['responseCode' => 'FACE_LIVENESS_FAILED', 'final' => false, 'attempts_left' => 2]],
            'face does not match' => ['face_no_match', 'prepaid', 'face', 422, ['responseCode' => 'FACE_NO_MATCH', 'final' => false, 'attempts_left' => 2]],
            'the provider times out' => ['session_timeout', 'prepaid', 'face', 401, ['responseCode' => 'UNAUTHORIZED', 'final' => true]],
        ];
    }

    /** @dataProvider documentResults */
    public function test_every_scan_result_is_reached_by_its_test_document(string $test, string $order, string $step, int $status, array $expected): void
    {
        $browser = $this->shopper($order);
        $token = self::token($browser, ['nationality' => 'OM', 'customer_id_type' => '1']);
        $answer = self::document($browser, $token, 'front', ['front.jpg', Fixtures::jpeg(), 'image/jpeg'], $test);
        if ($step !== 'front') {
            $answer = self::document($browser, $token, 'back', ['back.pdf', Fixtures::pdf(), 'application/pdf']);
        }
        if ($step === 'face') {
            self::assertSame('face', $answer['body']['next'] ?? null, $answer['raw']);
            $answer = self::face($browser, $token);
        }
        self::assertSame($status, $answer['status'], $answer['raw']);
        self::assertSame($expected, array_intersect_key($answer['body'], $expected));
        if ($expected['final']) {
            self::assertSame('UNAUTHORIZED', self::face($browser, $token)['body']['responseCode'], 'a final result ends the verification');
        }
    }

    public function test_seventeen_passes_on_prepaid(): void
    {
        $browser = $this->shopper('prepaid');
        $face = self::scan($browser, self::token($browser), 'age_17');
        self::assertSame('success', $face['body']['responseCode'], $face['raw']);
    }

    public function test_three_face_attempts_at_most_and_a_retry_may_succeed(): void
    {
        $browser = $this->shopper('prepaid');
        $token = self::token($browser);
        self::document($browser, $token, 'front', ['front.jpg', Fixtures::jpeg(), 'image/jpeg'], 'face_no_match');
        self::document($browser, $token, 'back', ['back.jpg', Fixtures::jpeg(), 'image/jpeg']);
        $left = [];
        foreach ([1, 2, 3] as $attempt) {
            $answer = self::face($browser, $token)['body'];
            $left[] = [$answer['responseCode'], $answer['attempts_left'], $answer['final']];
        }
        self::assertSame([['FACE_NO_MATCH', 2, false], ['FACE_NO_MATCH', 1, false], ['FACE_NO_MATCH', 0, true]], $left);
        self::assertSame('UNAUTHORIZED', self::face($browser, $token)['body']['responseCode'], 'no fourth attempt');

        $retry = $this->shopper('prepaid');
        $token = self::token($retry);
        self::document($retry, $token, 'front', ['front.jpg', Fixtures::jpeg(), 'image/jpeg'], 'face_retry');
        self::document($retry, $token, 'back', ['back.jpg', Fixtures::jpeg(), 'image/jpeg']);
        $first = self::face($retry, $token)['body'];
        self::assertSame(['FACE_NO_MATCH', 2], [$first['responseCode'], $first['attempts_left']]);
        $second = self::face($retry, $token);
        self::assertSame('success', $second['body']['responseCode'], $second['raw']);
        self::assertSame('success', self::result($retry, ['result_token' => $second['body']['result_token']])['body']['ekyc_status']);
    }

    public function test_oversize_and_wrong_magic_bytes_are_refused_and_the_shopper_may_pick_another_file(): void
    {
        $browser = $this->shopper('prepaid');
        $token = self::token($browser);
        $big = self::document($browser, $token, 'front', ['big.jpg', Fixtures::jpeg() . str_repeat("\0", 5 * 1024 * 1024), 'image/jpeg'], 'valid');
        self::assertSame(
            [413, 'PAYLOAD_TOO_LARGE', false, 5242880],
            [$big['status'], $big['body']['responseCode'], $big['body']['final'], $big['body']['max_file_bytes']],
        );
        $wrong = [['shell.jpg', "<?php system(\$_GET['c']); ?>"], ['scan.pdf', Fixtures::jpeg()], ['x.jpg', "\xFF\xD8\xFF<?php ?>"], ['id.gif', 'GIF89a']];
        foreach ($wrong as [$name, $bytes]) {
            $refused = self::document($browser, $token, 'front', [$name, $bytes, 'image/jpeg'], 'valid');
            $seen = [$refused['status'], $refused['body']['responseCode'], $refused['body']['final']];
            self::assertSame([422, 'SCAN_DOCUMENT_NOT_RECOGNIZED', false], $seen, $name);
        }
        self::assertSame('back', self::document($browser, $token, 'front', ['front.png', Fixtures::png(), 'image/png'], 'valid')['body']['next']);
        self::assertSame('face', self::document($browser, $token, 'back', ['back.jpg', Fixtures::jpeg(), 'image/jpeg'])['body']['next']);

        // a face must be a photo: a PDF is not live and costs no attempt; a big one is too large
        $pdf = self::face($browser, $token, ['face.pdf', Fixtures::pdf(), 'application/pdf']);
        self::assertSame(['FACE_LIVENESS_FAILED', false], [$pdf['body']['responseCode'], $pdf['body']['final']]);
        $big = self::face($browser, $token, ['face.jpg', Fixtures::jpeg() . str_repeat("\0", 5 * 1024 * 1024 + 1), 'image/jpeg']);
        self::assertSame('PAYLOAD_TOO_LARGE', $big['body']['responseCode']);
        self::assertSame('success', self::face($browser, $token)['body']['responseCode'], 'the refused files cost no attempt');
    }

    public function test_the_token_idles_out_and_the_result_token_expires(): void
    {
        $browser = $this->shopper('prepaid');
        $token = self::token($browser);
        self::assertSame('back', self::document($browser, $token, 'front', ['front.jpg', Fixtures::jpeg(), 'image/jpeg'])['body']['next']);
        $this->shiftServerClock(SandboxIdentityVerification::TOKEN_IDLE_SECONDS + 1);
        $late = self::document($browser, $token, 'back', ['back.jpg', Fixtures::jpeg(), 'image/jpeg']);
        self::assertSame([401, 'UNAUTHORIZED'], [$late['status'], $late['body']['responseCode']]);

        $token = self::token($browser);
        $face = self::scan($browser, $token);
        $this->shiftServerClock(SandboxIdentityVerification::RESULT_SECONDS + 1);
        $expired = self::result($browser, ['result_token' => $face['body']['result_token']]);
        self::assertSame(['result_token' => 'result_token_expired'], $expired['body']['errors']);
        self::assertNull(self::sessionValue($browser, 'ekyc_status'));
    }

    public function test_another_sessions_token_or_a_forged_one_is_refused(): void
    {
        $owner = $this->shopper('prepaid');
        $face = self::scan($owner, self::token($owner));
        $thief = $this->shopper('prepaid');
        $stolen = self::result($thief, ['result_token' => $face['body']['result_token']]);
        self::assertSame([422, ['result_token' => 'result_token_invalid']], [$stolen['status'], $stolen['body']['errors']]);
        self::assertNull(self::sessionValue($thief, 'ekyc_status'));

        $claims = Jwt::decode($face['body']['result_token'], SandboxIdentityVerification::secret());
        $claims['sid'] = hash('sha256', (string) $thief->cookies['whl_sid']);
        $forged = self::result($thief, ['result_token' => Jwt::encode($claims, 'guessed secret')]);
        self::assertSame(['result_token' => 'result_token_invalid'], $forged['body']['errors']);
        [$header, $payload] = explode('.', $face['body']['result_token']);
        $none = rtrim(strtr(base64_encode('{"alg":"none","typ":"JWT"}'), '+/', '-_'), '=') . '.' . $payload . '.';
        self::assertSame(['result_token' => 'result_token_invalid'], self::result($owner, ['result_token' => $none])['body']['errors']);
        self::assertSame(['result_token' => 'required'], self::result($owner, [])['body']['errors']);

        // still the owner's to redeem
        self::assertSame('success', self::result($owner, ['result_token' => $face['body']['result_token']])['body']['ekyc_status']);
    }

    public function test_a_reported_failure_is_recorded_and_exiting_reports_nothing(): void
    {
        $browser = $this->shopper('prepaid');
        $answer = self::result($browser, ['failure_code' => 'FACE_NO_MATCH']);
        self::assertSame(['success', 'failed'], [$answer['body']['responseCode'], $answer['body']['ekyc_status']]);
        self::assertSame('failed', self::sessionValue($browser, 'ekyc_status'));
        $bad = self::result($browser, ['failure_code' => 'success']);
        self::assertSame(['failure_code' => 'failure_code_invalid'], $bad['body']['errors']);
        self::assertSame(['failure_code' => 'failure_code_invalid'], self::result($browser, ['failure_code' => 'UNAUTHORIZED'])['body']['errors']);
    }

    public function test_no_scan_for_an_eligible_existing_customer_a_submit_token_or_without_a_plan(): void
    {
        $browser = $this->shopper('prepaid');
        $captcha = $browser->captchaToken('existing_customer_get_otp');
        $browser->module('verify-existing-customer-number', ['customer_number' => '90000001', 'captcha_token' => $captcha]);
        $message = (new SandboxOtp(Fixtures::db()))->outbox((string) $browser->cookies['whl_sid'], 1)[0]['message'] ?? '';
        self::assertSame(1, preg_match('/\b(\d{6})\b/', $message, $m), $message);
        $verified = $browser->module('verify-otp-existing-customer-number', [
            'customer_number' => '90000001', 'otp' => $m[1], 'captcha_token' => $browser->captchaToken('existing_customer_verify_otp'),
        ]);
        self::assertSame('true', $verified['body']['customerEligibilityStatus'] ?? null, $verified['raw']);
        $skip = self::start($browser)['body'];
        self::assertSame(['success', false, 'existing_customer'], [$skip['responseCode'], $skip['ekyc_required'], $skip['reason']]);
        self::assertArrayNotHasKey('whlidvToken', $skip);

        $deposit = $this->shopper('postpaid');
        (new SessionStore(Fixtures::db()))->put((string) $deposit->cookies['whl_sid'], 'whlidv_submit_token', '"sub-123"');
        self::assertSame([false, 'submit_token'], array_values(array_intersect_key(self::start($deposit)['body'], ['ekyc_required' => 1, 'reason' => 1])));

        $empty = $this->browser();
        self::assertSame([404, 'not_found'], [self::start($empty)['status'], self::start($empty)['body']['responseCode']]);
    }

    public function test_the_calls_need_the_nonce_and_the_provider_the_token(): void
    {
        $browser = $this->shopper('prepaid');
        self::assertSame('invalid_nonce', $browser->module('wp_ekyc_verification_start', ['_ajax_nonce' => ''])['body']['responseCode']);
        $result = $browser->module('wp_ekyc_verification_result', ['_ajax_nonce' => '', 'failure_code' => 'FACE_NO_MATCH']);
        self::assertSame('invalid_nonce', $result['body']['responseCode']);
        foreach (['', 'idv_' . str_repeat('a', 48), 'nonsense'] as $token) {
            $answer = self::document($browser, $token, 'front', ['front.jpg', Fixtures::jpeg(), 'image/jpeg']);
            self::assertSame([401, 'UNAUTHORIZED'], [$answer['status'], $answer['body']['responseCode']], $token);
        }
    }

    public function test_the_provider_calls_are_rate_limited_per_address(): void
    {
        $this->settings(['rate_limits' => ['idv' => ['per_session' => 100, 'per_ip' => 3]]]);
        $db = Fixtures::db();
        $db->query($db->prepare("DELETE FROM {$db->prefix}whl_rate_limits WHERE bucket = %s", sha1('idv|ip|127.0.0.9'))); // a run a moment ago
        $browser = $this->browser('127.0.0.9');
        $codes = [];
        foreach (range(1, 4) as $i) {
            $codes[] = self::face($browser, 'idv_' . str_repeat('b', 48))['body']['responseCode'];
        }
        self::assertSame(['UNAUTHORIZED', 'UNAUTHORIZED', 'UNAUTHORIZED', 'rate_limited'], $codes);
    }

    public function test_on_a_production_site_the_sandbox_provider_does_not_exist_and_the_scan_is_refused(): void
    {
        $out = \Whl\Bridge\Tests\Support\WordPressProcess::run('production', <<<'PHP'
            $ajax = \Whl\Bridge\WordPress\Plugin::instance()->ajax();
            $face = $ajax->handle('whl_sbx_idv_face', \Whl\Bridge\Http\Request::create(['whlidvToken' => 'idv_' . str_repeat('a', 48)]));
            echo json_encode([
                'face' => [$face->status(), $face->body()['responseCode']],
                'hooked' => has_action('wp_ajax_nopriv_whl_sbx_idv_document') !== false || has_action('wp_ajax_nopriv_whl_sbx_idv_face') !== false,
                'sandboxOnly' => \Whl\Bridge\Http\Ajax\Actions::sandboxOnly(),
            ]);
            PHP);
        self::assertSame([404, 'not_found'], $out['face']);
        self::assertFalse($out['hooked']);
        self::assertContains('whl_sbx_idv_document', $out['sandboxOnly']);
        self::assertContains('whl_sbx_idv_face', $out['sandboxOnly']);
    }





    public function test_after_a_successful_scan_the_personal_submit_must_carry_what_the_scan_read(): void
    {
        $browser = $this->shopper('prepaid');
        $face = self::scan($browser, self::token($browser));
        self::assertSame('success', self::result($browser, ['result_token' => $face['body']['result_token']])['body']['responseCode']);
        $submit = static fn (array $identity): array => $browser->module('wp_postpaid_prepaid_personal_infomation_capture', [
            'personal_details' => (string) json_encode($identity + [
                'user_email' => 'salim@example.om', 'country_code' => '968', 'user_phone_number' => '92345678', 'sim_type' => 'physical',
            ]),
            'captcha_token' => $browser->captchaToken('personal_information_submit'),
        ]);

        // 000 §8 documentMissMatch: another ID number than the scanned one (prepaid after eKYC asks nationality and ID type)
        $other = $submit(['nationality' => 'OM', 'customer_id_type' => '1', 'customer_id' => '998877665']);
        self::assertSame([409, 'documentMissMatch'], [$other['status'], $other['body']['responseCode']], $other['raw']);

        $same = $submit(['nationality' => 'OM', 'customer_id_type' => '1', 'customer_id' => '112233445']);
        self::assertSame([200, 'success'], [$same['status'], $same['body']['responseCode']], $same['raw']);
    }
}
