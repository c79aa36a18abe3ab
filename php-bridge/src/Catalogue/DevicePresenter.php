<?php

declare(strict_types=1);

namespace Whl\Bridge\Catalogue;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Device;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Html\Labels;

/** contract §7.1 `FreeDevice`: a device in the requested language, money as OMR strings. */
final class DevicePresenter
{
    /** @return array{sku: string, name: string, brand: string, colour: string, storage: string, regular_price: string, price: string} */
    public static function freeDevice(Device $device, string $lang): array
    {
        return [
            'sku' => $device->sku,
            'name' => $device->name($lang),
            'brand' => $device->brand($lang),
            'colour' => $device->colour($lang),
            'storage' => self::storage($device, $lang),
            'regular_price' => Money::format($device->regularPriceBaisa),
            'price' => Money::format($device->priceBaisa),
        ];
    }

    /** "128 GB", or "128 جيجابايت" in Arabic. */
    public static function storage(Device $device, string $lang): string
    {
        return Labels::allowance((string) $device->storageGb, 'GB', $lang);
    }
}
