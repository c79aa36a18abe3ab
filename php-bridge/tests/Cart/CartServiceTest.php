<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Cart;

use Whl\Bridge\Adapters\Sandbox\Commerce as SandboxCommerce;
use Whl\Bridge\Adapters\Sandbox\NumberInventory;
use Whl\Bridge\Cart\AddPlanRequest;
use Whl\Bridge\Cart\CartService;
use Whl\Bridge\Cart\QuoteLock;
use Whl\Bridge\Domain\Cart;
use Whl\Bridge\Domain\CartItem;
use Whl\Bridge\Domain\Totals;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\Session\Session;
use Whl\Bridge\Session\SessionStore;
use Whl\Bridge\Settings;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/** contract §4.4: when adding the plan fails after the number was reserved, the number is released. */
final class CartServiceTest extends TestCase
{
    public function test_a_failed_add_releases_the_number_and_the_error_goes_on(): void
    {
        $sandbox = new SandboxCommerce(Fixtures::db());
        $failing = new class ($sandbox) implements Commerce {
            public function __construct(private Commerce $inner) {}
            public function createGuestCart(): string { return $this->inner->createGuestCart(); }
            public function getCart(string $quoteId): ?Cart { return $this->inner->getCart($quoteId); }
            public function addItem(string $quoteId, string $sku, int $qty, array $options = []): CartItem { throw new \RuntimeException('upstream down'); }
            public function updateItemOptions(string $quoteId, int $itemId, array $options): void { $this->inner->updateItemOptions($quoteId, $itemId, $options); }
            public function removeItem(string $quoteId, int $itemId): void { $this->inner->removeItem($quoteId, $itemId); }
            public function clearCart(string $quoteId): void { $this->inner->clearCart($quoteId); }
            public function totals(string $quoteId): Totals { return $this->inner->totals($quoteId); }
            public function plans(?string $serviceType = null): array { return $this->inner->plans($serviceType); }
            public function planByUrlKey(string $urlKey): ?\Whl\Bridge\Domain\Plan { return $this->inner->planByUrlKey($urlKey); }
            public function planBySku(string $sku): ?\Whl\Bridge\Domain\Plan { return $this->inner->planBySku($sku); }
            public function freeDevices(): array { return $this->inner->freeDevices(); }
        };
        $service = new CartService($failing, new NumberInventory(Fixtures::db()), new Settings([]), new QuoteLock(Fixtures::db()));
        $store = new SessionStore(Fixtures::db());
        $id = SessionStore::newId();
        $store->create($id);
        $session = new Session($store, $id);
        $number = Fixtures::freeNumber()['msisdn'];

        try {
            $service->addPlanWithNumber($session, new AddPlanRequest($number, 'PRE-HALA-5', 'prepaid', false));
            self::fail('the failure must reach the caller');
        } catch (\RuntimeException $e) {
            self::assertSame('upstream down', $e->getMessage());
        }
        $this->holders[] = $session->quoteId();
        self::assertNotSame('', $session->quoteId(), 'the quote was created and kept in the session');
        self::assertNull(Fixtures::holdOf($number)['held_by'], 'the number is free again');
    }
}
