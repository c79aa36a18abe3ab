<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Checkout;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 31 finding 1 (000 §4.2 change-plan mode, §4.7, §4.8, §5.2–§5.4, §7.5; contract §7.1, §4.15):
 * the personal step's rules and the credit check hold for the order that is placed. A change of the
 * cart's plan drops what the steps recorded for the old one, and the placement checks the recorded
 * details against the cart as it is then, whatever the order type.
 */
final class PlanChangeCheckoutTest extends TestCase
{
    use Checkout;

    protected function tearDown(): void
    {
        $this->soldNumbersBack();
        parent::tearDown();
    }

    /**
     * A resident's details with a British contact number: a prepaid order takes them; a postpaid one
     * refuses the country code (000 §5.2) and asks a deposit of the resident card (contract §4.11).
     *
     * @return array<string, string>
     */
    private static function residentAbroad(Browser $browser): array
    {
        return $browser->withOwnDocuments(['country_code' => '44', 'user_phone_number' => '7700900123', 'sim_type' => 'physical']
            + Fixtures::personalDetails('IN', '6', '223344556'));
    }

    /** A number both types may take, with a price: something is due today, so cash on delivery is offered (000 §4.11). */
    private static function pricedNumberForBoth(): string
    {
        return (string) Fixtures::db()->get_var('SELECT msisdn FROM ' . Fixtures::numbers()
            . " WHERE held_by IS NULL AND sold_at IS NULL AND service_type = 'both' AND price_baisa > 0 ORDER BY RAND() LIMIT 1");
    }

    /** A prepaid plan on a number both types may take, with the resident's details recorded. */
    private function prepaidWithResidentDetails(): Browser
    {
        $browser = $this->browser();
        $number = self::pricedNumberForBoth();
        self::assertSame('success', $browser->addToCart($number)['body']['responseCode'] ?? null);
        $this->soldInTest[] = $number;
        $step = Fixtures::walk()['personal'];
        $answer = $browser->module($step['subAction'], [
            'personal_details' => (string) json_encode(self::residentAbroad($browser)),
            'captcha_token' => $browser->captchaToken($step['captcha']),
        ]);
        self::assertSame('success', $answer['body']['responseCode'] ?? null, $answer['raw']);
        $browser->nonce = $answer['body']['current_nonce'];
        return $browser;
    }

    /** The review's attack: prepaid details, then a postpaid plan, delivery and cash on delivery. No order. */
    public function test_a_plan_change_after_the_personal_step_sends_the_shopper_back_to_it_and_places_nothing(): void
    {
        $browser = $this->prepaidWithResidentDetails();
        self::assertSame('success', self::delivery($browser, self::homeAddress())['body']['responseCode']);

        $change = $browser->module('wp_change_plan_update_cart', ['sku' => 'POST-ENDLESS-12', 'service_type' => 'postpaid']);

        self::assertSame(200, $change['status'], $change['raw']);
        self::assertTrue($change['body']['details_dropped'] ?? null, 'the answer says the personal step is to be done again');
        $quote = Fixtures::db()->get_row(Fixtures::db()->prepare(
            'SELECT personal_details, delivery_details FROM ' . Fixtures::db()->prefix . 'whl_sbx_quotes WHERE masked_id = %s',
            $browser->quoteId,
        ), ARRAY_A);
        self::assertSame(['personal_details' => null, 'delivery_details' => null], $quote, 'the old plan\'s details are gone');

        $step = Fixtures::walk()['delivery'];
        $delivery = self::delivery($browser, self::homeAddress(), 'en', $browser->captchaToken($step['captcha']));
        $placed = self::placeOrder($browser, 'cashondelivery');

        self::assertSame(200, $delivery['status'], 'a delivery submit alone does not make the order placeable');
        self::assertSame([422, ['personal_details' => 'required']], [$placed['status'], $placed['body']['errors'] ?? null], $placed['raw']);
        self::assertSame(0, self::orderCount($browser->quoteId));

        // the same details sent again for the postpaid plan get the personal step's refusal
        $again = $browser->module(Fixtures::walk()['personal']['subAction'], [
            'personal_details' => (string) json_encode(self::residentAbroad($browser)),
            'captcha_token' => $browser->captchaToken(Fixtures::walk()['personal']['captcha']),
        ]);
        self::assertSame(422, $again['status'], $again['raw']);
        self::assertSame('country_code_locked', $again['body']['errors']['country_code'] ?? null);
    }

    /** Another plan added with cart-clear (the replace popup) is a change of plan too: the details go. */
    public function test_another_plan_added_in_place_of_the_cart_s_drops_the_details(): void
    {
        $browser = $this->prepaidWithResidentDetails();
        $number = Fixtures::freeNumber()['msisdn'];

        $added = $browser->addToCart($number, 'PRE-HALA-10', extra: ['cart_update_flag' => 'cart-clear']);

        self::assertSame('success', $added['body']['responseCode'] ?? null, $added['raw']);
        $personal = Fixtures::db()->get_var(Fixtures::db()->prepare(
            'SELECT personal_details FROM ' . Fixtures::db()->prefix . 'whl_sbx_quotes WHERE masked_id = %s',
            $browser->quoteId,
        ));
        self::assertNull($personal);
    }

    /** A change of plan before the personal step has nothing to drop: the answer says so. */
    public function test_a_plan_change_before_the_personal_step_drops_nothing(): void
    {
        $browser = $this->browser();
        $browser->addToCart(Fixtures::numberOnlyFor('both'));

        $change = $browser->module('wp_change_plan_update_cart', ['sku' => 'POST-ENDLESS-12', 'service_type' => 'postpaid']);

        self::assertSame(200, $change['status'], $change['raw']);
        self::assertFalse($change['body']['details_dropped']);
    }

    /**
     * Details recorded for another cart of the same quote (the cart cleared, a postpaid plan added):
     * the placement checks them against the postpaid cart and answers the personal step's refusal.
     */
    public function test_the_placement_checks_the_recorded_details_against_the_cart_as_it_is_then(): void
    {
        $browser = $this->prepaidWithResidentDetails();
        self::assertSame(200, $browser->module('wp_full_clear_cart')['status']);
        $number = Fixtures::freeNumber('postpaid')['msisdn'];
        self::assertSame('success', $browser->addToCart($number, 'POST-ENDLESS-12', 'postpaid')['body']['responseCode'] ?? null);
        $this->soldInTest[] = $number;
        self::assertSame('success', self::delivery($browser, self::homeAddress())['body']['responseCode']);

        $placed = self::placeOrder($browser, 'free'); // a postpaid plan on a free number: nothing is due today

        self::assertSame(422, $placed['status'], $placed['raw']);
        self::assertSame('validation_error', $placed['body']['responseCode']);
        self::assertSame('personal_details_invalid', $placed['body']['errors']['personal_details'] ?? null, $placed['raw']);
        self::assertSame('country_code_locked', $placed['body']['errors']['country_code'] ?? null);
        self::assertSame(0, self::orderCount($browser->quoteId));
        self::assertNull(self::numberRow($number)['sold_at'], 'the number is not sold');
    }

    /** The credit check runs again at placement: a deposit it asks that the recorded details do not carry places nothing. */
    public function test_the_placement_runs_the_credit_check_again(): void
    {
        [$browser] = $this->shopperWithDetails('physical', 'POST-ENDLESS-12', 'postpaid');
        self::assertSame('success', self::delivery($browser, self::homeAddress())['body']['responseCode']);
        // the ID on the quote becomes a resident card's since the personal step (the Sandbox asks its deposit)
        $db = Fixtures::db();
        $table = $db->prefix . 'whl_sbx_quotes';
        $details = json_decode((string) $db->get_var($db->prepare("SELECT personal_details FROM {$table} WHERE masked_id = %s", $browser->quoteId)), true);
        $details = ['nationality' => 'IN', 'customer_id_type' => '6', 'customer_id' => '223344556'] + $details;
        $db->update($table, ['personal_details' => json_encode($details)], ['masked_id' => $browser->quoteId]);

        $placed = self::placeOrder($browser, 'free'); // a postpaid plan on a free number: nothing is due today

        self::assertSame(422, $placed['status'], $placed['raw']);
        self::assertSame(['personal_details' => 'security_deposit'], $placed['body']['errors']);
        self::assertSame(0, self::orderCount($browser->quoteId));
    }

    /** The contact number may not be the cart's number (000 §5.2): a change of number since the personal step is checked too. */
    public function test_a_number_changed_to_the_contact_number_since_the_personal_step_places_nothing(): void
    {
        $browser = $this->browser();
        [$number, $contact] = Fixtures::freeNumbers(2);
        self::assertSame('success', $browser->addToCart($number)['body']['responseCode'] ?? null);
        $this->soldInTest[] = $number;
        $step = Fixtures::walk()['personal'];
        $answer = $browser->module($step['subAction'], [
            'personal_details' => (string) json_encode($browser->withOwnDocuments(['user_phone_number' => $contact] + Fixtures::personalDetails())),
            'captcha_token' => $browser->captchaToken($step['captcha']),
        ]);
        self::assertSame('success', $answer['body']['responseCode'] ?? null, $answer['raw']);
        $browser->nonce = $answer['body']['current_nonce'];
        self::assertSame('success', self::delivery($browser, self::homeAddress())['body']['responseCode']);
        $changed = $browser->changeNumber($contact);
        self::assertSame('success', $changed['body']['responseCode'] ?? null, $changed['raw']);
        $this->soldInTest[] = $contact;

        $placed = self::placeOrder($browser, 'cashondelivery');

        self::assertSame(422, $placed['status'], $placed['raw']);
        self::assertSame(
            ['personal_details' => 'personal_details_invalid', 'user_phone_number' => 'contact_is_reserved_number'],
            $placed['body']['errors'],
        );
        self::assertSame(0, self::orderCount($browser->quoteId));
    }
}
