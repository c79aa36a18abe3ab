<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Domain\OmanTerritory;

/** 000 §7.4, §8 location_error: which devices are in Oman (the mainland, Masirah, Musandam). */
final class OmanTerritoryTest extends TestCase
{
    /** @dataProvider places */
    public function test_places_in_and_out_of_oman(string $place, float $lat, float $lng, bool $inOman): void
    {
        self::assertSame($inOman, OmanTerritory::contains($lat, $lng), $place);
    }

    /** @return array<string, array{string, float, float, bool}> */
    public static function places(): array
    {
        $places = [
            ['Muscat', 23.588, 58.383, true], ['Sohar', 24.347, 56.709, true], ['Shinas', 24.74, 56.47, true],
            ['Nizwa', 22.933, 57.533, true], ['Ibri', 23.226, 56.515, true], ['Sur', 22.567, 59.529, true],
            ['Masirah', 20.68, 58.88, true], ['Duqm', 19.662, 57.704, true], ['Salalah', 17.015, 54.092, true],
            ['Khasab', 26.18, 56.248, true], ['Dubai', 25.205, 55.271, false], ['Abu Dhabi', 24.454, 54.377, false],
            ['Fujairah', 25.129, 56.326, false], ['Ras Al Khaimah', 25.79, 55.943, false], ['Doha', 25.285, 51.531, false],
            ['Riyadh', 24.713, 46.675, false], ['Al Ghaydah (Yemen)', 16.2, 52.17, false], ['London', 51.507, -0.128, false],
            ['the Arabian Sea', 15.0, 60.0, false],
        ];
        return array_combine(array_column($places, 0), $places);
    }
}
