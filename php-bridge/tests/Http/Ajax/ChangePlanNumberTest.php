<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §4.2 "method change-number updates the number of the plan in the cart", §4.3 reservation,
 * §7.2 sub_action wp_change_plan_number; contract §7.1.
 */
final class ChangePlanNumberTest extends TestCase
{
    /** 000 §4.2: the plan stays, the hold moves to the new number; the old one is free for others. */
    public function test_changing_the_number_keeps_the_plan_and_moves_the_hold(): void
    {
        $browser = $this->browser();
        $old = Fixtures::freeNumber()['msisdn'];
        $new = Fixtures::freeNumber('prepaid', 'SILVER')['msisdn'];
        self::assertSame(200, $browser->addToCart($old)['status']);

        $answer = $browser->changeNumber($new, extra: ['vanity_type' => 'SILVER']);

        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertSame('success', $answer['body']['responseCode']);
        self::assertSame(1, $answer['body']['cart_items_count']);
        $reservation = $answer['body']['reservation'];
        self::assertSame([$new, 'SILVER', 900, false], [$reservation['msisdn'], $reservation['vanity_level'],
            $reservation['limit_seconds'], $reservation['expired']]);
        self::assertGreaterThanOrEqual(895, $reservation['remaining_seconds'], '000 §4.3: a new reservation starts a full limit');

        self::assertSame($browser->quoteId, Fixtures::holdOf($new)['held_by']);
        self::assertNull(Fixtures::holdOf($old)['held_by'], 'the old hold is released');

        $summary = $browser->summary();
        self::assertCount(1, $summary['items']);
        $item = $summary['items'][0];
        self::assertSame(['PRE-HALA-5', $new, 'SILVER', '5.000'], [$item['sku'], $item['msisdn'], $item['vanity_level'], $item['number_price']]);
        // 5.000 plan + 5.000 SILVER number, VAT 5 %: the number price follows the new number
        self::assertSame('10.500', $summary['totals']['grand_total']);
        self::assertSame($new, $summary['reservation']['msisdn']);

        // The old number is free for another cart; the new one is refused to it.
        $other = $this->browser();
        self::assertSame(409, $other->addToCart($new)['status']);
        $taken = $other->addToCart($old);
        self::assertSame(200, $taken['status'], $taken['raw']);
        self::assertSame($other->quoteId, Fixtures::holdOf($old)['held_by']);
    }

    /** 000 §4.3, §8 reservation failure: a number held elsewhere is refused and the old hold stays. */
    public function test_changing_to_a_number_held_by_another_cart_is_409_and_keeps_the_old_hold(): void
    {
        [$mine, $theirs] = Fixtures::freeNumbers(2);
        $browser = $this->browser();
        $browser->addToCart($mine);
        $other = $this->browser();
        self::assertSame(200, $other->addToCart($theirs)['status']);
        $before = Fixtures::holdOf($mine);

        $answer = $browser->changeNumber($theirs);

        self::assertSame(409, $answer['status']);
        self::assertSame('number_unavailable', $answer['body']['responseCode']);
        self::assertSame($before, Fixtures::holdOf($mine), 'the old hold is kept as it was');
        self::assertSame($other->quoteId, Fixtures::holdOf($theirs)['held_by']);
        $summary = $browser->summary();
        self::assertSame([$mine], array_column($summary['items'], 'msisdn'));
        self::assertSame($mine, $summary['reservation']['msisdn']);
        self::assertFalse($summary['reservation']['expired']);
    }

    /** 000 §4.2 change-number needs a plan in the cart; contract §7.1: none, or another plan's sku, is 404 not_found. */
    public function test_without_a_plan_in_the_cart_it_is_404(): void
    {
        $number = Fixtures::freeNumber()['msisdn'];
        $answer = $this->browser()->changeNumber($number);
        self::assertSame(404, $answer['status']);
        self::assertSame('not_found', $answer['body']['responseCode']);
        self::assertNull(Fixtures::holdOf($number)['held_by'], 'nothing was reserved');

        $browser = $this->browser();
        [$old, $new] = Fixtures::freeNumbers(2);
        $browser->addToCart($old);
        $wrongPlan = $browser->changeNumber($new, 'PRE-HALA-10');
        self::assertSame(404, $wrongPlan['status']);
        self::assertNull(Fixtures::holdOf($new)['held_by']);
        self::assertSame($browser->quoteId, Fixtures::holdOf($old)['held_by']);
    }

    /** 000 §4.3 (the countdown runs from the reservation); contract §7.1: the number already held renews nothing. */
    public function test_the_number_already_held_answers_the_current_hold_without_renewing_it(): void
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        $browser->addToCart($number);
        $until = time() + 100;
        Fixtures::setHoldUntil($number, $until);

        $answer = $browser->changeNumber($number);

        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertSame($number, $answer['body']['reservation']['msisdn']);
        self::assertLessThanOrEqual(100, $answer['body']['reservation']['remaining_seconds']);
        self::assertGreaterThan(90, $answer['body']['reservation']['remaining_seconds']);
        self::assertSame(gmdate('Y-m-d H:i:s', $until), Fixtures::holdOf($number)['held_until']);
    }

    /** 000 §4.3 on expiry "choose another number": the cart's own expired number can be taken again. */
    public function test_the_cart_s_own_expired_number_is_reserved_again(): void
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber()['msisdn'];
        $browser->addToCart($number);
        $this->shiftServerClock(901); // the site's clock moves past the 15-minute hold (issue 7: no waiting)
        self::assertTrue($browser->summary()['reservation']['expired']);

        $answer = $browser->changeNumber($number);

        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertFalse($answer['body']['reservation']['expired']);
        self::assertGreaterThanOrEqual(895, $answer['body']['reservation']['remaining_seconds']);
        self::assertFalse($browser->summary()['reservation']['expired']);
    }

    /** 000 §6: wp_change_plan_number needs a number_reservation captcha token. */
    public function test_a_missing_or_foreign_captcha_token_changes_nothing(): void
    {
        $browser = $this->browser();
        [$old, $new] = Fixtures::freeNumbers(2);
        $browser->addToCart($old);

        foreach (['' => 'missing', $browser->captchaToken('resend_otp') => 'other action'] as $token => $case) {
            $answer = $browser->changeNumber($new, extra: ['captcha-response' => (string) $token]);
            self::assertSame(403, $answer['status'], $case);
            self::assertSame('captcha_failed', $answer['body']['responseCode'], $case);
        }
        self::assertNull(Fixtures::holdOf($new)['held_by']);
        self::assertSame($browser->quoteId, Fixtures::holdOf($old)['held_by']);
    }

    /** 000 §9 numbers, §3.5 fields: checked on the server, one code per field. */
    public function test_bad_fields_are_422(): void
    {
        $browser = $this->browser();
        $browser->addToCart(Fixtures::freeNumber()['msisdn']);
        $answer = $browser->changeNumber('99912345', 'PRE HALA', 'hybrid', ['method' => 'add', 'vanity_type' => 'DIAMOND']);

        self::assertSame(422, $answer['status']);
        self::assertSame([
            'msisdn' => 'number_invalid',
            'sku' => 'sku_invalid',
            'method' => 'method_invalid',
            'service_type' => 'service_type_invalid',
            'vanity_type' => 'vanity_level_invalid',
        ], $answer['body']['errors']);
    }

    /** 000 §4.3: a number not sold with the plan's service type cannot be chosen; the old hold stays. */
    public function test_a_number_of_the_other_service_type_is_unavailable(): void
    {
        $browser = $this->browser();
        $old = Fixtures::freeNumber()['msisdn'];
        $browser->addToCart($old);
        $postpaidOnly = Fixtures::numberOnlyFor('postpaid');

        $answer = $browser->changeNumber($postpaidOnly);

        self::assertSame(409, $answer['status']);
        self::assertSame('number_unavailable', $answer['body']['responseCode']);
        self::assertNull(Fixtures::holdOf($postpaidOnly)['held_by']);
        self::assertSame($browser->quoteId, Fixtures::holdOf($old)['held_by']);
    }

    /** 000 §3.5 service_type; contract §7.1: the service_type sent must be the cart plan's. */
    public function test_a_service_type_other_than_the_plan_s_is_refused(): void
    {
        $browser = $this->browser();
        [$old, $new] = Fixtures::freeNumbers(2, 'postpaid');
        $browser->addToCart($old, 'POST-ENDLESS-12', 'postpaid');

        $answer = $browser->changeNumber($new, 'POST-ENDLESS-12', 'prepaid');

        self::assertSame(422, $answer['status']);
        self::assertSame(['service_type' => 'service_type_mismatch'], $answer['body']['errors']);
        self::assertNull(Fixtures::holdOf($new)['held_by']);
    }

    /** 000 §7.2: a POST action; GET is a route that does not exist. */
    public function test_get_is_not_found(): void
    {
        $answer = $this->browser()->module('wp_change_plan_number', ['msisdn' => '91234567'], 'GET');
        self::assertSame(404, $answer['status']);
        self::assertSame('not_found', $answer['body']['responseCode']);
    }
}
