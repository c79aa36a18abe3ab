<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * A model of the device or accessory catalogue (000 §2.6): one card of the listings and one device
 * page, sold as its variants (a colour and a storage each, with its own SKU and price).
 */
final class DeviceModel
{
    public const DEVICE = 'device';
    public const ACCESSORY = 'accessory';
    /** 000 §2.6 the OS filter's values */
    public const IOS = 'ios';
    public const ANDROID = 'android';

    /**
     * @param array{en: string, ar: string} $name
     * @param array{en: string, ar: string} $brandLabel
     * @param array{en: string, ar: string} $description
     * @param non-empty-list<Device> $variants in catalogue order
     */
    public function __construct(
        public readonly string $key,
        public readonly string $type,
        /** the brand filter's value: apple, samsung… */
        public readonly string $brand,
        public readonly array $brandLabel,
        /** ios, android; '' for an accessory */
        public readonly string $os,
        public readonly array $name,
        public readonly array $description,
        public readonly array $variants,
    ) {
    }

    public function name(string $lang): string
    {
        return $this->name[$lang] ?? $this->name['en'];
    }

    public function brandLabel(string $lang): string
    {
        return $this->brandLabel[$lang] ?? $this->brandLabel['en'];
    }

    public function description(string $lang): string
    {
        return $this->description[$lang] ?? $this->description['en'];
    }

    /** The cheapest variant: the card's "from" price. */
    public function cheapest(): Device
    {
        $cheapest = $this->variants[0];
        foreach ($this->variants as $variant) {
            $cheapest = $variant->priceBaisa < $cheapest->priceBaisa ? $variant : $cheapest;
        }
        return $cheapest;
    }
}
