<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * A device of the catalogue (000 §2.6, §2.7 free-device offer): texts in both shop languages,
 * prices in baisa. A device offered free with a plan has a price of 0 and keeps its regular price.
 */
final class Device
{
    /**
     * @param array{en: string, ar: string} $name
     * @param array{en: string, ar: string} $brand
     * @param array{en: string, ar: string} $colour
     */
    public function __construct(
        public readonly string $sku,
        public readonly array $name,
        public readonly array $brand,
        public readonly array $colour,
        public readonly int $storageGb,
        public readonly int $regularPriceBaisa,
        public readonly int $priceBaisa,
        /** the model this variant belongs to (DeviceModel::$key); '' for a free-offer device */
        public readonly string $modelKey = '',
        /** '#rrggbb', the colour swatch's own colour (000 §2.6) */
        public readonly string $colourHex = '',
        /** the picture's file name among the catalogue's images */
        public readonly string $image = '',
        public readonly bool $inStock = true,
    ) {
    }

    public function name(string $lang): string
    {
        return $this->name[$lang] ?? $this->name['en'];
    }

    public function brand(string $lang): string
    {
        return $this->brand[$lang] ?? $this->brand['en'];
    }

    public function colour(string $lang): string
    {
        return $this->colour[$lang] ?? $this->colour['en'];
    }
}
