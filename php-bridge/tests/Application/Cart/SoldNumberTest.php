<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Application\Cart;

use Whl\Bridge\Adapters\Sandbox\SandboxCommerce;
use Whl\Bridge\Adapters\Sandbox\SandboxNumberInventory;
use Whl\Bridge\Application\Cart\AddPlanRequest;
use Whl\Bridge\Application\Cart\CartLock;
use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Cart\HoldLedger;
use Whl\Bridge\Domain\NumberPage;
use Whl\Bridge\Domain\NumberQuery;
use Whl\Bridge\Domain\PhoneNumber;
use Whl\Bridge\Domain\Reservation;
use Whl\Bridge\Infrastructure\Session\Session;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Infrastructure\Session\SessionStore;
use Whl\Bridge\Ports\NumberInventory;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Settings;

/**
 * 000 §7.5, contract §4.15: the number an order bought is never released afterwards. Letting the
 * cart go once its order is placed or paid releases the holds the ledger still counts for it, and the
 * sold number is not among them: an inventory (the ESB) asked to release it might free it for another
 * shopper. Found by the fault journey on the production adapters (issue 15).
 */
final class SoldNumberTest extends TestCase
{
    /** @var list<string> the inventory's release calls, "msisdn holder" */
    private array $released = [];

    public function test_letting_the_cart_go_after_the_sale_never_releases_the_sold_number(): void
    {
        [$carts, $session, $ledger] = $this->service();
        [$sold, $spare] = Fixtures::freeNumbers(2);
        $carts->addPlanWithNumber($session, new AddPlanRequest($sold, 'PRE-HALA-5', 'prepaid', false), '127.0.0.1');
        $quote = $session->quoteId();
        $this->holders[] = $quote;
        // a hold the ledger still counts for the quote beside the cart's (a change that stopped half way)
        $ledger->claim($spare, $quote, $session->id(), '127.0.0.1', time() + 600);

        self::assertTrue($carts->sellNumber($sold, $quote));
        self::assertSame([$spare], $ledger->numbersOf($quote), 'the sold number is no longer a hold');
        (new CartLock(Fixtures::db()))->withLock($session, static fn () => $carts->letGo($session, $quote));

        self::assertSame(["{$spare} {$quote}"], $this->released, 'only what was held and not sold is released');
        self::assertSame([], $ledger->numbersOf($quote));
        self::assertSame(['held_by' => $quote, 'held_until' => null], Fixtures::holdOf($sold), 'the number stays sold to the order\'s cart');
    }

    public function test_a_sale_the_inventory_refuses_keeps_the_hold_counted(): void
    {
        [$carts, $session, $ledger] = $this->service();
        [$number] = Fixtures::freeNumbers(1);
        $carts->addPlanWithNumber($session, new AddPlanRequest($number, 'PRE-HALA-5', 'prepaid', false), '127.0.0.1');
        $this->holders[] = $session->quoteId();
        self::assertFalse($carts->sellNumber($number, 'another-cart-of-32-characters-xx'));
        self::assertSame([$number], $ledger->numbersOf($session->quoteId()));
    }

    /** @return array{CartService, Session, HoldLedger} */
    private function service(): array
    {
        $test = $this;
        $inventory = new class (new SandboxNumberInventory(Fixtures::db()), static function (string $call) use ($test): void {
            $test->released[] = $call;
        }) implements NumberInventory {
            public function __construct(private NumberInventory $inner, private \Closure $record)
            {
            }
            public function search(NumberQuery $query): NumberPage
            {
                return $this->inner->search($query);
            }
            public function find(string $msisdn): ?PhoneNumber
            {
                return $this->inner->find($msisdn);
            }
            public function reserve(string $msisdn, string $holderRef, int $ttlSeconds): ?Reservation
            {
                return $this->inner->reserve($msisdn, $holderRef, $ttlSeconds);
            }
            public function release(string $msisdn, string $holderRef): bool
            {
                ($this->record)("{$msisdn} {$holderRef}");
                return $this->inner->release($msisdn, $holderRef);
            }
            public function sell(string $msisdn, string $holderRef): bool
            {
                return $this->inner->sell($msisdn, $holderRef);
            }
            public function holdOf(string $holderRef): ?Reservation
            {
                return $this->inner->holdOf($holderRef);
            }
        };
        $settings = new Settings([]);
        $ledger = new HoldLedger(Fixtures::db(), $settings);
        return [
            new CartService(new SandboxCommerce(Fixtures::db()), $inventory, $settings, new CartLock(Fixtures::db()), $ledger),
            new Session(new SessionStore(Fixtures::db()), SessionManager::mintId(time()), saved: false),
            $ledger,
        ];
    }
}
