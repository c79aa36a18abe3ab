<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/**
 * An item of a quote: a plan with its chosen number, prices in baisa. A child item (a bundle's part,
 * Magento's item_parent_item_id naming another item) is not counted as an item of its own (000 §2.1).
 */
final class CartItem
{
    /**
     * @param array{en: string, ar: string} $name
     * @param array<string, scalar>         $options msisdn, vanity_level, number_price (baisa), sim_type, …
     */
    public function __construct(
        public readonly int $itemId,
        public readonly string $sku,
        public readonly array $name,
        public readonly string $productType,
        public readonly string $serviceType,
        public readonly string $urlKey,
        public readonly int $qty,
        public readonly int $priceBaisa,
        public readonly array $options = [],
        /** the item this one belongs to; null (or its own id, as the spec's data reads) for a top-level item */
        public readonly ?int $parentItemId = null,
    ) {
    }

    public function isTopLevel(): bool
    {
        return $this->parentItemId === null || $this->parentItemId === $this->itemId;
    }

    /** @param array<string, scalar> $options */
    public function withOptions(array $options): self
    {
        return new self(
            $this->itemId,
            $this->sku,
            $this->name,
            $this->productType,
            $this->serviceType,
            $this->urlKey,
            $this->qty,
            $this->priceBaisa,
            $options,
            $this->parentItemId,
        );
    }

    /** A gift card is money for later purchases: its sale carries no VAT (000 §2.2; those purchases do). */
    public function isVatExempt(): bool
    {
        return $this->productType === 'gift_card';
    }

    public function name(string $lang): string
    {
        return $this->name[$lang] ?? $this->name['en'];
    }

    public function msisdn(): string
    {
        return (string) ($this->options['msisdn'] ?? '');
    }

    public function vanityLevel(): string
    {
        return (string) ($this->options['vanity_level'] ?? '');
    }

    public function numberPriceBaisa(): int
    {
        return (int) ($this->options['number_price'] ?? 0);
    }

    public function rowTotalBaisa(): int
    {
        return ($this->priceBaisa + $this->numberPriceBaisa()) * $this->qty;
    }
}
