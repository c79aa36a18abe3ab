<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Cart;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Domain\Cart;
use Whl\Bridge\Domain\Device;
use Whl\Bridge\Domain\DeviceModel;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\WordPress\Html\DeviceCatalogue;

/**
 * 000 §2.6, §3.2: a device or an accessory into the session's cart (wp_device_add_to_cart, contract
 * §4.4), paid in full or, for a device of at least INSTALMENT_FROM, on one of the instalment plans.
 * The variant must be one the catalogue lists and has in stock.
 */
final class AddDevice
{
    public function __construct(
        private readonly Commerce $commerce,
        private readonly CartService $carts,
        private readonly SessionManager $sessions,
    ) {
    }

    /** @throws Refusal validation_error unknown_product, not_offered; out_of_stock */
    public function add(AddDeviceRequest $request): Cart
    {
        [$variant, $model] = $this->variant($request->sku);
        if ($variant === null || $model === null) {
            throw Refusal::validation(['sku' => 'unknown_product']);
        }
        if ($request->months > 0 && ($model->type !== DeviceModel::DEVICE || $variant->priceBaisa < DeviceCatalogue::INSTALMENT_FROM)) {
            throw Refusal::validation(['installment_months' => 'not_offered']);
        }
        if (!$variant->inStock) {
            throw Refusal::outcome('out_of_stock');
        }
        return $this->carts->addDevice($this->sessions->require(), $request->sku, $request->orderType, $request->months, $request->clearCart);
    }

    /** @return array{?Device, ?DeviceModel} the catalogue's variant of this sku and its model */
    private function variant(string $sku): array
    {
        foreach ([DeviceModel::DEVICE, DeviceModel::ACCESSORY] as $type) {
            foreach ($this->commerce->deviceModels($type) as $model) {
                foreach ($model->variants as $variant) {
                    if ($variant->sku === $sku) {
                        return [$variant, $model];
                    }
                }
            }
        }
        return [null, null];
    }
}
