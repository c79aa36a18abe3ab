<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/** A plan of the catalogue (000 §3.3), texts in both shop languages, price in baisa. */
final class Plan
{
    /**
     * @param array{en: string, ar: string}             $name
     * @param array{en: string, ar: string}             $category
     * @param array{en: list<string>, ar: list<string>} $highlights
     */
    public function __construct(
        public readonly string $sku,
        public readonly string $urlKey,
        public readonly string $serviceType,
        public readonly string $family,
        public readonly array $name,
        public readonly array $category,
        public readonly array $highlights,
        public readonly int $priceBaisa,
        public readonly int $validityDays,
        public readonly string $dataQuota,
        public readonly string $dataUnits,
        public readonly string $voiceQuota,
        public readonly string $voiceUnits,
        public readonly int $contractMonths = 0,
        /** 000 §3.2 order sub-category, e.g. fifa_tourist_pack ({event}_tourist_pack); '' for none */
        public readonly string $subCategory = '',
        /** @var array{en: string, ar: string} 000 §2.4 the credit description the prepaid listing's '?' opens ('' for none) */
        public readonly array $creditDescription = ['en' => '', 'ar' => ''],
        /** 000 §2.5 the SKU of the plan whose card lists this one as its other term (a no-contract twin); '' for a card of its own */
        public readonly string $termOf = '',
    ) {
    }

    public function creditDescription(string $lang): string
    {
        return $this->creditDescription[$lang] ?? $this->creditDescription['en'];
    }

    public function name(string $lang): string
    {
        return $this->name[$lang] ?? $this->name['en'];
    }

    public function category(string $lang): string
    {
        return $this->category[$lang] ?? $this->category['en'];
    }

    /** @return list<string> */
    public function highlights(string $lang): array
    {
        return $this->highlights[$lang] ?? $this->highlights['en'];
    }
}
