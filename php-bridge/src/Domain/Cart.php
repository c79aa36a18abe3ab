<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/** A guest quote, addressed by its masked id as in Magento's guest-carts API. */
final class Cart
{
    /** @param list<CartItem> $items */
    public function __construct(
        public readonly string $quoteId,
        public readonly array $items = [],
    ) {
    }

    public function isEmpty(): bool
    {
        return $this->items === [];
    }

    /** 000 §2.1 the badge's count (cart_items_count): top-level items only, a bundle's parts are not counted. */
    public function itemsCount(): int
    {
        return count(array_filter($this->items, static fn (CartItem $item): bool => $item->isTopLevel()));
    }

    /** This cart with one item replaced (the result of a change, without reading the cart again). */
    public function withItemReplaced(int $itemId, CartItem $by): self
    {
        return new self($this->quoteId, array_map(static fn (CartItem $i): CartItem => $i->itemId === $itemId ? $by : $i, $this->items));
    }

    public function planItem(): ?CartItem
    {
        foreach ($this->items as $item) {
            if ($item->productType === 'plan') {
                return $item;
            }
        }
        return null;
    }
}
