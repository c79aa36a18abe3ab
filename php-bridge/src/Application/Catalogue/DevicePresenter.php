<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Catalogue;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Device;
use Whl\Bridge\Domain\DeviceModel;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\WordPress\Html\Labels;

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

    /**
     * contract §8.2 `DeviceModel`: a model of the catalogue with its variants, in `lang`; money as OMR
     * strings, VAT included where the name says so; `image` the picture's URL among the plugin's.
     *
     * @param \Closure(Device): string $image
     * @return array<string, mixed>
     */
    public static function model(DeviceModel $model, string $lang, \Closure $image): array
    {
        $cheapest = $model->cheapest();
        return [
            'key' => $model->key,
            'type' => $model->type,
            'name' => $model->name($lang),
            'brand' => $model->brand,
            'brand_label' => $model->brandLabel($lang),
            'os' => $model->os,
            'description' => $model->description($lang),
            'from_price_incl_vat' => Money::format(Money::withVat($cheapest->priceBaisa)),
            'discount_percent' => Money::discountPercent($cheapest->regularPriceBaisa, $cheapest->priceBaisa),
            'variants' => array_map(static fn (Device $v): array => [
                'sku' => $v->sku,
                'colour' => $v->colour($lang),
                'colour_hex' => $v->colourHex,
                'storage_gb' => $v->storageGb,
                'regular_price' => Money::format($v->regularPriceBaisa),
                'price' => Money::format($v->priceBaisa),
                'price_incl_vat' => Money::format(Money::withVat($v->priceBaisa)),
                'in_stock' => $v->inStock,
                'image' => $image($v),
            ], $model->variants),
        ];
    }

    /** "128 GB", or "128 جيجابايت" in Arabic. */
    public static function storage(Device $device, string $lang): string
    {
        return Labels::allowance((string) $device->storageGb, 'GB', $lang);
    }
}
