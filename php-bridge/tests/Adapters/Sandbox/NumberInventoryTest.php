<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Adapters\Sandbox;

use Whl\Bridge\Adapters\Sandbox\SandboxNumberInventory;
use Whl\Bridge\Domain\NumberQuery;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\MovableClock;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §4.3 number reservation on the Sandbox inventory: one holder at a time (atomic conditional
 * UPDATE), server-side expiry, expired holds released and never listed; contract §4.3 listing.
 * Expiry is tested by moving the inventory's clock (issue 7), not by waiting.
 */
final class NumberInventoryTest extends TestCase
{
    private SandboxNumberInventory $inventory;
    private MovableClock $clock;

    protected function setUp(): void
    {
        parent::setUp();
        $this->clock = new MovableClock(time());
        $this->inventory = new SandboxNumberInventory(Fixtures::db(), null, $this->clock);
        $this->holders = ['test-cart-a-' . uniqid(), 'test-cart-b-' . uniqid()];
    }

    public function test_a_free_number_is_reserved_for_the_cart_until_the_limit(): void
    {
        $number = Fixtures::freeNumber()['msisdn'];
        $reservation = $this->inventory->reserve($number, $this->holders[0], 900);

        self::assertNotNull($reservation);
        self::assertSame($number, $reservation->msisdn);
        self::assertEqualsWithDelta(900, $reservation->remainingSeconds(time()), 2);
        self::assertSame($this->holders[0], Fixtures::holdOf($number)['held_by']);
        self::assertSame($number, $this->inventory->holdOf($this->holders[0])?->msisdn);
    }

    public function test_a_number_held_by_another_cart_is_refused(): void
    {
        $number = Fixtures::freeNumber()['msisdn'];
        self::assertNotNull($this->inventory->reserve($number, $this->holders[0], 900));

        self::assertNull($this->inventory->reserve($number, $this->holders[1], 900));
        self::assertSame($this->holders[0], Fixtures::holdOf($number)['held_by']);
        self::assertNull($this->inventory->holdOf($this->holders[1]));
    }

    public function test_the_same_cart_renews_its_hold_even_within_the_same_second(): void
    {
        $number = Fixtures::freeNumber()['msisdn'];
        self::assertNotNull($this->inventory->reserve($number, $this->holders[0], 60));
        $renewed = $this->inventory->reserve($number, $this->holders[0], 900);
        self::assertNotNull($renewed, 'a renewal must not look like "held by someone else"');
        self::assertGreaterThan(800, $renewed->remainingSeconds(time()));
    }

    public function test_an_expired_hold_is_released_and_the_number_can_be_reserved_again(): void
    {
        $number = Fixtures::freeNumber()['msisdn'];
        $this->inventory->reserve($number, $this->holders[0], 900);
        $this->clock->advance(900);

        self::assertNull($this->inventory->holdOf($this->holders[0]), 'an expired hold is no hold');
        $other = $this->inventory->reserve($number, $this->holders[1], 900);
        self::assertNotNull($other);
        self::assertSame($this->holders[1], Fixtures::holdOf($number)['held_by']);
    }

    public function test_expired_holds_are_swept_without_anyone_asking_for_the_number(): void
    {
        $number = Fixtures::freeNumber()['msisdn'];
        $this->inventory->reserve($number, $this->holders[0], 900);
        $this->clock->advance(901);

        $released = (new SandboxNumberInventory(Fixtures::db(), null, $this->clock))->sweepExpired();

        self::assertGreaterThanOrEqual(1, $released);
        self::assertSame(['held_by' => null, 'held_until' => null], Fixtures::holdOf($number));
    }

    public function test_release_is_for_the_holder_only_and_idempotent(): void
    {
        $number = Fixtures::freeNumber()['msisdn'];
        $this->inventory->reserve($number, $this->holders[0], 900);

        self::assertFalse($this->inventory->release($number, $this->holders[1]));
        self::assertSame($this->holders[0], Fixtures::holdOf($number)['held_by']);
        self::assertTrue($this->inventory->release($number, $this->holders[0]));
        self::assertFalse($this->inventory->release($number, $this->holders[0]));
        self::assertNull(Fixtures::holdOf($number)['held_by']);
    }

    public function test_unknown_numbers_cannot_be_reserved(): void
    {
        self::assertNull($this->inventory->find('10000000'));
        self::assertNull($this->inventory->reserve('10000000', $this->holders[0], 900));
    }

    public function test_held_numbers_are_not_listed_and_expired_ones_are_again(): void
    {
        $number = Fixtures::freeNumber('prepaid', 'PLATINUM');
        $query = new NumberQuery('prepaid', substr($number['msisdn'], 2), ['PLATINUM'], 50, 1);
        self::assertContains($number['msisdn'], $this->listed($query));

        $this->inventory->reserve($number['msisdn'], $this->holders[0], 900);
        self::assertNotContains($number['msisdn'], $this->listed($query));

        $this->clock->advance(900);
        self::assertContains($number['msisdn'], $this->listed($query));
    }

    public function test_a_pattern_matches_anywhere_in_the_number(): void
    {
        $groups = $this->inventory->search(new NumberQuery('postpaid', '777', [], 50, 1))->numbers;
        $all = array_merge(...array_values($groups));
        self::assertNotEmpty($all);
        foreach ($all as $number) {
            self::assertStringContainsString('777', $number->msisdn);
            self::assertTrue($number->isFor('postpaid'));
        }
        $starts = array_filter($all, static fn ($n) => !str_starts_with(substr($n->msisdn, 2), '777'));
        self::assertNotEmpty($starts, 'matches are not only at one position');
    }

    public function test_page_size_counts_per_vanity_level_and_pages_do_not_overlap(): void
    {
        $first = $this->inventory->search(new NumberQuery('prepaid', '*', [], 3, 1))->numbers;
        $second = $this->inventory->search(new NumberQuery('prepaid', '*', [], 3, 2))->numbers;
        self::assertSame(['FREE', 'SILVER', 'GOLD', 'PLATINUM'], array_keys($first));
        foreach ($first as $level => $numbers) {
            self::assertCount(3, $numbers, $level);
            foreach ($numbers as $n) {
                self::assertSame($level, $n->vanityLevel);
            }
            $a = array_map(static fn ($n) => $n->msisdn, $numbers);
            $b = array_map(static fn ($n) => $n->msisdn, $second[$level]);
            self::assertSame([], array_intersect($a, $b), "pages 1 and 2 of {$level} overlap");
        }
    }

    public function test_paging_through_a_pattern_gives_every_match_once(): void
    {
        $seen = [];
        for ($page = 1; $page <= 40; $page++) {
            $numbers = $this->inventory->search(new NumberQuery('prepaid', '555', ['FREE'], 2, $page))->numbers['FREE'];
            if ($numbers === []) {
                break;
            }
            foreach ($numbers as $n) {
                $seen[] = $n->msisdn;
            }
        }
        $expected = (int) Fixtures::db()->get_var("SELECT COUNT(*) FROM " . Fixtures::numbers()
            . " WHERE vanity_level = 'FREE' AND service_type IN ('prepaid','both') AND msisdn LIKE '%555%'"
            . ' AND (held_by IS NULL OR held_until <= UTC_TIMESTAMP())');
        self::assertSame($expected, count($seen));
        self::assertSame($seen, array_values(array_unique($seen)));
    }

    /** 000 §9 paging; contract §7.2 has_more: whether page_index + 1 has numbers, exact at the boundary. */
    public function test_has_more_says_whether_the_next_page_has_numbers(): void
    {
        $count = Fixtures::listableCount('prepaid', 'PLATINUM');
        self::assertGreaterThan(2, $count);

        $whole = $this->inventory->search(new NumberQuery('prepaid', '*', ['PLATINUM'], $count, 1));
        self::assertCount($count, $whole->numbers['PLATINUM']);
        self::assertFalse($whole->hasMore('PLATINUM'), 'a page that ends exactly at the last number has no more');

        $short = $this->inventory->search(new NumberQuery('prepaid', '*', ['PLATINUM'], $count - 1, 1));
        self::assertTrue($short->hasMore('PLATINUM'));
        $last = $this->inventory->search(new NumberQuery('prepaid', '*', ['PLATINUM'], $count - 1, 2));
        self::assertCount(1, $last->numbers['PLATINUM']);
        self::assertFalse($last->hasMore('PLATINUM'));
    }

    /** 000 §2.7 search, §9 paging; contract §7.2 has_more with a pattern (paged in PHP), per level. */
    public function test_has_more_with_a_pattern_is_per_level(): void
    {
        $count = Fixtures::listableCount('prepaid', 'FREE', '555');
        self::assertGreaterThan(3, $count);
        $pages = (int) ceil($count / 2);
        for ($page = 1; $page <= $pages + 1; $page++) {
            $result = $this->inventory->search(new NumberQuery('prepaid', '555', ['FREE', 'PLATINUM'], 2, $page));
            self::assertCount(max(0, min(2, $count - ($page - 1) * 2)), $result->numbers['FREE'], "page {$page}");
            self::assertSame($page < $pages, $result->hasMore('FREE'), "page {$page} of {$pages}");
            self::assertSame(Fixtures::listableCount('prepaid', 'PLATINUM', '555') > $page * 2, $result->hasMore('PLATINUM'), "PLATINUM page {$page}");
        }
    }

    /** 000 §9 page_index; contract §4.3 / §7.2: the same page_index gives the same numbers, in the same order. */
    public function test_the_same_page_gives_the_same_numbers(): void
    {
        foreach (['*', '777'] as $pattern) {
            $a = $this->listed(new NumberQuery('postpaid', $pattern, [], 4, 2));
            $b = $this->listed(new NumberQuery('postpaid', $pattern, [], 4, 2));
            self::assertNotEmpty($a, $pattern);
            self::assertSame($a, $b, $pattern);
        }
    }

    /** @return list<string> */
    private function listed(NumberQuery $query): array
    {
        $groups = $this->inventory->search($query)->numbers;
        return array_map(static fn ($n) => $n->msisdn, array_merge(...array_values($groups)));
    }
}
