<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Application\Checkout;

use Whl\Bridge\Http\PaymentRetry;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Checkout;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Plugin;

/**
 * 000 §4.3, §4.11, §4.12, contract §4.4, §4.15, §4.18 (issue 31 finding 2): an online order keeps its
 * number on a payment-window hold, not sold, until its payment is approved; the hold counts in the
 * client's caps; an order still unpaid when its retry window ends is cancelled and its number listed
 * again. Cash on delivery still sells at placement.
 */
final class UnpaidOrdersTest extends TestCase
{
    use Checkout;

    /** The cron event of the expiry (Application\Checkout\UnpaidOrders::CRON_HOOK). */
    private const CRON_HOOK = 'whl_expire_unpaid_orders';

    private const ADDRESS = '127.0.0.9';

    protected function tearDown(): void
    {
        $this->soldNumbersBack();
        parent::tearDown();
    }

    public function test_twelve_unpaid_online_orders_from_one_address_hold_no_more_than_the_cap_and_end_with_the_window(): void
    {
        $this->settings(['hold_limits' => ['per_session' => 2, 'per_ip' => 10, 'per_customer' => 0], 'payment_window_minutes' => 60]);
        $placed = [];
        $refused = [];
        for ($i = 0; $i < 12; $i++) {
            $browser = $this->browser(self::ADDRESS);
            $number = Fixtures::freeNumber('prepaid', 'GOLD')['msisdn']; // premium numbers, as the attack took
            $added = $browser->addToCart($number, 'PRE-HALA-5', 'prepaid');
            if ($added['body']['responseCode'] !== 'success') {
                $refused[] = [$added['status'], $added['body']['responseCode']];
                continue;
            }
            $this->soldInTest[] = $number;
            self::personalAs($browser, $i);
            self::assertSame('success', self::delivery($browser, self::homeAddress())['body']['responseCode']);
            $answer = self::placeOrder($browser, 'online');
            self::assertSame(['success', 'pending_payment'], [$answer['body']['responseCode'], $answer['body']['status'] ?? null], $answer['raw']);
            $placed[$answer['body']['order_id']] = $number;
        }

        $offSale = array_filter($placed, static fn (string $n): bool => self::numberRow($n)['held_by'] !== null);
        self::assertLessThanOrEqual(10, count($offSale), 'unpaid orders count in the address\'s cap');
        self::assertSame([[429, 'hold_limit'], [429, 'hold_limit']], $refused);
        foreach ($placed as $number) {
            self::assertNull(self::numberRow($number)['sold_at'], 'an unpaid order\'s number is held, not sold');
        }

        // the retry window ends (60 minutes) and the expiry runs (WP-Cron, or lazily)
        $this->shiftServerClock(61 * 60);
        do_action(self::CRON_HOOK);
        Plugin::resetRequestState();
        foreach ($placed as $orderId => $number) {
            self::assertSame('canceled', self::orderStatus((string) $orderId));
            self::assertSame(['held_by' => null, 'held_until' => null, 'sold_at' => null], self::numberRow($number), "{$number} is free again");
        }
        $listed = $this->browser()->rest('plan-details-numbers-list', [
            'type' => 'url_key', 'key' => 'hala-5', 'vanity_level' => '', 'msisdn_pattern' => (string) reset($placed),
            'page_size' => 3, 'page_index' => 1, 'lang' => 'en',
        ]);
        self::assertContains(reset($placed), array_column($listed['body']['response_numbers']['paid'] ?? [], 'msisdn'), $listed['raw']);
    }

    public function test_an_approved_payment_sells_the_held_number_and_the_window_no_longer_touches_it(): void
    {
        [$browser, $number] = $this->shopperWithDetails();
        self::assertSame('success', self::delivery($browser, self::homeAddress())['body']['responseCode']);
        $answer = self::placeOrder($browser, 'online');
        self::assertNull(self::numberRow($number)['sold_at']);
        self::assertSame('success', self::readReturn($browser, self::payOnPage($answer['body']['response'], 'approved'))['body']['status']);
        self::assertNotNull(self::numberRow($number)['sold_at'], 'paid: the number is the order\'s for good');

        $this->shiftServerClock(24 * 3600);
        do_action(self::CRON_HOOK);
        self::assertSame('success', self::orderStatus($answer['body']['order_id']));
        self::assertSame($browser->quoteId, self::numberRow($number)['held_by']);
    }

    public function test_a_payment_that_may_still_settle_keeps_the_order_and_its_number_past_the_window(): void
    {
        [$browser, $number] = $this->shopperWithDetails();
        self::assertSame('success', self::delivery($browser, self::homeAddress())['body']['responseCode']);
        $answer = self::placeOrder($browser, 'online');
        $id = $answer['body']['order_id'];
        self::readReturn($browser, self::payOnPage($answer['body']['response'], 'declined'));
        // a retry late in the window, which the bank leaves pending: it may settle for 30 minutes
        $this->shiftServerClock(45 * 60);
        $page = $browser->get(PaymentRetry::url($id, $browser->cookies['whl_sid']))['headers']['location'][0];
        self::assertSame('pending_payment', self::readReturn($browser, self::payOnPage($page, 'pending'))['body']['status']);

        $this->shiftServerClock(16 * 60); // the window (60 minutes) has ended
        do_action(self::CRON_HOOK);
        self::assertSame('pending_payment', self::orderStatus($id), 'a payment that may still settle is not cancelled under it');
        self::assertSame($browser->quoteId, self::numberRow($number)['held_by']);

        $this->shiftServerClock(30 * 60); // the attempt has expired: nothing can take the money any more
        do_action(self::CRON_HOOK);
        self::assertSame('canceled', self::orderStatus($id));
        self::assertNull(self::numberRow($number)['held_by']);
    }

    public function test_letting_the_cart_go_or_unreserving_leaves_an_unpaid_orders_number_held(): void
    {
        [$browser, $number] = $this->shopperWithDetails();
        self::assertSame('success', self::delivery($browser, self::homeAddress())['body']['responseCode']);
        self::placeOrder($browser, 'online');
        $browser->ajax(['action' => 'wpb_esb_unreserve_number', 'msisdn' => $number]);
        $browser->ajax(['action' => 'whl_session_removeItem', 'key' => 'plan_quote_id']);
        $row = self::numberRow($number);
        self::assertSame($browser->quoteId, $row['held_by'], 'the order keeps its number until it is paid or cancelled');
        self::assertNotNull($row['held_until']);
    }

    public function test_a_customer_with_two_unpaid_orders_gets_hold_limit_for_a_third(): void
    {
        $this->settings(['hold_limits' => ['per_customer' => 2]]);
        $customer = ['customer_id' => '431000400', 'user_phone_number' => '93110400'];
        $answers = [];
        for ($i = 0; $i < 3; $i++) {
            [$browser, $number] = $this->shopperWithDetails('physical', 'PRE-HALA-5', 'prepaid', $customer);
            self::assertSame('success', self::delivery($browser, self::homeAddress())['body']['responseCode']);
            $answer = self::placeOrder($browser, 'online');
            $answers[] = [$answer['status'], $answer['body']['responseCode'] ?? ''];
        }
        self::assertSame([[200, 'success'], [200, 'success'], [429, 'hold_limit']], $answers);
        self::assertSame(0, self::orderCount($browser->quoteId), 'nothing placed');
        self::assertNull(self::numberRow($number)['sold_at']);
    }

    public function test_cash_on_delivery_still_sells_at_placement(): void
    {
        [$browser, $number] = $this->shopperWithDetails();
        self::assertSame('success', self::delivery($browser, self::homeAddress())['body']['responseCode']);
        self::assertSame('pending', self::placeOrder($browser, 'cashondelivery')['body']['status']);
        self::assertNotNull(self::numberRow($number)['sold_at']);
    }

    /** The personal step as the $i-th customer: an ID number and a contact number of their own. */
    private static function personalAs(Browser $browser, int $i): void
    {
        $step = Fixtures::walk()['personal'];
        $details = ['customer_id' => sprintf('4%08d', 31000 + $i), 'user_phone_number' => sprintf('9%07d', 3100000 + $i), 'sim_type' => 'physical'];
        $answer = $browser->module($step['subAction'], [
            'personal_details' => (string) json_encode($browser->withOwnDocuments($details + Fixtures::personalDetails())),
            'captcha_token' => $browser->captchaToken($step['captcha']),
        ]);
        self::assertSame('success', $answer['body']['responseCode'] ?? null, $answer['raw']);
        $browser->nonce = $answer['body']['current_nonce'];
    }
}
