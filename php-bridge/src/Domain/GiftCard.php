<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * A gift card of the catalogue (000 §2.2 gift-card-details?card={urlKey}): sold in fixed amounts,
 * texts in both shop languages. A gift card is paid for as money for later purchases, so its sale
 * carries no VAT (the purchases made with it do).
 */
final class GiftCard
{
    /**
     * @param array{en: string, ar: string} $name
     * @param array{en: string, ar: string} $description
     * @param non-empty-list<int> $amounts in baisa, ascending
     */
    public function __construct(
        public readonly string $key,
        public readonly string $sku,
        public readonly array $name,
        public readonly array $description,
        public readonly array $amounts,
        /** the picture's file name among the catalogue's images */
        public readonly string $image,
    ) {
    }

    public function name(string $lang): string
    {
        return $this->name[$lang] ?? $this->name['en'];
    }

    public function description(string $lang): string
    {
        return $this->description[$lang] ?? $this->description['en'];
    }
}
