<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Application\Checkout;

use Whl\Bridge\Tests\Support\Checkout;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §2.8, §8 'Too many lines', contract §4.6, §4.15 (issue 31 finding 3): the line limit counts the
 * shop's own orders placed and not yet activated, by ID number and by contact number, and open
 * orders paid on delivery are capped per customer and per address: the answer is max_connections.
 */
final class OnDeliveryCapTest extends TestCase
{
    use Checkout;

    protected function tearDown(): void
    {
        $this->soldNumbersBack();
        parent::tearDown();
    }

    public function test_six_cash_on_delivery_orders_on_one_id_number_the_sixth_gets_max_connections(): void
    {
        $this->settings(['max_connections' => 5, 'cod_limits' => ['per_customer' => 0, 'per_ip' => 0]]);
        $answers = [];
        for ($i = 0; $i < 6; $i++) {
            // one ID number, a contact number each: the ID number alone reaches the limit
            $answers[] = $this->placedOnDelivery(['customer_id' => '431000100', 'user_phone_number' => sprintf('9%07d', 3110000 + $i)]);
        }
        self::assertSame(array_fill(0, 5, [200, 'success']), array_slice($answers, 0, 5));
        self::assertSame([409, 'max_connections'], $answers[5]);
    }

    public function test_open_orders_on_one_contact_number_count_as_lines_too(): void
    {
        $this->settings(['max_connections' => 5, 'cod_limits' => ['per_customer' => 0, 'per_ip' => 0]]);
        $answers = [];
        for ($i = 0; $i < 6; $i++) {
            $answers[] = $this->placedOnDelivery(['customer_id' => sprintf('4%08d', 31000200 + $i), 'user_phone_number' => '93110200']);
        }
        self::assertSame([409, 'max_connections'], $answers[5]);
        self::assertNotContains([409, 'max_connections'], array_slice($answers, 0, 5));
    }

    public function test_open_orders_paid_on_delivery_are_capped_per_customer_and_per_address(): void
    {
        $this->settings(['max_connections' => 0, 'cod_limits' => ['per_customer' => 2, 'per_ip' => 3]]);
        $customer = ['customer_id' => '431000300'];
        self::assertSame([200, 'success'], $this->placedOnDelivery($customer + ['user_phone_number' => '93110301'], '127.0.0.11'));
        self::assertSame([200, 'success'], $this->placedOnDelivery($customer + ['user_phone_number' => '93110302'], '127.0.0.11', 'cardondelivery'));
        self::assertSame([409, 'max_connections'], $this->placedOnDelivery($customer + ['user_phone_number' => '93110303'], '127.0.0.11'));
        // another customer behind the same address: the address's cap (3) is reached by the third open order
        self::assertSame([200, 'success'], $this->placedOnDelivery(['customer_id' => '431000301', 'user_phone_number' => '93110304'], '127.0.0.11'));
        self::assertSame([409, 'max_connections'], $this->placedOnDelivery(['customer_id' => '431000302', 'user_phone_number' => '93110305'], '127.0.0.11'));
        // paid online, the order is not on delivery: the caps do not apply
        self::assertSame([200, 'success'], $this->placedOnDelivery(['customer_id' => '431000302', 'user_phone_number' => '93110305'], '127.0.0.11', 'online'));
    }

    /**
     * A new shopper with the details, home delivery, placed on delivery.
     *
     * @param array<string, string> $details
     * @return array{0: int, 1: string} the placement's status and responseCode
     */
    private function placedOnDelivery(array $details, string $fromAddress = '', string $method = 'cashondelivery'): array
    {
        [$browser] = $this->shopperWithDetails('physical', 'PRE-HALA-5', 'prepaid', $details, $fromAddress);
        self::assertSame('success', self::delivery($browser, self::homeAddress())['body']['responseCode']);
        $answer = self::placeOrder($browser, $method);
        return [$answer['status'], (string) ($answer['body']['responseCode'] ?? '')];
    }
}
