<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Domain\Cart;
use Whl\Bridge\Domain\CartItem;

/** 000 §2.1, §3.6 the badge's count (cart_items_count): top-level items only, in the bridge's domain. */
final class CartTest extends TestCase
{
    private static function item(int $id, ?int $parent = null): CartItem
    {
        return new CartItem($id, 'SKU-' . $id, ['en' => 'Item', 'ar' => 'بند'], 'plan', 'prepaid', 'item', 1, 1000, [], $parent);
    }

    public function test_a_bundles_parts_are_not_counted(): void
    {
        $cart = new Cart('q', [self::item(1), self::item(2, 1), self::item(3, 1), self::item(4)]);
        self::assertSame(2, $cart->itemsCount());
    }

    public function test_an_item_whose_parent_is_itself_is_top_level_as_the_spec_reads_it(): void
    {
        $cart = new Cart('q', [self::item(7, 7), self::item(8, 7)]);
        self::assertSame(1, $cart->itemsCount());
        self::assertTrue(self::item(7, 7)->isTopLevel());
        self::assertFalse(self::item(8, 7)->isTopLevel());
    }

    public function test_an_empty_cart_counts_none(): void
    {
        self::assertSame(0, (new Cart('q'))->itemsCount());
    }

    public function test_a_changed_items_options_keep_its_parent(): void
    {
        self::assertSame(1, self::item(2, 1)->withOptions(['msisdn' => '91234567'])->parentItemId);
    }
}
