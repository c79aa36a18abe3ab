<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Adapters\Sandbox;

use Whl\Bridge\Adapters\Sandbox\SandboxPlaces;
use Whl\Bridge\Adapters\Sandbox\SeedLocalities;
use Whl\Bridge\Ports\Places;
use Whl\Bridge\Tests\Support\TestCase;

/** contract §4.19 (000 §2.10): the Sandbox's places search over its seeded cities. */
final class PlacesTest extends TestCase
{
    public function test_a_city_is_found_by_its_name_in_either_language_case_insensitively(): void
    {
        $places = new SandboxPlaces();
        $expected = ['label' => 'Al Khuwair, Bawshar, Muscat', 'pccode' => '113', 'governorateid' => '1', 'wilayaid' => '12',
            'localityid' => '1201', 'latitude' => 23.593, 'longitude' => 58.41];
        self::assertSame([$expected], $places->search('al khuwair', 'en'));
        self::assertSame('113', $places->search('الخوير', 'en')[0]['pccode'], 'an Arabic name, English labels');
        self::assertSame('الخوير، بوشر، مسقط', $places->search('KHUWAIR', 'ar')[0]['label']);
    }

    public function test_every_row_is_a_row_of_the_city_list(): void
    {
        $cities = [];
        foreach (SeedLocalities::cityList('en') as $c) {
            $cities[$c['pccode']] = [$c['governorate_id'], $c['wilaya_id'], $c['locality_id']];
        }
        $rows = (new SandboxPlaces())->search('muscat', 'en'); // a governorate: its cities
        self::assertCount(5, $rows);
        foreach ($rows as $row) {
            self::assertSame($cities[$row['pccode']], [$row['governorateid'], $row['wilayaid'], $row['localityid']]);
            self::assertIsFloat($row['latitude']);
            self::assertIsFloat($row['longitude']);
        }
    }

    public function test_areas_and_wilayat_find_their_cities_and_cities_named_so_come_first(): void
    {
        self::assertSame(['1201'], array_column((new SandboxPlaces())->search('Khuwair North', 'en'), 'localityid'), 'an area');
        $sur = (new SandboxPlaces())->search('Sur', 'en');
        self::assertSame('5101', $sur[0]['localityid'], 'Sur itself before the places whose names only contain it');
    }

    public function test_short_unknown_or_foreign_queries_find_nothing_and_at_most_8_rows(): void
    {
        $places = new SandboxPlaces();
        self::assertSame([], $places->search('a', 'en'));
        self::assertSame([], $places->search('  ', 'en'));
        self::assertSame([], $places->search('Atlantis', 'en'));
        self::assertSame([], $places->search('Muscat', 'en', 'AE'));
        self::assertLessThanOrEqual(Places::MAX_RESULTS, count($places->search('al', 'en')));
    }
}
