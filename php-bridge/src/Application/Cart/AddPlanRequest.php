<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Cart;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Application\Validator;
use Whl\Bridge\Domain\Validation\CatalogueKey;
use Whl\Bridge\Domain\Validation\Choice;
use Whl\Bridge\Domain\Validation\Msisdn;

/** A validated wp_plan_add_to_cart call (000 §3.5, contract §4.4). */
final class AddPlanRequest
{
    /** The item's options the call may carry, kept on the item. */
    public const OPTIONS = ['sim_type', 'offer_type', 'activation'];

    /** @param array<string, string> $options sim_type, offer_type, activation: kept on the item */
    public function __construct(
        public readonly string $msisdn,
        public readonly string $sku,
        public readonly string $serviceType,
        public readonly bool $clearCart,
        public readonly array $options = [],
    ) {
    }

    /**
     * The call's fields checked, every error at once (contract §4.4).
     *
     * @param array<string, string> $options the fields of OPTIONS as sent ('' when not)
     * @throws Refusal validation_error
     */
    public static function of(string $msisdn, string $sku, string $flag, string $serviceType, string $vanity, array $options): self
    {
        $validator = (new Validator())
            ->check('msisdn', Msisdn::mobileError($msisdn))
            ->check('sku', CatalogueKey::skuError($sku))
            ->check('cart_update_flag', Choice::cartUpdateFlagError($flag))
            ->check('service_type', Choice::serviceTypeError($serviceType))
            ->check('vanity_type', Choice::vanityLevelError($vanity));
        foreach (self::OPTIONS as $field) {
            $value = $options[$field] ?? '';
            $validator->check($field, $value === '' || preg_match('/^[a-z0-9_-]{1,32}$/i', $value) ? null : 'option_invalid');
        }
        $validator->validate();
        return new self($msisdn, $sku, $serviceType, $flag === 'cart-clear', array_filter($options, static fn (string $v): bool => $v !== ''));
    }
}
