<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Application\Unavailable;
use Whl\Bridge\Http\BridgeException;
use Whl\Bridge\Http\Response;

/** contract §3: one envelope, responseCode first, the HTTP status of the table, safe messages. */
final class ResponseTest extends TestCase
{
    /** @return array<string, array{string, int}> */
    public static function table(): array
    {
        return [
            'success' => ['success', 200],
            'invalid_nonce' => ['invalid_nonce', 403],
            'captcha_failed' => ['captcha_failed', 403],
            'rate_limited' => ['rate_limited', 429],
            'validation_error' => ['validation_error', 422],
            'not_found' => ['not_found', 404],
            'cart_not_empty' => ['cart_not_empty', 409],
            'number_unavailable' => ['number_unavailable', 409],
            'reservation_expired' => ['reservation_expired', 409],
            'same_plan' => ['same_plan', 409],
            'session_expired' => ['session_expired', 401],
            'upload_invalid_type' => ['upload_invalid_type', 422],
            'upload_too_large' => ['upload_too_large', 413],
            'ekycFailure' => ['ekycFailure', 409],
            'not_eligible' => ['not_eligible', 409],
            'limit_exceeded' => ['limit_exceeded', 429],
            'documentMissMatch' => ['documentMissMatch', 409],
            'security_deposit' => ['security_deposit', 409],
            'new_customer' => ['new_customer', 404],
            'invalid_input' => ['invalid_input', 422],
            'otp_expired' => ['otp_expired', 409],
            'otp_invalid' => ['otp_invalid', 422],
            'location_error' => ['location_error', 409],
            'eKycNotVerifed' => ['eKycNotVerifed', 409],
            'failure' => ['failure', 500],
        ];
    }

    /** One list for the bridge and the widget (src/domain/response-codes.ts): test/fixtures/rules/response-codes.json. */
    public function test_the_codes_and_statuses_are_the_contracts(): void
    {
        $fixture = json_decode((string) file_get_contents(dirname(__DIR__, 3) . '/test/fixtures/rules/response-codes.json'), true);
        self::assertSame($fixture['codes'], Response::STATUS);
    }

    public function test_a_business_outcome_carries_its_data_beside_the_code(): void
    {
        $data = ['credit_limit_money' => '50.000', 'salary_range' => ['0-300'], 'idv_submit_token' => 't0k', 'responseCode' => 'x'];
        $response = Response::fromException(Refusal::outcome('security_deposit', $data));
        self::assertSame(409, $response->status());
        self::assertSame(
            [
                'responseCode' => 'security_deposit',
                'message' => 'security_deposit',
                'credit_limit_money' => '50.000',
                'salary_range' => ['0-300'],
                'idv_submit_token' => 't0k',
            ],
            $response->body(),
            'the data cannot overwrite the envelope'
        );
    }

    /** @dataProvider table */
    public function test_each_code_answers_with_the_status_of_the_contract_table(string $code, int $status): void
    {
        $response = $code === 'success' ? Response::success() : Response::error($code);
        self::assertSame($status, $response->status());
        self::assertSame($code, $response->body()['responseCode']);
        self::assertSame($status, (new BridgeException($code))->httpStatus());
    }

    public function test_a_back_end_that_cannot_answer_is_503_failure_not_a_fault(): void
    {
        $response = Response::fromException(new Unavailable());
        self::assertSame([503, 'failure'], [$response->status(), $response->body()['responseCode']]);
    }

    public function test_success_fields_sit_beside_the_response_code(): void
    {
        $body = Response::success(['quote_id' => 'abc', 'cart_items_count' => 1])->body();
        self::assertSame(['responseCode' => 'success', 'quote_id' => 'abc', 'cart_items_count' => 1], $body);
    }

    public function test_a_validation_error_carries_field_codes(): void
    {
        $response = Response::fromException(Refusal::validation(['msisdn_pattern' => 'number_search_too_long']));
        self::assertSame(422, $response->status());
        self::assertSame(
            ['responseCode' => 'validation_error', 'message' => 'validation_error', 'errors' => ['msisdn_pattern' => 'number_search_too_long']],
            $response->body(),
        );
    }

    public function test_failure_says_nothing_but_its_code(): void
    {
        self::assertSame(['responseCode' => 'failure', 'message' => 'failure'], Response::failure()->body());
    }

    public function test_session_bound_answers_are_never_stored_and_catalogue_answers_may_be(): void
    {
        self::assertStringContainsString('no-store', Response::success()->withNoStore()->headers()['Cache-Control']);
        self::assertSame('public, max-age=300', Response::success()->withPublicCache(300)->headers()['Cache-Control']);
        // an error of a public route must not be cached
        self::assertStringContainsString('no-store', Response::error('not_found')->withPublicCache(300)->headers()['Cache-Control']);
    }

    public function test_the_rest_form_keeps_status_headers_and_body(): void
    {
        $rest = Response::error('invalid_nonce')->withNoStore()->toRest();
        self::assertSame(403, $rest->get_status());
        self::assertSame('invalid_nonce', $rest->get_data()['responseCode']);
        self::assertStringContainsString('no-store', $rest->get_headers()['Cache-Control']);
    }
}
