<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Application\Cart;

use Whl\Bridge\Adapters\Sandbox\SandboxCommerce;
use Whl\Bridge\Adapters\Sandbox\SandboxNumberInventory;
use Whl\Bridge\Application\Cart\AddPlanRequest;
use Whl\Bridge\Application\Cart\CartLock;
use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Cart\CustomerStanding;
use Whl\Bridge\Application\Cart\HoldLedger;
use Whl\Bridge\Domain\Cart;
use Whl\Bridge\Domain\CartItem;
use Whl\Bridge\Domain\Order;
use Whl\Bridge\Domain\Plan;
use Whl\Bridge\Domain\ShippingOptions;
use Whl\Bridge\Domain\Totals;
use Whl\Bridge\Infrastructure\Session\Session;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Infrastructure\Session\SessionStore;
use Whl\Bridge\Ports\Commerce;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Settings;

/**
 * contract §4.4, §7.1: when the commerce back end fails half way, the numbers and the cart are
 * left as a shopper can live with — never a number held for nothing, never an old hold lost.
 */
final class CartServiceTest extends TestCase
{
    /** @var list<string> Commerce methods the back end fails in */
    private array $failing = [];

    /** 000 §4.3; contract §4.4: a failed add releases the number it reserved. */
    public function test_a_failed_add_releases_the_number_and_the_error_goes_on(): void
    {
        [$service, $session] = $this->service();
        $number = Fixtures::freeNumber()['msisdn'];
        $this->failing = ['addItem'];

        try {
            $service->addPlanWithNumber($session, new AddPlanRequest($number, 'PRE-HALA-5', 'prepaid', false), '127.0.0.1');
            self::fail('the failure must reach the caller');
        } catch (\RuntimeException $e) {
            self::assertSame('upstream down: addItem', $e->getMessage());
        }
        $this->holders[] = $session->quoteId();
        self::assertNotSame('', $session->quoteId(), 'the quote was created and kept in the session');
        self::assertNull(Fixtures::holdOf($number)['held_by'], 'the number is free again');
    }

    /** 000 §4.2 change-number, §4.3; contract §7.1: a failed change keeps the old hold. */
    public function test_a_failed_number_change_releases_the_new_number_and_keeps_the_old_hold(): void
    {
        [$service, $session] = $this->service();
        [$old, $new] = Fixtures::freeNumbers(2);
        $service->addPlanWithNumber($session, new AddPlanRequest($old, 'PRE-HALA-5', 'prepaid', false), '127.0.0.1');
        $this->holders[] = $session->quoteId();
        $before = Fixtures::holdOf($old);
        $this->failing = ['updateItemOptions'];

        try {
            $service->changeNumber($session, $new, 'PRE-HALA-5', 'prepaid', '127.0.0.1');
            self::fail('the failure must reach the caller');
        } catch (\RuntimeException $e) {
            self::assertSame('upstream down: updateItemOptions', $e->getMessage());
        }
        self::assertNull(Fixtures::holdOf($new)['held_by'], 'the new number is free again');
        self::assertSame($before, Fixtures::holdOf($old), 'the old hold is kept');
        self::assertSame($old, $service->cartOf($session)?->planItem()?->msisdn());
    }

    /** 000 §4.2 change-plan mode; contract §7.1: a failed swap leaves the old plan, alone, with its number. */
    public function test_a_failed_plan_change_leaves_the_old_plan(): void
    {
        [$service, $session] = $this->service();
        $number = Fixtures::freeNumber()['msisdn'];
        $service->addPlanWithNumber($session, new AddPlanRequest($number, 'PRE-HALA-5', 'prepaid', false), '127.0.0.1');
        $this->holders[] = $session->quoteId();
        $this->failing = ['removeItem:first'];

        try {
            $service->changePlan($session, 'PRE-HALA-10', 'prepaid');
            self::fail('the failure must reach the caller');
        } catch (\RuntimeException $e) {
            self::assertSame('upstream down: removeItem', $e->getMessage());
        }
        $this->failing = [];
        $cart = (new SandboxCommerce(Fixtures::db()))->getCart($session->quoteId());
        self::assertSame(['PRE-HALA-5'], array_map(static fn (CartItem $i): string => $i->sku, $cart?->items ?? []));
        self::assertSame($session->quoteId(), Fixtures::holdOf($number)['held_by']);
    }

    /** @return array{CartService, Session} a service on a back end that fails where $this->failing says */
    private function service(): array
    {
        $test = $this;
        $commerce = new class (new SandboxCommerce(Fixtures::db()), static function (string $method) use ($test): void {
            $test->maybeFail($method);
        }) implements Commerce {
            public function __construct(private Commerce $inner, private \Closure $check)
            {
            }
            public function createGuestCart(): string
            {
                return $this->inner->createGuestCart();
            }
            public function ordersOfCustomer(int $customerId): array
            {
                return $this->inner->ordersOfCustomer($customerId);
            }
            public function cancelReasons(string $lang): array
            {
                return $this->inner->cancelReasons($lang);
            }
            public function cancelOrder(string $incrementId, string $reasonId): bool
            {
                return $this->inner->cancelOrder($incrementId, $reasonId);
            }
            public function updateOrderDocuments(string $incrementId, array $idProofDocs, array $incomeProofDocs): bool
            {
                return $this->inner->updateOrderDocuments($incrementId, $idProofDocs, $incomeProofDocs);
            }
            public function getCart(string $quoteId): ?Cart
            {
                return $this->inner->getCart($quoteId);
            }
            public function addItem(string $quoteId, string $sku, int $qty, array $options = []): CartItem
            {
                ($this->check)('addItem');
                return $this->inner->addItem($quoteId, $sku, $qty, $options);
            }
            public function updateItemOptions(string $quoteId, int $itemId, array $options): void
            {
                ($this->check)('updateItemOptions');
                $this->inner->updateItemOptions($quoteId, $itemId, $options);
            }
            public function removeItem(string $quoteId, int $itemId): void
            {
                ($this->check)('removeItem');
                $this->inner->removeItem($quoteId, $itemId);
            }
            public function clearCart(string $quoteId): void
            {
                ($this->check)('clearCart');
                $this->inner->clearCart($quoteId);
            }
            public function totals(string $quoteId): Totals
            {
                return $this->inner->totals($quoteId);
            }
            public function roamingOf(\Whl\Bridge\Domain\Plan $plan): \Whl\Bridge\Domain\Roaming
            {
                return $this->inner->roamingOf($plan);
            }
            public function plans(?string $serviceType = null): array
            {
                return $this->inner->plans($serviceType);
            }
            public function planByUrlKey(string $urlKey): ?Plan
            {
                return $this->inner->planByUrlKey($urlKey);
            }
            public function planBySku(string $sku): ?Plan
            {
                return $this->inner->planBySku($sku);
            }
            public function freeDevices(): array
            {
                return $this->inner->freeDevices();
            }
            public function deviceModels(string $type): array
            {
                return $this->inner->deviceModels($type);
            }
            public function deviceModel(string $key): ?\Whl\Bridge\Domain\DeviceModel
            {
                return $this->inner->deviceModel($key);
            }
            public function giftCard(string $key): ?\Whl\Bridge\Domain\GiftCard
            {
                return $this->inner->giftCard($key);
            }
            public function shippingOptions(string $quoteId): ShippingOptions
            {
                return $this->inner->shippingOptions($quoteId);
            }
            public function savePersonalDetails(string $quoteId, array $details): void
            {
                $this->inner->savePersonalDetails($quoteId, $details);
            }
            public function personalDetails(string $quoteId): ?array
            {
                return $this->inner->personalDetails($quoteId);
            }
            public function customerStanding(string $quoteId): CustomerStanding
            {
                return $this->inner->customerStanding($quoteId);
            }

            public function saveDeliveryDetails(string $quoteId, array $details): void
            {
                $this->inner->saveDeliveryDetails($quoteId, $details);
            }

            public function deliveryDetails(string $quoteId): ?array
            {
                return $this->inner->deliveryDetails($quoteId);
            }

            public function cityList(string $lang): array
            {
                return $this->inner->cityList($lang);
            }

            public function stores(string $lang): array
            {
                return $this->inner->stores($lang);
            }

            public function placeOrder(string $quoteId, string $paymentMethod, string $status, string $shippingMethod, string $lang = 'en'): Order
            {
                return $this->inner->placeOrder($quoteId, $paymentMethod, $status, $shippingMethod, $lang);
            }

            public function orderOfQuote(string $quoteId): ?Order
            {
                return $this->inner->orderOfQuote($quoteId);
            }

            public function order(string $incrementId): ?Order
            {
                return $this->inner->order($incrementId);
            }

            public function setPaymentUrl(string $incrementId, string $url): void
            {
                $this->inner->setPaymentUrl($incrementId, $url);
            }

            public function setOrderStatus(string $incrementId, string $status): void
            {
                $this->inner->setOrderStatus($incrementId, $status);
            }

            public function retryPayment(string $incrementId, string $url): void
            {
                $this->inner->retryPayment($incrementId, $url);
            }
        };
        $settings = new Settings([]);
        return [
            new CartService(
                $commerce,
                new SandboxNumberInventory(Fixtures::db()),
                $settings,
                new CartLock(Fixtures::db()),
                new HoldLedger(Fixtures::db(), $settings),
            ),
            new Session(new SessionStore(Fixtures::db()), SessionManager::mintId(time()), saved: false),
        ];
    }

    /** Throws for a failing method; "name:first" fails its first call only. */
    public function maybeFail(string $method): void
    {
        if (in_array($method, $this->failing, true)) {
            throw new \RuntimeException('upstream down: ' . $method);
        }
        $once = array_search($method . ':first', $this->failing, true);
        if ($once !== false) {
            unset($this->failing[$once]);
            throw new \RuntimeException('upstream down: ' . $method);
        }
    }
}
