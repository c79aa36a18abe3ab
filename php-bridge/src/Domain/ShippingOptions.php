<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * 000 §4.11, §3.6 shipping_options (issue 11: from the Commerce port, not a constant): the delivery
 * types and payment methods the back end offers a quote. The one reading of them: the cart summary
 * answers them (contract §4.6), the delivery submit (§4.14) and the placement (§4.15) refuse what is
 * not offered.
 */
final class ShippingOptions
{
    /** contract §4.14 delivery_type → the option that offers it */
    private const DELIVERY_TYPES = ['home_delivery' => 'doorDelivery', 'store_pickup' => 'storePickup'];

    public function __construct(
        public readonly bool $storePickup,
        public readonly bool $doorDelivery,
        public readonly bool $payOnline,
        /** the spec's pay_later: cash on delivery */
        public readonly bool $cashOnDelivery,
        /** the shop's own card_on_delivery (the spec's options have no flag for it) */
        public readonly bool $cardOnDelivery,
    ) {
    }

    /** Everything offered (a back end that says nothing restricts nothing). */
    public static function all(): self
    {
        return new self(true, true, true, true, true);
    }

    /**
     * contract §4.6 shipping_options, '1' offered or '0'.
     *
     * @return array{storepickup: string, doordelivery: string, pay_online: string, pay_later: string, card_on_delivery: string}
     */
    public function toArray(): array
    {
        $flag = static fn (bool $on): string => $on ? '1' : '0';
        return [
            'storepickup' => $flag($this->storePickup),
            'doordelivery' => $flag($this->doorDelivery),
            'pay_online' => $flag($this->payOnline),
            'pay_later' => $flag($this->cashOnDelivery),
            'card_on_delivery' => $flag($this->cardOnDelivery),
        ];
    }

    /**
     * Whether the delivery type of contract §4.14 (home_delivery, store_pickup) is offered; another
     * type is not this rule's (the submit refuses it as delivery_type_invalid).
     */
    public function offersDelivery(string $deliveryType): bool
    {
        $option = self::DELIVERY_TYPES[$deliveryType] ?? null;
        return $option === null || $this->{$option};
    }

    /** Whether the shipping method of an order (Commerce::placeOrder: storepickup, doordelivery, esim) is offered; an eSIM is not shipped. */
    public function offersShipping(string $shippingMethod): bool
    {
        return match ($shippingMethod) {
            'storepickup' => $this->storePickup,
            'doordelivery' => $this->doorDelivery,
            default => true,
        };
    }

    /** Whether payment_method (contract §4.15) is offered; free always is (its own rule applies: nothing due today). */
    public function offersPayment(string $method): bool
    {
        return match ($method) {
            'online' => $this->payOnline,
            'cashondelivery' => $this->cashOnDelivery,
            'cardondelivery' => $this->cardOnDelivery,
            'free' => true,
            default => false,
        };
    }
}
