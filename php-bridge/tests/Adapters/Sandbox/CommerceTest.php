<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Adapters\Sandbox;

use Whl\Bridge\Adapters\Sandbox\SandboxCommerce;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/** The Sandbox commerce back end: guest quotes (masked ids), items, totals with VAT (000 §9), plans (000 §3.3). */
final class CommerceTest extends TestCase
{
    public function test_a_guest_cart_holds_a_plan_with_its_number_and_totals_include_vat(): void
    {
        $commerce = new SandboxCommerce(Fixtures::db());
        $quote = $commerce->createGuestCart();
        self::assertMatchesRegularExpression('/^[a-f0-9]{32}$/', $quote);
        self::assertTrue($commerce->getCart($quote)?->isEmpty());

        $item = $commerce->addItem($quote, 'PRE-HALA-5', 1, ['msisdn' => '91234567', 'vanity_level' => 'SILVER', 'number_price' => 5000]);
        $cart = (new SandboxCommerce(Fixtures::db()))->getCart($quote); // as the next request sees it

        self::assertSame(1, $cart->itemsCount());
        self::assertSame($item->itemId, $cart->items[0]->itemId);
        self::assertSame('91234567', $cart->items[0]->msisdn());
        self::assertSame('هلا 5', $cart->items[0]->name('ar'));
        $totals = $commerce->totals($quote);
        self::assertSame(10000, $totals->subtotal);   // 5.000 plan + 5.000 silver number
        self::assertSame(500, $totals->vat);
        self::assertSame(10500, $totals->grandTotal);

        $commerce->clearCart($quote);
        self::assertTrue((new SandboxCommerce(Fixtures::db()))->getCart($quote)?->isEmpty());
    }

    public function test_unknown_carts_and_products(): void
    {
        $commerce = new SandboxCommerce(Fixtures::db());
        self::assertNull($commerce->getCart(str_repeat('0', 32)));
        self::assertNull($commerce->getCart("x' OR '1'='1"));
        $this->expectException(\RuntimeException::class);
        $commerce->addItem($commerce->createGuestCart(), 'NO-SUCH-SKU', 1);
    }

    public function test_the_catalogue_has_the_plan_families_in_both_languages(): void
    {
        $plans = (new SandboxCommerce(Fixtures::db()))->plans();
        $families = array_unique(array_map(static fn ($p) => $p->family, $plans));
        foreach (['PrepaidHala', 'PostpaidShahryEndless', 'PostpaidOmanuna', 'PostpaidShahryDataOnly'] as $family) {
            self::assertContains($family, $families);
        }
        foreach ($plans as $plan) {
            self::assertNotSame('', $plan->name('ar'));
            self::assertNotSame($plan->name('en'), $plan->name('ar'), $plan->sku);
            self::assertGreaterThan(0, $plan->priceBaisa);
            self::assertGreaterThan(0, $plan->validityDays);
            self::assertNotEmpty($plan->highlights('ar'));
        }
        self::assertCount(0, array_filter((new SandboxCommerce(Fixtures::db()))->plans('prepaid'), static fn ($p) => $p->serviceType !== 'prepaid'));
        self::assertSame('PRE-HALA-5', (new SandboxCommerce(Fixtures::db()))->planByUrlKey('hala-5')?->sku);
    }
}
