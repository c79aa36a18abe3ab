<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §2.9, §3.8, §7.4 / issue 9: wp_postpaid_prepaid_personal_infomation_capture. The bridge checks
 * the personal details itself (the §4.7 table for the cart's order, the §5.2–§5.4 rules), records
 * them on the quote and gives the session a new id; the captcha comes in the field captcha_token.
 */
final class PersonalInfoCaptureTest extends TestCase
{
    /** A new Omani customer on a prepaid order without eKYC: every identity field is asked (§4.7). */
    private static function details(): array
    {
        return Fixtures::personalDetails() + ['sim_type' => 'physical'];
    }

    /** @return array{0: \Whl\Bridge\Tests\Support\Browser, 1: string} a shopper with a prepaid plan and a reserved number */
    private function shopperWithCart(): array
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber('prepaid')['msisdn'];
        self::assertSame('success', $browser->addToCart($number)['body']['responseCode']);
        return [$browser, $number];
    }

    /** @param array<string, string> $details */
    private static function submit(\Whl\Bridge\Tests\Support\Browser $browser, array $details, bool $captcha = true): array
    {
        return $browser->module('wp_postpaid_prepaid_personal_infomation_capture', [
            'personal_details' => (string) json_encode($browser->withOwnDocuments($details)),
            'captcha_token' => $captcha ? $browser->captchaToken('personal_information_submit') : '',
            'ekyc_verification_status' => 'success', // the browser's word: not taken (no scan recorded in the session)
        ]);
    }

    private static function recorded(string $quoteId): ?array
    {
        $json = Fixtures::db()->get_var(Fixtures::db()->prepare(
            'SELECT personal_details FROM ' . Fixtures::db()->prefix . 'whl_sbx_quotes WHERE masked_id = %s',
            $quoteId
        ));
        return $json === null ? null : json_decode((string) $json, true);
    }

    public function test_complete_details_are_recorded_on_the_quote_and_the_session_gets_a_new_id(): void
    {
        [$browser] = $this->shopperWithCart();
        $quoteId = $browser->ajax(['action' => 'wp_get_quote_id'])['body']['plan_quote_id'];
        $cookieBefore = $browser->cookies['whl_sid'] ?? null;

        $answer = self::submit($browser, self::details());

        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertSame(['success', 'physical'], [$answer['body']['responseCode'], $answer['body']['type']]);
        $oldNonce = $browser->nonce;
        $browser->nonce = $answer['body']['current_nonce']; // the new session's nonce, as the widget keeps it
        self::assertNotSame($oldNonce, $browser->nonce);
        $stored = self::recorded($quoteId);
        self::assertSame(self::details()['user_email'], $stored['user_email'] ?? null);
        self::assertSame(self::details()['customer_id'], $stored['customer_id'] ?? null);
        self::assertNotSame($cookieBefore, $browser->cookies['whl_sid'] ?? null, 'personal data attached: a new session id');
        self::assertSame($quoteId, $browser->ajax(['action' => 'wp_get_quote_id'])['body']['plan_quote_id'], 'the cart stays with the new id');
    }

    public function test_a_submit_without_a_required_field_is_refused_and_nothing_is_recorded(): void
    {
        [$browser] = $this->shopperWithCart();
        $quoteId = $browser->ajax(['action' => 'wp_get_quote_id'])['body']['plan_quote_id'];
        $details = self::details();
        unset($details['ID_doc_back_image_path'], $details['customer_id_dob']);

        $answer = self::submit($browser, $details);

        self::assertSame(422, $answer['status']);
        self::assertSame('validation_error', $answer['body']['responseCode']);
        self::assertSame(['customer_id_dob' => 'required', 'ID_doc_back_image_path' => 'required'], $answer['body']['errors']);
        self::assertNull(self::recorded($quoteId));
    }

    public function test_the_rules_are_checked_again_the_reserved_number_is_not_a_contact_and_the_id_type_fits_the_nationality(): void
    {
        [$browser, $number] = $this->shopperWithCart();
        $answer = self::submit($browser, ['user_phone_number' => $number, 'user_email' => 'sara@', 'nationality' => 'IN'] + self::details());

        self::assertSame(422, $answer['status']);
        self::assertSame(
            ['user_email' => 'email_invalid', 'user_phone_number' => 'contact_is_reserved_number', 'customer_id_type' => 'id_type_not_allowed'],
            $answer['body']['errors']
        );
    }

    public function test_a_number_in_the_blocked_contact_list_is_refused_as_the_widget_refuses_it(): void
    {
        [$browser] = $this->shopperWithCart();
        $answer = self::submit($browser, ['user_phone_number' => '99887766'] + self::details()); // the setting's default (000 §5.2 rop_number)

        self::assertSame(422, $answer['status'], $answer['raw']);
        self::assertSame(['user_phone_number' => 'contact_blocked'], $answer['body']['errors']);
    }

    /** Issue 31 finding 4: a country code is one of the country list's dial codes, digits only; else it never reaches the order. */
    public function test_a_country_code_outside_the_dial_code_list_is_refused(): void
    {
        [$browser] = $this->shopperWithCart();
        $quoteId = $browser->ajax(['action' => 'wp_get_quote_id'])['body']['plan_quote_id'];
        foreach (['+1 (900) <b>', '999', '9680'] as $code) {
            $answer = self::submit($browser, ['country_code' => $code, 'user_phone_number' => '2025550123'] + self::details());

            self::assertSame(422, $answer['status'], $code . ': ' . $answer['raw']);
            self::assertSame('country_code_invalid', $answer['body']['errors']['country_code'] ?? null, $code);
        }
        self::assertNull(self::recorded($quoteId), 'nothing recorded');

        $abroad = self::submit($browser, ['country_code' => '+44', 'user_phone_number' => '7700900123'] + self::details());
        self::assertSame('success', $abroad['body']['responseCode'], $abroad['raw']);
        self::assertSame('44', self::recorded($quoteId)['country_code'] ?? null, 'recorded as its digits');
    }

    public function test_a_document_of_another_session_or_of_nobody_is_refused(): void
    {
        [$stranger] = $this->shopperWithCart(); // a session uploads only for a plan in its cart (issue 31 finding 5)
        $theirs = $stranger->withOwnDocuments(['ID_doc_front_image_path' => 'x'])['ID_doc_front_image_path'];
        [$browser] = $this->shopperWithCart();
        $quoteId = $browser->ajax(['action' => 'wp_get_quote_id'])['body']['plan_quote_id'];
        $details = $browser->withOwnDocuments(self::details());

        // 000 §3.11: another shopper's upload, and a reference nobody uploaded
        $answer = $browser->module('wp_postpaid_prepaid_personal_infomation_capture', [
            'personal_details' => (string) json_encode(
                ['ID_doc_front_image_path' => $theirs, 'ID_doc_back_image_path' => 'whl-doc:' . str_repeat('a', 32)] + $details
            ),
            'captcha_token' => $browser->captchaToken('personal_information_submit'),
        ]);

        self::assertSame(422, $answer['status'], $answer['raw']);
        self::assertSame(['ID_doc_front_image_path' => 'upload_unknown', 'ID_doc_back_image_path' => 'upload_unknown'], $answer['body']['errors']);
        self::assertNull(self::recorded($quoteId));
    }

    public function test_the_documents_stay_the_shoppers_when_the_session_gets_its_new_id(): void
    {
        [$browser] = $this->shopperWithCart();
        $details = $browser->withOwnDocuments(self::details());
        $first = self::submit($browser, $details);
        self::assertSame('success', $first['body']['responseCode'], $first['raw']);
        $browser->nonce = $first['body']['current_nonce'];

        // back to the step and NEXT again (a corrected e-mail): the same uploads, under the new session id
        $again = $browser->module('wp_postpaid_prepaid_personal_infomation_capture', [
            'personal_details' => (string) json_encode(['user_email' => 'sara.k@example.om'] + $details),
            'captcha_token' => $browser->captchaToken('personal_information_submit'),
        ]);
        self::assertSame(200, $again['status'], $again['raw']);
    }

    public function test_without_the_captcha_nothing_is_read(): void
    {
        [$browser] = $this->shopperWithCart();
        $answer = self::submit($browser, self::details(), captcha: false);
        self::assertSame('captcha_failed', $answer['body']['responseCode']);
    }

    public function test_without_a_plan_in_the_cart_there_is_nothing_to_give_details_for(): void
    {
        // no cart, so no upload either (issue 31 finding 5): the details name documents nobody uploaded
        $browser = $this->browser();
        $answer = $browser->module('wp_postpaid_prepaid_personal_infomation_capture', [
            'personal_details' => (string) json_encode(self::details()),
            'captcha_token' => $browser->captchaToken('personal_information_submit'),
        ]);
        self::assertSame(404, $answer['status']);
        self::assertSame('not_found', $answer['body']['responseCode']);
    }
}
