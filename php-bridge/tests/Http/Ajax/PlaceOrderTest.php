<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Application\Checkout\CheckoutSession;
use Whl\Bridge\Infrastructure\Session\SessionStore;
use Whl\Bridge\Tests\Support\Checkout;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §2.11, §4.11, §7.5 wp_postpaid_prepaid_place_order (contract §4.15): one order per cart,
 * placed after the personal and delivery details, its number sold for good, the cart frozen
 * afterwards (409 cart_locked), a replay answered with the same order.
 */
final class PlaceOrderTest extends TestCase
{
    use Checkout;

    protected function tearDown(): void
    {
        $this->soldNumbersBack();
        parent::tearDown();
    }

    /** @return array{0: \Whl\Bridge\Tests\Support\Browser, 1: string} */
    private function readyToPay(): array
    {
        [$browser, $number] = $this->shopperWithDetails();
        self::assertSame('success', self::delivery($browser, self::homeAddress())['body']['responseCode']);
        return [$browser, $number];
    }

    public function test_cash_on_delivery_places_a_pending_order_with_the_details_and_sells_the_number(): void
    {
        [$browser, $number] = $this->readyToPay();
        $answer = self::placeOrder($browser, 'cashondelivery');

        self::assertSame(200, $answer['status'], $answer['raw']);
        $body = $answer['body'];
        self::assertSame(['success', 'offline', '', 'prepaid', 'pending', null, true], [
            $body['responseCode'], $body['type'], $body['response'], $body['service_type'], $body['status'], $body['reservation'], $body['order_placed'],
        ]);
        $row = self::orderRow($browser->quoteId);
        self::assertSame($body['order_id'], $row['increment_id']);
        self::assertSame(['cashondelivery', 'doordelivery', 'pending'], [$row['payment_method'], $row['shipping_method'], $row['status']]);
        self::assertSame('sara@example.om', json_decode($row['personal_details'], true)['user_email']);
        self::assertSame('113', json_decode($row['delivery_details'], true)['pccode']);
        self::assertSame($number, json_decode($row['items'], true)[0]['options']['msisdn']);
        self::assertMatchesRegularExpression('/^\d+\.\d{3}$/', json_decode($row['totals'], true)['grand_total'], 'totals kept');
        $held = self::numberRow($number);
        self::assertSame([$browser->quoteId, null], [$held['held_by'], $held['held_until']]);
        self::assertNotNull($held['sold_at']);
        $summary = $browser->summary();
        self::assertArrayHasKey('reservation', $summary);
        self::assertNull($summary['reservation'], 'the cart summary shows no timer for a placed order');
    }

    /** 000 §6, §2.8: the cart hides Checkout from a fraud-flagged customer; the bridge refuses the placement too. */
    public function test_a_customer_flagged_for_fraud_since_the_personal_step_places_nothing(): void
    {
        [$browser] = $this->readyToPay();
        $db = Fixtures::db();
        $table = $db->prefix . 'whl_sbx_quotes';
        $details = json_decode((string) $db->get_var($db->prepare("SELECT personal_details FROM {$table} WHERE masked_id = %s", $browser->quoteId)), true);
        $details['customer_id'] = '99900001'; // the operator's fraud list (SeedCustomerFlags)
        $db->update($table, ['personal_details' => json_encode($details)], ['masked_id' => $browser->quoteId]);

        $answer = self::placeOrder($browser, 'cashondelivery');
        self::assertSame(409, $answer['status'], $answer['raw']);
        self::assertSame('not_eligible', $answer['body']['responseCode']);
        self::assertSame(0, self::orderCount($browser->quoteId));
    }

    /** 000 §8 'Too many lines', §2.8: the cart hides Checkout from a customer at the maximum of lines; so does the placement. */
    public function test_a_customer_at_the_maximum_of_lines_since_the_personal_step_places_nothing(): void
    {
        [$browser] = $this->readyToPay();
        $db = Fixtures::db();
        $table = $db->prefix . 'whl_sbx_quotes';
        $details = json_decode((string) $db->get_var($db->prepare("SELECT personal_details FROM {$table} WHERE masked_id = %s", $browser->quoteId)), true);
        $details['customer_id'] = '99900002'; // holds the default maximum of 5 lines (SeedCustomerFlags)
        $db->update($table, ['personal_details' => json_encode($details)], ['masked_id' => $browser->quoteId]);

        $answer = self::placeOrder($browser, 'cashondelivery');
        self::assertSame(409, $answer['status'], $answer['raw']);
        self::assertSame('max_connections', $answer['body']['responseCode']);
        self::assertSame(0, self::orderCount($browser->quoteId));
    }

    public function test_online_payment_answers_pending_payment_and_the_payment_page_to_follow(): void
    {
        [$browser] = $this->readyToPay();
        $answer = self::placeOrder($browser, 'online');
        self::assertSame(['online', 'pending_payment'], [$answer['body']['type'], $answer['body']['status']], $answer['raw']);
        // the PaymentGateway's page (the Sandbox's, contract §4.16), for this order's amount
        self::assertStringContainsString(\Whl\Bridge\Adapters\Sandbox\SandboxPaymentGateway::PAGE_QUERY . '=', $answer['body']['response']);
        $db = Fixtures::db();
        $payments = "{$db->prefix}whl_sbx_payments";
        $payment = $db->get_row($db->prepare("SELECT amount_baisa, currency FROM {$payments} WHERE order_id = %s", $answer['body']['order_id']), ARRAY_A);
        $total = json_decode(self::orderRow($browser->quoteId)['totals'], true)['grand_total'];
        self::assertSame([(string) (int) round((float) $total * 1000), 'OMR'], [(string) $payment['amount_baisa'], $payment['currency']]);
        self::assertSame($answer['raw'], self::placeOrder($browser, 'online')['raw'], 'a replay names the same page');
        $started = $db->get_var($db->prepare("SELECT COUNT(*) FROM {$payments} WHERE order_id = %s", $answer['body']['order_id']));
        self::assertSame('1', $started, 'one payment started');
    }

    public function test_a_replay_gets_the_same_answer_and_no_second_order_even_with_another_method(): void
    {
        [$browser] = $this->readyToPay();
        $first = self::placeOrder($browser, 'cardondelivery');
        $again = self::placeOrder($browser, 'cardondelivery');
        $other = self::placeOrder($browser, 'online'); // the first placement's method stands
        self::assertSame($first['raw'], $again['raw']);
        self::assertSame($first['raw'], $other['raw']);
        self::assertSame(1, self::orderCount($browser->quoteId));
    }

    public function test_two_shoppers_each_get_their_own_order(): void
    {
        [$a, $na] = $this->readyToPay();
        [$b, $nb] = $this->readyToPay();
        $orderA = self::placeOrder($a)['body']['order_id'];
        $orderB = self::placeOrder($b)['body']['order_id'];
        self::assertNotSame($orderA, $orderB);
        self::assertSame([$a->quoteId, $b->quoteId], [self::numberRow($na)['held_by'], self::numberRow($nb)['held_by']]);
    }

    /** Two sessions: another session cannot claim this cart (§4.5) nor place its order, and gets nothing of it. */
    public function test_another_session_cannot_place_this_carts_order(): void
    {
        [$browser] = $this->readyToPay();
        $stranger = $this->browser();
        $stranger->ajax(['action' => 'whl_session_addItem', 'key' => 'plan_quote_id', 'value' => $browser->quoteId]);
        $answer = self::placeOrder($stranger);
        self::assertSame(404, $answer['status'], $answer['raw']);
        self::assertSame(0, self::orderCount($browser->quoteId));
        $mine = self::placeOrder($browser);
        self::assertSame('success', $mine['body']['responseCode']);
        self::assertSame(404, self::placeOrder($stranger)['status'], 'nor replay it');
    }

    public function test_without_personal_or_delivery_details_nothing_is_placed(): void
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber('prepaid')['msisdn'];
        $browser->addToCart($number);
        self::assertSame('required', self::placeOrder($browser)['body']['errors']['personal_details'] ?? null);
        [$withDetails] = $this->shopperWithDetails();
        self::assertSame('required', self::placeOrder($withDetails)['body']['errors']['delivery_details'] ?? null);
        self::assertSame(0, self::orderCount($withDetails->quoteId));
        self::assertSame(404, self::placeOrder($this->browser())['status'], 'no cart: nothing to place');
    }

    public function test_an_unknown_payment_method_or_a_missing_captcha_is_refused(): void
    {
        [$browser] = $this->readyToPay();
        self::assertSame('payment_method_invalid', self::placeOrder($browser, 'barter')['body']['errors']['payment_method'] ?? null);
        $fields = ['captcha_token' => ''] + self::placeOrderFields($browser);
        self::assertSame('captcha_failed', $browser->ajax($fields)['body']['responseCode']);
        self::assertSame(0, self::orderCount($browser->quoteId));
    }

    /** 000 §5.7: the bridge checks the terms again; without them nothing is placed. */
    public function test_without_the_terms_agreed_nothing_is_placed(): void
    {
        [$browser] = $this->readyToPay();
        foreach (['', '0', 'yes'] as $terms) {
            $answer = $browser->ajax(['terms_accepted' => $terms] + self::placeOrderFields($browser));
            self::assertSame([422, 'required'], [$answer['status'], $answer['body']['errors']['terms'] ?? null], "terms_accepted '{$terms}'");
        }
        self::assertSame(0, self::orderCount($browser->quoteId));
        self::assertSame(200, self::placeOrder($browser)['status']);
    }

    /** 000 §4.11: an eSIM is not shipped (no delivery details needed) and is paid neither cash nor card on delivery; 000 §4.1 its passcode comes first. */
    public function test_an_esim_order_needs_no_address_and_no_payment_on_delivery(): void
    {
        $browser = $this->browser();
        $number = Fixtures::freeNumber('prepaid')['msisdn'];
        $browser->addToCart($number);
        $this->soldInTest[] = $number;
        $db = Fixtures::db();
        // the eSIM choice is its own step's (EsimActions); recorded here directly on the quote
        $db->query($db->prepare(
            "UPDATE {$db->prefix}whl_sbx_quotes SET personal_details = %s WHERE masked_id = %s",
            (string) json_encode(Fixtures::personalDetails() + ['sim_type' => 'esim']),
            $browser->quoteId,
        ));
        // and the session as the SIM type step leaves it after a successful scan (EsimActions, CheckoutSession)
        foreach ([CheckoutSession::SIM_TYPE => 'esim', 'ekyc_status' => 'success'] as $key => $value) {
            (new SessionStore(Fixtures::db()))->put((string) $browser->cookies['whl_sid'], $key, (string) json_encode($value));
        }
        // the payment step never offers either for an eSIM (Domain\PaymentMethods, one table with the widget)
        foreach (['cashondelivery', 'cardondelivery'] as $onDelivery) {
            self::assertSame('payment_method_unavailable', self::placeOrder($browser, $onDelivery)['body']['errors']['payment_method'] ?? null, $onDelivery);
        }
        // 000 §4.1: not before its passcode is confirmed (EsimActions keeps that in the session)
        self::assertSame(['otp' => 'required'], self::placeOrder($browser, 'online')['body']['errors'] ?? null);
        self::assertSame(0, self::orderCount($browser->quoteId));
        $passcode = static fn (bool $verified) => (new SessionStore(Fixtures::db()))->put(
            (string) $browser->cookies['whl_sid'],
            CheckoutSession::ESIM_ORDER,
            (string) json_encode(['msisdn' => $number, 'verified' => $verified]),
        );
        $passcode(false);
        self::assertSame(['otp' => 'required'], self::placeOrder($browser, 'online')['body']['errors'] ?? null, 'sent, not confirmed');
        $passcode(true);
        $answer = self::placeOrder($browser, 'online');
        self::assertSame('success', $answer['body']['responseCode'], $answer['raw']);
        self::assertSame('esim', self::orderRow($browser->quoteId)['shipping_method']);
    }

    /** contract §4.15: while an online payment is in flight (or declined) the cart stays frozen. */
    public function test_while_its_payment_is_in_flight_the_cart_is_locked_for_every_write(): void
    {
        [$browser, $number] = $this->readyToPay();
        self::assertSame('success', self::placeOrder($browser, 'online')['body']['responseCode']);
        $other = Fixtures::freeNumber('prepaid')['msisdn'];
        $answers = [
            'add to cart' => $browser->addToCart($other, 'PRE-HALA-5', 'prepaid', ['cart_update_flag' => 'cart-clear']),
            'change number' => $browser->changeNumber($other),
            'clear' => $browser->module('wp_full_clear_cart'),
            'delivery' => self::delivery($browser, self::homeAddress()),
        ];
        foreach ($answers as $call => $answer) {
            self::assertSame([409, 'cart_locked'], [$answer['status'], $answer['body']['responseCode'] ?? null], $call . ': ' . $answer['raw']);
        }
        self::assertNull(Fixtures::holdOf($other)['held_by'], 'nothing was reserved');
        self::assertSame($browser->quoteId, self::numberRow($number)['held_by']);
        self::assertCount(1, json_decode(self::orderRow($browser->quoteId)['items'], true));
    }

    /** contract §4.15: a new purchase starts after the frozen cart is let go; its sold number stays sold. */
    public function test_letting_the_placed_cart_go_starts_a_new_cart_and_keeps_the_number_sold(): void
    {
        [$browser, $number] = $this->readyToPay();
        $placed = self::placeOrder($browser)['body']['order_id'];
        $browser->ajax(['action' => 'whl_session_removeItem', 'key' => 'plan_quote_id']);
        $next = Fixtures::freeNumber('prepaid')['msisdn'];
        $this->soldInTest[] = $next;
        $old = $browser->quoteId;
        self::assertSame('success', $browser->addToCart($next)['body']['responseCode']);
        self::assertNotSame($old, $browser->quoteId, 'a new quote');
        self::assertSame($old, self::numberRow($number)['held_by']);
        self::assertNotNull(self::numberRow($number)['sold_at']);
        self::assertSame($placed, self::orderRow($old)['increment_id']);
    }

    /** issue 10: the number of a placed order stays sold after the hold time has passed. */
    public function test_the_sold_number_stays_sold_after_the_hold_time_and_a_sweep(): void
    {
        [$browser, $number] = $this->readyToPay();
        self::assertSame('success', self::placeOrder($browser)['body']['responseCode']);
        $this->shiftServerClock(2 * 3600);

        $late = $this->browser();
        $free = Fixtures::freeNumber('prepaid')['msisdn'];
        self::assertSame('success', $late->addToCart($free)['body']['responseCode'], 'a reserve runs the sweep');
        self::assertSame('number_unavailable', $late->changeNumber($number)['body']['responseCode'], 'nobody else can hold it');
        $held = self::numberRow($number);
        self::assertSame([$browser->quoteId, null], [$held['held_by'], $held['held_until']]);
        self::assertNotNull($held['sold_at']);
        $browser->ajax(['action' => 'wpb_esb_unreserve_number', 'msisdn' => $number]);
        self::assertSame($browser->quoteId, self::numberRow($number)['held_by'], 'an unreserve does not free a sold number');
    }

    /** A hold that ran out before placement places nothing (its number may be another cart's by now). */
    public function test_a_hold_that_ran_out_places_no_order(): void
    {
        [$browser, $number] = $this->readyToPay();
        Fixtures::expireHold($number);
        self::assertSame('reservation_expired', self::placeOrder($browser)['body']['responseCode']);
        self::assertSame(0, self::orderCount($browser->quoteId));
    }

    public function test_place_order_has_a_tighter_rate_group_than_delivery(): void
    {
        $defaults = \Whl\Bridge\WordPress\Settings::defaults()['rate_limits'];
        self::assertLessThan($defaults['delivery']['per_session'], $defaults['order']['per_session']);
        [$browser] = $this->readyToPay();
        $this->settings(['rate_limits' => ['order' => ['per_session' => 2, 'per_ip' => 0]]]);
        $codes = array_map(fn (): string => self::placeOrder($browser)['body']['responseCode'], [1, 2, 3]);
        self::assertSame(['success', 'success', 'rate_limited'], $codes);
    }

    /** contract §4.15 (issue 10): an order placed offline lets the cart go; the session keeps the order. */
    public function test_an_offline_order_lets_the_cart_go_and_a_replay_still_answers_it(): void
    {
        [$browser, $number] = $this->readyToPay();
        $first = self::placeOrder($browser, 'cashondelivery');
        $orderId = $first['body']['order_id'];
        $placedQuote = $browser->quoteId;

        $nonce = $browser->rest('current-nonce', ['cart_hash' => '', 'notify_type' => '', 'lang' => 'en'])['body']['data'];
        self::assertSame([0, '', ''], [$nonce['cart_items_count'], $nonce['quote_id'], $nonce['orderType']], 'the badge shows 0');
        self::assertSame([0, []], [$browser->summary()['cart_items_count'], $browser->summary()['items']]);
        $generated = $browser->ajax(['action' => 'whl_session_getItem', 'key' => 'generated_order_id'], 'GET');
        self::assertSame([['OrderID' => $orderId]], $generated['body']['value'] ?? null, $generated['raw']);

        $again = self::placeOrder($browser, 'cashondelivery');
        self::assertSame([$first['status'], $first['raw']], [$again['status'], $again['raw']], 'a replay after the let-go: the same bytes');
        self::assertSame('not_found', self::delivery($browser, self::homeAddress())['body']['responseCode'] ?? null, 'no cart to deliver now');
        self::assertSame('pending', $browser->thankYou($orderId)['body']['api_response']['items'][0]['status'] ?? null, 'the order stays readable');

        // the shopper shops again: a new quote; the old number stays sold
        $next = Fixtures::freeNumber('prepaid')['msisdn'];
        $this->soldInTest[] = $next;
        self::assertSame('success', $browser->addToCart($next)['body']['responseCode']);
        self::assertNotSame($placedQuote, $browser->quoteId);
        self::assertNotNull(self::numberRow($number)['sold_at']);
        self::assertSame(1, self::orderCount($placedQuote));
    }

    /** contract §4.15: an online order's cart stays frozen until its payment is approved. */
    public function test_an_online_orders_cart_is_let_go_only_once_paid(): void
    {
        [$browser] = $this->readyToPay();
        $placed = self::placeOrder($browser, 'online')['body'];
        self::readReturn($browser, self::payOnPage($placed['response'], 'pending'));
        self::assertSame(1, $browser->summary()['cart_items_count'], 'left pending: frozen');
        self::assertSame('cart_locked', $browser->module('wp_full_clear_cart')['body']['responseCode']);
    }

    /** 000 §4.11 (contract §4.15): the settings' checkout_options refuse a method again at placement. */
    public function test_a_payment_method_the_shop_switched_off_is_unavailable(): void
    {
        [$browser] = $this->readyToPay();
        foreach (
            [
            'cashondelivery' => ['cash_on_delivery' => false],
            'cardondelivery' => ['card_on_delivery' => false],
            'online' => ['pay_online' => false],
            ] as $method => $off
        ) {
            $this->settings(['checkout_options' => $off]);
            $answer = self::placeOrder($browser, $method);
            self::assertSame([422, 'payment_method_unavailable'], [$answer['status'], $answer['body']['errors']['payment_method'] ?? null], $method);
        }
        $this->settings(['checkout_options' => ['pay_later' => false]]);
        self::assertSame('payment_method_unavailable', self::placeOrder($browser, 'cardondelivery')['body']['errors']['payment_method'] ?? null);
        self::assertSame(0, self::orderCount($browser->quoteId));
    }

    /**
     * 000 §4.11, issue 11 (contract §4.15): the placement asks the Commerce port again; a delivery type
     * the shop switched off after the delivery step places nothing; the summary says the same.
     */
    public function test_a_delivery_type_switched_off_since_the_delivery_step_is_refused_at_placement(): void
    {
        [$browser] = $this->readyToPay(); // home delivery recorded
        $this->settings(['checkout_options' => ['doordelivery' => false]]);
        self::assertSame('0', $browser->summary()['shipping_options']['doordelivery']);
        $answer = self::placeOrder($browser, 'cashondelivery');
        self::assertSame([422, 'delivery_type_unavailable'], [$answer['status'], $answer['body']['errors']['delivery_type'] ?? null], $answer['raw']);
        self::assertSame(0, self::orderCount($browser->quoteId));
        $this->settings([]);
        self::assertSame('success', self::placeOrder($browser, 'cashondelivery')['body']['responseCode'], 'offered again: placed');
    }

    /** contract §4.15: free (Magento's zero-subtotal method) when, and only when, nothing is due today. */
    public function test_free_is_the_one_method_when_nothing_is_due_today(): void
    {
        [$browser] = $this->readyToPay(); // a prepaid plan: paid today
        self::assertSame('payment_method_unavailable', self::placeOrder($browser, 'free')['body']['errors']['payment_method'] ?? null);

        [$postpaid] = $this->shopperWithDetails('physical', 'POST-ENDLESS-12', 'postpaid'); // monthly, a free number: 0.000 today
        self::assertSame('0.000', $postpaid->summary()['upfrontAmount']);
        self::assertSame('success', self::delivery($postpaid, self::homeAddress())['body']['responseCode']);
        // nothing to pay: no tab is offered, so no other method is placed (Domain\PaymentMethods)
        foreach (['online', 'cashondelivery', 'cardondelivery'] as $method) {
            self::assertSame('payment_method_unavailable', self::placeOrder($postpaid, $method)['body']['errors']['payment_method'] ?? null, $method);
        }
        $answer = self::placeOrder($postpaid, 'free');
        self::assertSame(['success', 'offline', 'pending', 'free'], [$answer['body']['responseCode'] ?? null, $answer['body']['type'] ?? null,
            $answer['body']['status'] ?? null, $answer['body']['payment_method'] ?? null], $answer['raw']);
        $read = $postpaid->thankYou($answer['body']['order_id'], 'en', '/postpaid-thank-you/')['body'];
        self::assertSame('free', $read['api_response']['items'][0]['payment']['method']);
    }

    /** contract §4.6, §4.16: online payment charges what is due today; a postpaid plan is billed monthly, not up front. */
    public function test_an_online_postpaid_order_pays_the_amount_due_today(): void
    {
        [$browser] = $this->shopperWithDetails('physical', 'POST-ENDLESS-12', 'postpaid');
        $silver = Fixtures::freeNumber('postpaid', 'SILVER');
        $this->soldInTest[] = $silver['msisdn'];
        $changed = $browser->changeNumber($silver['msisdn'], 'POST-ENDLESS-12', 'postpaid', ['vanity_type' => 'SILVER']);
        self::assertSame('success', $changed['body']['responseCode']);
        $due = $browser->summary()['upfrontAmount'];
        self::assertSame('success', self::delivery($browser, self::homeAddress())['body']['responseCode']);
        $placed = self::placeOrder($browser, 'online')['body'];
        $db = Fixtures::db();
        $charged = (int) $db->get_var($db->prepare("SELECT amount_baisa FROM {$db->prefix}whl_sbx_payments WHERE order_id = %s", $placed['order_id']));
        self::assertSame($due, number_format($charged / 1000, 3, '.', ''));
        self::assertNotSame($due, json_decode(self::orderRow($browser->quoteId)['totals'], true)['grand_total'], 'not the monthly plan with it');
    }
}
