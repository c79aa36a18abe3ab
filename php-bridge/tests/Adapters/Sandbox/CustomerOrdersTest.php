<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Adapters\Sandbox;

use Whl\Bridge\Adapters\Sandbox\SandboxCommerce;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/** 001 §2.4, §3.4, §4.5, §4.8: a customer's orders, cancelling one with a reason, its additional documents (the Sandbox). */
final class CustomerOrdersTest extends TestCase
{
    /** An order placed from a cart of customer $customerId. */
    private function orderOf(int $customerId, string $status = 'pending'): string
    {
        $commerce = new SandboxCommerce(Fixtures::db());
        $quote = $commerce->createGuestCart();
        $commerce->addItem($quote, 'PRE-HALA-5', 1, ['msisdn' => '91234567']);
        $db = Fixtures::db();
        $db->update($db->prefix . 'whl_sbx_quotes', ['customer_id' => $customerId], ['masked_id' => $quote]);
        return $commerce->placeOrder($quote, 'cashondelivery', $status, 'doordelivery')->incrementId;
    }

    public function test_a_customer_sees_their_orders_newest_first_and_no_one_else_s(): void
    {
        $customer = random_int(100000, 999999);
        $first = $this->orderOf($customer);
        $second = $this->orderOf($customer);
        $this->orderOf($customer + 1);
        $orders = (new SandboxCommerce(Fixtures::db()))->ordersOfCustomer($customer);
        self::assertSame([$second, $first], array_map(static fn ($o) => $o->incrementId, $orders));
        self::assertSame([], (new SandboxCommerce(Fixtures::db()))->ordersOfCustomer(-1));
    }

    public function test_cancel_reasons_in_both_languages_and_a_cancel_once_with_a_known_reason(): void
    {
        $commerce = new SandboxCommerce(Fixtures::db());
        self::assertSame('changed_mind', $commerce->cancelReasons('en')[0]['id']);
        self::assertSame('غيّرت رأيي', $commerce->cancelReasons('ar')[0]['label']);
        $order = $this->orderOf(random_int(100000, 999999));
        self::assertFalse($commerce->cancelOrder($order, 'no-such-reason'));
        self::assertTrue($commerce->cancelOrder($order, 'better_offer'));
        self::assertSame('canceled', $commerce->order($order)?->status);
        self::assertFalse($commerce->cancelOrder($order, 'better_offer'), 'a cancelled order is not cancelled again');
        $delivered = $this->orderOf(random_int(100000, 999999), 'delivered');
        self::assertFalse($commerce->cancelOrder($delivered, 'changed_mind'), 'a delivered order can no longer be cancelled');
    }

    public function test_additional_documents_only_for_an_order_that_asks_them(): void
    {
        $commerce = new SandboxCommerce(Fixtures::db());
        $asked = $this->orderOf(random_int(100000, 999999), 'qc_additional_documents');
        self::assertTrue($commerce->updateOrderDocuments($asked, ['doc-a'], ['doc-b']));
        self::assertSame('qc_pending', $commerce->order($asked)?->status);
        self::assertFalse($commerce->updateOrderDocuments($asked, ['doc-a'], []), 'once in, the order asks none any more');
        self::assertFalse($commerce->updateOrderDocuments($this->orderOf(random_int(100000, 999999)), ['doc-a'], []));
    }
}
