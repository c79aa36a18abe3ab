<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Cart;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Application\Validator;
use Whl\Bridge\Domain\Validation\CatalogueKey;
use Whl\Bridge\Domain\Validation\Choice;
use Whl\Bridge\WordPress\Html\DeviceCatalogue;

/** A validated wp_device_add_to_cart call (000 §3.2, contract §4.4). */
final class AddDeviceRequest
{
    private function __construct(
        public readonly string $sku,
        /** devices or device-installment */
        public readonly string $orderType,
        /** 0: paid in full; else the instalment plan's months */
        public readonly int $months,
        public readonly bool $clearCart,
    ) {
    }

    /** @throws Refusal validation_error, every error at once */
    public static function of(string $sku, string $orderType, string $months, string $flag): self
    {
        $installment = $orderType === CartService::DEVICE_INSTALLMENT;
        (new Validator())
            ->check('sku', CatalogueKey::skuError($sku))
            ->check('order_type', in_array($orderType, [CartService::DEVICES, CartService::DEVICE_INSTALLMENT], true) ? null : 'invalid_choice')
            ->check('installment_months', match (true) {
                $installment => in_array($months, array_map('strval', DeviceCatalogue::INSTALMENT_MONTHS), true) ? null : 'invalid_choice',
                default => $months === '' || $months === '0' ? null : 'invalid_choice',
            })
            ->check('cart_update_flag', Choice::cartUpdateFlagError($flag))
            ->validate();
        return new self($sku, $orderType, $installment ? (int) $months : 0, $flag === 'cart-clear');
    }
}
