<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * 000 §4.11: the payment methods a cart is offered and the ones its order may be placed with
 * (contract §4.15). The widgets' twin is src/domain/payment-methods.ts, bound by
 * test/fixtures/rules/payment-methods.json: the placement refuses what this rule does not offer.
 */
final class PaymentMethods
{
    /** contract §4.15 payment_method values (000 §7.5), and `free`: Magento's zero-subtotal checkout */
    public const ALL = ['online', 'cashondelivery', 'cardondelivery', 'free'];

    /**
     * The payment step's tabs, in order: what the back end offers the quote (ShippingOptions), less
     * cash and card on delivery for an eSIM, which is not delivered; none when nothing is due today.
     *
     * @return list<string>
     */
    public static function offered(ShippingOptions $options, string $simType, bool $nothingDue): array
    {
        if ($nothingDue) {
            return [];
        }
        $esim = $simType === 'esim';
        return array_values(array_filter(
            ['online', 'cashondelivery', 'cardondelivery'],
            static fn (string $method): bool => $options->offersPayment($method)
                && !($esim && in_array($method, ['cashondelivery', 'cardondelivery'], true)),
        ));
    }

    /**
     * What an order of the quote may be placed with: `free` alone when nothing is due today, else an offered method.
     *
     * @return list<string>
     */
    public static function placeable(ShippingOptions $options, string $simType, bool $nothingDue): array
    {
        return $nothingDue ? ['free'] : self::offered($options, $simType, false);
    }
}
