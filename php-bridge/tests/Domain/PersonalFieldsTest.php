<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Domain\PersonalFields;

/** 000 §4.7 fields validated on the personal step, the server twin of src/domain/personal-fields.ts: every row of one table. */
final class PersonalFieldsTest extends TestCase
{
    /** @return array<string, array{array<string, mixed>, list<string>}> */
    public static function rows(): array
    {
        $fixture = json_decode((string) file_get_contents(dirname(__DIR__, 3) . '/test/fixtures/rules/personal-fields.json'), true);
        $rows = [];
        foreach ($fixture['cases'] as [$question, $expected, $name]) {
            $rows[$name] = [$question, $expected];
        }
        return $rows;
    }

    /**
     * @dataProvider rows
     * @param array<string, mixed> $q
     * @param list<string> $expected
     */
    public function test_the_fields_of_000_4_7(array $q, array $expected): void
    {
        self::assertSame(
            $expected,
            PersonalFields::required($q['orderType'], $q['portInType'], $q['touristPack'], $q['ekyc'], $q['eligibility'], $q['otherNationality'])
        );
    }

    public function test_the_table_names_the_fields_in_the_order_of_the_step(): void
    {
        $fixture = json_decode((string) file_get_contents(dirname(__DIR__, 3) . '/test/fixtures/rules/personal-fields.json'), true);
        self::assertSame($fixture['fields'], PersonalFields::ALL);
    }
}
