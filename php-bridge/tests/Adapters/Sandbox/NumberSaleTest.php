<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Adapters\Sandbox;

use Whl\Bridge\Adapters\Sandbox\SandboxNumberInventory;
use Whl\Bridge\Domain\NumberQuery;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\MovableClock;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 10 (000 §4.3, contract §4.15): a number an order owns is sold, not held: past the hold
 * time (the inventory's clock moved) no sweep, reserve, release or listing frees it.
 */
final class NumberSaleTest extends TestCase
{
    private SandboxNumberInventory $inventory;
    private MovableClock $clock;
    private string $number = '';

    protected function setUp(): void
    {
        parent::setUp();
        $this->clock = new MovableClock(time());
        $this->inventory = new SandboxNumberInventory(Fixtures::db(), null, $this->clock);
        $this->holders = ['test-order-a-' . uniqid(), 'test-order-b-' . uniqid()];
        $this->number = Fixtures::freeNumber('prepaid', 'PLATINUM')['msisdn'];
    }

    protected function tearDown(): void
    {
        $db = Fixtures::db();
        $db->query($db->prepare(
            "UPDATE {$db->prefix}whl_sbx_numbers SET sold_at = NULL, held_by = NULL, held_until = NULL WHERE msisdn = %s",
            $this->number,
        ));
        parent::tearDown();
    }

    public function test_a_sold_number_outlives_its_hold_time_the_sweep_a_reserve_and_a_release(): void
    {
        self::assertNotNull($this->inventory->reserve($this->number, $this->holders[0], 900));
        self::assertTrue($this->inventory->sell($this->number, $this->holders[0]));
        $this->clock->advance(7200);

        (new SandboxNumberInventory(Fixtures::db(), null, $this->clock))->sweepExpired();
        self::assertNull($this->inventory->reserve($this->number, $this->holders[1], 900), 'another cart cannot take it');
        self::assertFalse($this->inventory->release($this->number, $this->holders[0]), 'its own cart cannot let it go');
        self::assertSame(['held_by' => $this->holders[0], 'held_until' => null], Fixtures::holdOf($this->number));
        $query = new NumberQuery('prepaid', substr($this->number, 2), ['PLATINUM'], 50, 1);
        $listed = array_map(static fn ($n): string => $n->msisdn, $this->inventory->search($query)->numbers['PLATINUM'] ?? []);
        self::assertNotContains($this->number, $listed, 'never listed');
    }

    public function test_selling_is_idempotent_for_its_cart_and_refused_to_any_other(): void
    {
        $this->inventory->reserve($this->number, $this->holders[0], 900);
        self::assertFalse($this->inventory->sell($this->number, $this->holders[1]));
        self::assertTrue($this->inventory->sell($this->number, $this->holders[0]));
        self::assertTrue($this->inventory->sell($this->number, $this->holders[0]), 'a repeated placement');
        self::assertFalse($this->inventory->sell($this->number, $this->holders[1]));
    }

    public function test_a_hold_that_ran_out_cannot_be_sold(): void
    {
        $this->inventory->reserve($this->number, $this->holders[0], 900);
        $this->clock->advance(900);
        self::assertFalse($this->inventory->sell($this->number, $this->holders[0]));
        self::assertNotNull($this->inventory->reserve($this->number, $this->holders[1], 900), 'free for another cart again');
    }
}
