<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Adapters\Sandbox;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Adapters\Sandbox\NumberPool;
use Whl\Bridge\Adapters\Sandbox\VanityRules;
use Whl\Bridge\Domain\Validation\Msisdn;

/** The seeded pool: realistic Omani mobile numbers (000 §9), deterministic, priced by memorability. */
final class NumberPoolTest extends TestCase
{
    public function test_the_pool_is_a_few_thousand_valid_mobile_numbers_and_the_same_every_time(): void
    {
        $pool = NumberPool::generate();
        self::assertGreaterThan(2500, count($pool));
        self::assertSame(array_keys($pool), array_keys(NumberPool::generate()));
        foreach (array_keys($pool) as $msisdn) {
            self::assertNull(Msisdn::mobileError((string) $msisdn), (string) $msisdn);
        }
    }

    public function test_every_tier_is_stocked(): void
    {
        $levels = array_count_values(array_column(NumberPool::generate(), 'vanity_level'));
        self::assertGreaterThan(2000, $levels['FREE']);
        self::assertGreaterThan(100, $levels['SILVER']);
        self::assertGreaterThan(50, $levels['GOLD']);
        self::assertGreaterThanOrEqual(20, $levels['PLATINUM']);
    }

    /** @return array<string, array{string, string}> */
    public static function numbers(): array
    {
        return [
            'six equal digits' => ['91777777', 'PLATINUM'],
            'ascending run of six' => ['93123456', 'PLATINUM'],
            'descending run of six' => ['72654321', 'PLATINUM'],
            'ends with four equal digits' => ['92415555', 'GOLD'],
            'ends with a run of four' => ['95831234', 'GOLD'],
            'ababab' => ['90121212', 'GOLD'],
            'aaabbb' => ['97777888', 'GOLD'],
            'ends with three equal digits' => ['94618000', 'SILVER'],
            'aabbcc' => ['98112233', 'SILVER'],
            'abcabc' => ['79482482', 'SILVER'],
            'mirror' => ['71357753', 'SILVER'],
            'ordinary' => ['96326949', 'FREE'],
        ];
    }

    /** @dataProvider numbers */
    public function test_memorable_numbers_cost_more(string $msisdn, string $level): void
    {
        self::assertSame($level, VanityRules::levelOf($msisdn));
    }

    public function test_tier_prices_in_baisa(): void
    {
        self::assertSame([0, 5000, 25000, 100000], array_map([VanityRules::class, 'priceOf'], ['FREE', 'SILVER', 'GOLD', 'PLATINUM']));
    }
}
