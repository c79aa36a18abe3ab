<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress\Frontend;

use Whl\Bridge\Adapters\Sandbox\SandboxOtp;
use Whl\Bridge\Domain\Order;
use Whl\Bridge\Http\PaymentRetry;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Checkout;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Frontend\OrderNotice;

/**
 * 000 §4.12 (issue 10): the notice an operator would send on an order's placement and on every
 * change of its status, in the order's language; the Sandbox writes it to the session's demo outbox.
 */
final class OrderNoticeTest extends TestCase
{
    use Checkout;

    protected function tearDown(): void
    {
        $this->soldNumbersBack();
        parent::tearDown();
    }

    private static function order(string $status, string $method, string $lang): Order
    {
        return new Order('100000042', str_repeat('a', 32), $status, $method, 'doordelivery', 'prepaid', [], [], [], [], 0, '', $lang);
    }

    /** @return list<string> the messages of the browser's session, oldest first */
    private static function outbox(Browser $browser): array
    {
        return array_reverse(array_column((new SandboxOtp(Fixtures::db()))->outbox((string) $browser->cookies['whl_sid']), 'message'));
    }

    public function test_the_messages_in_english_and_arabic(): void
    {
        self::assertSame(
            'Sahel Telecom: we received your order 100000042. Status: awaiting payment.',
            OrderNotice::message(self::order('pending_payment', 'online', 'en'), 'Sahel Telecom', true)
        );
        self::assertSame(
            'Sahel Telecom: we received your order 100000042. Status: received, to be paid on delivery.',
            OrderNotice::message(self::order('pending', 'cashondelivery', 'en'), 'Sahel Telecom', true)
        );
        self::assertSame(
            'Sahel Telecom: your order 100000042 is now: payment failed.',
            OrderNotice::message(self::order('payment_failure', 'online', 'en'), 'Sahel Telecom', false)
        );
        $paid = OrderNotice::message(self::order('success', 'online', 'en'), 'Sahel Telecom', false);
        self::assertSame('Sahel Telecom: your order 100000042 is now: paid.', $paid);
        self::assertSame('ساحل: استلمنا طلبك رقم 100000042. الحالة: تم الاستلام.', OrderNotice::message(self::order('pending', 'free', 'ar'), 'ساحل', true));
        // issue 31: an order to be paid online says how long it keeps its number; its end is noticed too
        self::assertSame(
            'Sahel Telecom: we received your order 100000042. Status: awaiting payment.'
                . ' Pay within 60 minutes, or the order is cancelled and its number released.',
            OrderNotice::message(self::order('pending_payment', 'online', 'en'), 'Sahel Telecom', true, 60)
        );
        $arabic = OrderNotice::message(self::order('pending_payment', 'online', 'ar'), 'ساحل', true, 60);
        self::assertStringEndsWith(' ادفع خلال 60 دقيقة، وإلا أُلغي الطلب وعاد رقمه إلى البيع.', $arabic);
        $cancelled = OrderNotice::message(self::order('canceled', 'online', 'en'), 'Sahel Telecom', false, 60);
        self::assertSame('Sahel Telecom: your order 100000042 is now: cancelled.', $cancelled);
        $other = OrderNotice::message(self::order('qc_pending', 'online', 'en'), 'Sahel Telecom', false);
        self::assertSame('Sahel Telecom: your order 100000042 is now: qc pending.', $other, 'a status without words: its own, readable');
    }

    public function test_placement_and_every_status_change_reach_the_sessions_outbox(): void
    {
        $this->settings(['brand_name' => 'Sahel Telecom']);
        [$browser] = $this->shopperWithDetails();
        self::delivery($browser, self::homeAddress());
        $placed = self::placeOrder($browser, 'online')['body'];
        $id = $placed['order_id'];
        self::readReturn($browser, self::payOnPage($placed['response'], 'declined'));
        $page = $browser->get(PaymentRetry::url($id, $browser->cookies['whl_sid']))['headers']['location'][0];
        self::readReturn($browser, self::payOnPage($page, 'approved'));

        $notices = array_values(array_filter(self::outbox($browser), static fn (string $m): bool => str_contains($m, $id)));
        self::assertSame([
            "Sahel Telecom: we received your order {$id}. Status: awaiting payment. Pay within 60 minutes, or the order is cancelled and its number released.",
            "Sahel Telecom: your order {$id} is now: payment failed.",
            "Sahel Telecom: your order {$id} is now: awaiting payment.",
            "Sahel Telecom: your order {$id} is now: paid.",
        ], $notices);
        self::assertSame([], array_filter(self::outbox($this->browser()), static fn (string $m): bool => str_contains($m, $id)), 'nobody else\'s');
    }

    public function test_an_order_placed_in_arabic_is_noticed_in_arabic(): void
    {
        [$browser] = $this->shopperWithDetails();
        self::delivery($browser, self::homeAddress(), 'ar');
        $id = $browser->ajax(['lang' => 'ar'] + self::placeOrderFields($browser, 'cashondelivery'))['body']['order_id'];
        $brand = \Whl\Bridge\WordPress\Plugin::instance()->brand()->name('ar');
        self::assertContains("{$brand}: استلمنا طلبك رقم {$id}. الحالة: تم الاستلام، والدفع عند التوصيل.", self::outbox($browser));
    }
}
