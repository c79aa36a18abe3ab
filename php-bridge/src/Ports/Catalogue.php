<?php

declare(strict_types=1);

namespace Whl\Bridge\Ports;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Device;
use Whl\Bridge\Domain\DeviceModel;
use Whl\Bridge\Domain\GiftCard;
use Whl\Bridge\Domain\Plan;
use Whl\Bridge\Domain\Roaming;

/**
 * The catalogue: plans and their roaming, devices, accessories and gift cards, in catalogue order.
 * Adapters: Sandbox (own tables), Magento REST.
 */
interface Catalogue
{
    /** @return list<Plan> active plans in catalogue order, of one service type or all */
    public function plans(?string $serviceType = null): array;

    public function planByUrlKey(string $urlKey): ?Plan;

    public function planBySku(string $sku): ?Plan;

    /** Where the plan roams and where it is priced as at home (000 §2.5 panels); none for a plan without roaming. */
    public function roamingOf(Plan $plan): Roaming;

    /** @return list<Device> devices offered free with a plan (000 §2.7 free-device offer), in catalogue order */
    public function freeDevices(): array;

    /**
     * @param string $type DeviceModel::DEVICE or DeviceModel::ACCESSORY
     * @return list<DeviceModel> the models on sale (000 §2.6), in catalogue order
     * @throws \RuntimeException when the catalogue cannot be read (never an empty list)
     */
    public function deviceModels(string $type): array;

    /**
     * @return DeviceModel|null the model with this key (a device page's `device=`), null when there is none
     * @throws \RuntimeException when the catalogue cannot be read
     */
    public function deviceModel(string $key): ?DeviceModel;

    /**
     * @return GiftCard|null the gift card with this key (its page's `card=`), null when there is none
     * @throws \RuntimeException when the catalogue cannot be read
     */
    public function giftCard(string $key): ?GiftCard;
}
