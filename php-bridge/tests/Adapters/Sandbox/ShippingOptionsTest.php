<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Adapters\Sandbox;

use Whl\Bridge\Adapters\Sandbox\SandboxCommerce;
use Whl\Bridge\Domain\ShippingOptions;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Settings;

/**
 * 000 §4.11, §3.6 shipping_options from the Commerce port (issue 11): the Sandbox's are the settings'
 * checkout_options; Domain\ShippingOptions is the one reading of them (summary, delivery submit, placement).
 */
final class ShippingOptionsTest extends TestCase
{
    private static function options(array $checkout = []): ShippingOptions
    {
        return (new SandboxCommerce(Fixtures::db(), settings: new Settings(['checkout_options' => $checkout])))->shippingOptions('');
    }

    /** 000 §4.11: everything offered by default, as contract §4.6 writes it. */
    public function test_the_sandbox_offers_what_the_settings_switch_on(): void
    {
        $all = self::options();
        self::assertSame(
            ['storepickup' => '1', 'doordelivery' => '1', 'pay_online' => '1', 'pay_later' => '1', 'card_on_delivery' => '1'],
            $all->toArray()
        );
        self::assertEquals(ShippingOptions::all(), $all);
        $methods = ['online', 'cashondelivery', 'cardondelivery', 'free', 'paypal'];
        self::assertSame([true, true, true, true, false], array_map($all->offersPayment(...), $methods));

        $s = self::options(['doordelivery' => '0', 'cash_on_delivery' => false, 'storepickup' => 0]);
        self::assertSame(
            ['storepickup' => '0', 'doordelivery' => '0', 'pay_online' => '1', 'pay_later' => '0', 'card_on_delivery' => '1'],
            $s->toArray(),
            'pay_later 0 when cash on delivery is off'
        );
        self::assertSame([false, true, true], array_map($s->offersPayment(...), ['cashondelivery', 'cardondelivery', 'free']));
    }

    /** 000 §4.11: pay_later off takes both payments on delivery; card on delivery off alone takes only itself. */
    public function test_pay_later_and_card_on_delivery(): void
    {
        $later = self::options(['pay_later' => false]);
        self::assertSame([false, false, '0', '0'], [$later->offersPayment('cashondelivery'), $later->offersPayment('cardondelivery'),
            $later->toArray()['pay_later'], $later->toArray()['card_on_delivery']]);
        $noCard = self::options(['card_on_delivery' => false]);
        self::assertSame(['1', '0', true, false], [$noCard->toArray()['pay_later'], $noCard->toArray()['card_on_delivery'],
            $noCard->offersPayment('cashondelivery'), $noCard->offersPayment('cardondelivery')]);
    }

    /** contract §4.14, §4.15: the delivery types and the order's shipping methods; an eSIM is not shipped. */
    public function test_delivery_types_and_shipping_methods(): void
    {
        $pickupOnly = self::options(['doordelivery' => false]);
        self::assertSame([true, false, true], array_map($pickupOnly->offersDelivery(...), ['store_pickup', 'home_delivery', 'drone']));
        self::assertSame([true, false, true], array_map($pickupOnly->offersShipping(...), ['storepickup', 'doordelivery', 'esim']));
        $homeOnly = self::options(['storepickup' => false]);
        self::assertSame([false, true], [$homeOnly->offersDelivery('store_pickup'), $homeOnly->offersShipping('doordelivery')]);
    }
}
