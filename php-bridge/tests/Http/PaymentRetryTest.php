<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http;

use Whl\Bridge\Adapters\Sandbox\SandboxPaymentGateway;
use Whl\Bridge\Http\PaymentRetry;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Checkout;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §2.12, 001 §2.1, §4.4 (contract §4.18): the thank-you page's payment retry. A failed online
 * order carries payment_retry_url (a pending one once its payment can no longer be taken); the browser following it (the same session) starts a new attempt
 * through the PaymentGateway port and is sent to its page; anything else lands on the order's
 * thank-you route. An old attempt's return read late moves nothing.
 */
final class PaymentRetryTest extends TestCase
{
    use Checkout;

    protected function tearDown(): void
    {
        $this->soldNumbersBack();
        parent::tearDown();
    }

    /** @return array{0: Browser, 1: string, 2: string} a shopper whose order waits to be paid online: the order id, the gateway's page */
    private function placedOnline(): array
    {
        [$browser] = $this->shopperWithDetails();
        self::assertSame('success', self::delivery($browser, self::homeAddress())['body']['responseCode']);
        $placed = self::placeOrder($browser, 'online');
        self::assertSame('pending_payment', $placed['body']['status'] ?? null, $placed['raw']);
        return [$browser, $placed['body']['order_id'], $placed['body']['response']];
    }

    private static function payments(string $orderId): int
    {
        $db = Fixtures::db();
        return (int) $db->get_var($db->prepare("SELECT COUNT(*) FROM {$db->prefix}whl_sbx_payments WHERE order_id = %s", $orderId));
    }

    private static function location(array $answer): string
    {
        self::assertSame(303, $answer['status'], $answer['raw']);
        return $answer['headers']['location'][0] ?? '';
    }

    private static function thankYouRoute(string $orderId): string
    {
        return home_url('/prepaid-thank-you/') . '?orderid=' . $orderId;
    }

    public function test_decline_then_retry_then_approve_000_2_12(): void
    {
        [$browser, $orderId, $page] = $this->placedOnline();
        self::assertSame('payment_failure', self::readReturn($browser, self::payOnPage($page, 'declined'))['body']['status'] ?? null);

        // declined: the cart stays frozen, the thank-you page offers the retry
        self::assertSame(1, $browser->summary()['cart_items_count']);
        $read = $browser->thankYou($orderId)['body'];
        self::assertSame('payment_failure', $read['api_response']['items'][0]['status']);
        self::assertSame(PaymentRetry::url($orderId, $browser->cookies['whl_sid']), $read['payment_retry_url']);
        self::assertStringStartsWith(home_url('/') . '?whl_pay_retry=' . $orderId . '&key=', $read['payment_retry_url']);

        $newPage = self::location($browser->get($read['payment_retry_url']));
        self::assertStringContainsString('whl_sbx_pay=', $newPage);
        self::assertNotSame($page, $newPage, 'a new attempt');
        self::assertSame('pending_payment', self::orderStatus($orderId));
        self::assertSame(2, self::payments($orderId));
        self::assertSame('', $browser->thankYou($orderId)['body']['payment_retry_url'], 'no retry while the new page waits');
        self::assertSame($newPage, self::placeOrder($browser, 'online')['body']['response'] ?? null, 'a replayed placement names the new page');
        self::assertSame($newPage, self::location($browser->get($read['payment_retry_url'])), 'a second click: the same attempt');
        self::assertSame(2, self::payments($orderId));

        // approved after the decline: success, and the session lets the cart go
        $approved = self::readReturn($browser, self::payOnPage($newPage, 'approved'));
        self::assertSame('success', $approved['body']['status'] ?? null, $approved['raw']);
        self::assertSame('success', self::orderStatus($orderId));
        self::assertSame(0, $browser->summary()['cart_items_count'], 'a paid order\'s cart is let go');
        $read = $browser->thankYou($orderId)['body'];
        self::assertSame(['success', ''], [$read['api_response']['items'][0]['status'], $read['payment_retry_url']]);

        // a paid order's link only leads to its page
        self::assertSame(self::thankYouRoute($orderId), self::location($browser->get(PaymentRetry::url($orderId, $browser->cookies['whl_sid']))));
        self::assertSame(['success', 2], [self::orderStatus($orderId), self::payments($orderId)]);
    }

    public function test_an_old_attempts_return_read_after_a_new_one_started_changes_nothing(): void
    {
        [$browser, $orderId, $page] = $this->placedOnline();
        $oldReturn = self::payOnPage($page, 'declined'); // decided, its return not read (the tab was closed)
        self::assertSame('pending_payment', self::orderStatus($orderId));
        $retry = $browser->thankYou($orderId)['body']['payment_retry_url'];
        self::assertNotSame('', $retry, 'a payment decided but not read: the retry is offered');
        $newPage = self::location($browser->get($retry));

        $late = self::readReturn($browser, $oldReturn);
        self::assertSame([422, 'payment_return_used'], [$late['status'], $late['body']['errors']['page_url'] ?? null], $late['raw']);
        self::assertSame('pending_payment', self::orderStatus($orderId));

        self::assertSame('success', self::readReturn($browser, self::payOnPage($newPage, 'approved'))['body']['status'] ?? null);
        self::assertSame('payment_return_used', self::readReturn($browser, $oldReturn)['body']['errors']['page_url'] ?? null);
        self::assertSame('success', self::orderStatus($orderId));
    }

    /**
     * contract §4.18: a payment the bank left pending may still settle; a new attempt then could charge
     * twice. No retry link, and the link refused the same way, until the attempt expired (30 minutes
     * after it started, contract §4.16); then the retry starts a new attempt.
     */
    public function test_a_payment_left_pending_is_retried_only_once_it_expired_000_2_12(): void
    {
        [$browser, $orderId, $page] = $this->placedOnline();
        $read = self::readReturn($browser, self::payOnPage($page, 'pending'));
        self::assertSame('pending_payment', $read['body']['status'] ?? null, $read['raw']);
        $own = PaymentRetry::url($orderId, $browser->cookies['whl_sid']);

        self::assertSame('', $browser->thankYou($orderId)['body']['payment_retry_url'], 'the bank may still settle it');
        self::assertSame(self::thankYouRoute($orderId), self::location($browser->get($own)), 'the link is refused the same way');
        self::assertSame(['pending_payment', 1], [self::orderStatus($orderId), self::payments($orderId)]);

        $this->shiftServerClock(SandboxPaymentGateway::PAGE_LIFETIME_SECONDS - 60); // a minute before the attempt expires
        self::assertSame('', $browser->thankYou($orderId)['body']['payment_retry_url']);
        self::assertSame(self::thankYouRoute($orderId), self::location($browser->get($own)));
        self::assertSame(1, self::payments($orderId));

        $this->shiftServerClock(60); // 30 minutes after it started: it can no longer settle
        self::assertSame($own, $browser->thankYou($orderId)['body']['payment_retry_url']);
        $newPage = self::location($browser->get($own));
        self::assertStringContainsString('whl_sbx_pay=', $newPage);
        self::assertNotSame($page, $newPage, 'a new attempt');
        self::assertSame(['pending_payment', 2], [self::orderStatus($orderId), self::payments($orderId)]);
        self::assertSame('', $browser->thankYou($orderId)['body']['payment_retry_url'], 'no retry while the new page waits');
        self::assertSame('success', self::readReturn($browser, self::payOnPage($newPage, 'approved'))['body']['status'] ?? null);
    }

    /** contract §4.18: a payment approved whose return the shop never read took the money: never a second attempt. */
    public function test_a_payment_approved_but_not_read_is_never_retried(): void
    {
        [$browser, $orderId, $page] = $this->placedOnline();
        self::payOnPage($page, 'approved'); // the tab closed before it came back
        $own = PaymentRetry::url($orderId, $browser->cookies['whl_sid']);
        self::assertSame('', $browser->thankYou($orderId)['body']['payment_retry_url']);
        self::assertSame(self::thankYouRoute($orderId), self::location($browser->get($own)));

        $this->shiftServerClock(SandboxPaymentGateway::PAGE_LIFETIME_SECONDS + 1);
        self::assertSame('', $browser->thankYou($orderId)['body']['payment_retry_url']);
        self::assertSame(self::thankYouRoute($orderId), self::location($browser->get($own)));
        self::assertSame(['pending_payment', 1], [self::orderStatus($orderId), self::payments($orderId)]);
    }

    /** contract §4.18: a page the shopper left without deciding gives the retry once it expired (30 minutes). */
    public function test_an_attempt_left_undecided_is_retried_once_its_page_expired(): void
    {
        [$browser, $orderId, $page] = $this->placedOnline();
        $own = PaymentRetry::url($orderId, $browser->cookies['whl_sid']);
        self::assertSame('', $browser->thankYou($orderId)['body']['payment_retry_url']);
        $this->shiftServerClock(SandboxPaymentGateway::PAGE_LIFETIME_SECONDS);
        self::assertSame($own, $browser->thankYou($orderId)['body']['payment_retry_url']);
        self::assertNotSame($page, self::location($browser->get($own)));
        self::assertSame(2, self::payments($orderId));
    }

    public function test_a_wrong_key_another_session_or_an_offline_order_lead_to_the_thank_you_route(): void
    {
        [$browser, $orderId, $page] = $this->placedOnline();
        $own = PaymentRetry::url($orderId, $browser->cookies['whl_sid']);
        self::assertSame($page, self::location($browser->get($own)), 'its payment page still waits: that page, no new attempt');
        self::assertSame(1, self::payments($orderId));
        self::readReturn($browser, self::payOnPage($page, 'declined'));

        $wrong = add_query_arg('key', str_repeat('0', 32), $own);
        self::assertSame(self::thankYouRoute($orderId), self::location($browser->get($wrong)));
        self::assertSame(self::thankYouRoute($orderId), self::location($this->browser()->get($own)), 'another session');
        self::assertSame(['payment_failure', 1], [self::orderStatus($orderId), self::payments($orderId)]);

        [$cash] = $this->shopperWithDetails();
        self::delivery($cash, self::homeAddress());
        $cashId = self::placeOrder($cash, 'cashondelivery')['body']['order_id'];
        self::assertSame('', $cash->thankYou($cashId)['body']['payment_retry_url']);
        self::assertSame(self::thankYouRoute($cashId), self::location($cash->get(PaymentRetry::url($cashId, $cash->cookies['whl_sid']))));
        self::assertSame('pending', self::orderStatus($cashId));
        self::assertSame(0, self::payments($cashId));
    }

    public function test_retries_are_rate_limited(): void
    {
        [$browser, $orderId, $page] = $this->placedOnline();
        self::readReturn($browser, self::payOnPage($page, 'declined'));
        $own = PaymentRetry::url($orderId, $browser->cookies['whl_sid']);
        $this->settings(['rate_limits' => ['window_seconds' => 3600, 'order' => ['per_session' => 1, 'per_ip' => 0]]]);
        self::location($browser->get(add_query_arg('key', str_repeat('0', 32), $own))); // a guess counts

        self::assertSame(self::thankYouRoute($orderId), self::location($browser->get($own)));
        self::assertSame(['payment_failure', 1], [self::orderStatus($orderId), self::payments($orderId)]);

        $this->settings(['rate_limits' => ['window_seconds' => 3600, 'order' => ['per_session' => 100, 'per_ip' => 0]]]);
        self::assertStringContainsString('whl_sbx_pay=', self::location($browser->get($own)));
    }
}
