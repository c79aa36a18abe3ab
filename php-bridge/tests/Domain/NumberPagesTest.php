<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Domain\NumberPages;

/**
 * 000 §2.2, §2.7 the number pages the bridge prints the first screen of, the server twin of
 * src/domain/number-pages.ts: every row of one table (test/fixtures/rules/number-pages.json).
 */
final class NumberPagesTest extends TestCase
{
    /** @return array<string, mixed> */
    private static function table(): array
    {
        return json_decode((string) file_get_contents(dirname(__DIR__, 3) . '/test/fixtures/rules/number-pages.json'), true);
    }

    /** @return array<string, array{array<string, string>, string, string, ?string, ?string}> */
    public static function pages(): array
    {
        $table = self::table();
        $rows = [];
        foreach ($table['service_type'] as $row) {
            $name = sprintf('%s (site %s, %s routes, placement %s)', $row['path'], $row['base'], $row['routes'], $row['placement'] ?? 'none');
            $rows[$name] = [$table['routes'][$row['routes']], $row['base'], $row['path'], $row['placement'], $row['service_type']];
        }
        return $rows;
    }

    /**
     * @dataProvider pages
     * @param array<string, string> $routes
     */
    public function test_the_service_type_a_page_stands_for(array $routes, string $base, string $path, ?string $placement, ?string $serviceType): void
    {
        self::assertSame($serviceType, NumberPages::serviceType($routes, $base, $path, $placement));
    }

    public function test_the_other_page_and_the_back_button_keep_the_route_form(): void
    {
        $table = self::table();
        foreach ($table['other_route'] as $row) {
            self::assertSame($row['route'], NumberPages::otherRoute($row['mode'], $row['service_type']), json_encode($row));
        }
        foreach ($table['back_route'] as $row) {
            self::assertSame($row['route'], NumberPages::backRoute($row['service_type']), json_encode($row));
        }
    }

    public function test_a_group_shows_its_first_five_numbers(): void
    {
        self::assertSame(self::table()['visible_per_group'], NumberPages::VISIBLE_PER_GROUP);
    }
}
