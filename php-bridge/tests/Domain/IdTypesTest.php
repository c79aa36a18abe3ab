<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Domain\IdTypes;

/** 000 §5.4 ID type options by nationality, the server twin of src/domain/id-types.ts: every row of one table. */
final class IdTypesTest extends TestCase
{
    /** @return array<string, array{array{orderType: string, portInType: string, touristPack: bool, nationality: string}, list<int>}> */
    public static function rows(): array
    {
        $fixture = json_decode((string) file_get_contents(dirname(__DIR__, 3) . '/test/fixtures/rules/id-types.json'), true);
        $rows = [];
        foreach ($fixture['cases'] as [$question, $expected, $name]) {
            $rows[$name] = [$question, $expected];
        }
        return $rows;
    }

    /**
     * @dataProvider rows
     * @param array{orderType: string, portInType: string, touristPack: bool, nationality: string} $question
     * @param list<int> $expected
     */
    public function test_the_id_types_of_000_5_4(array $question, array $expected): void
    {
        self::assertSame($expected, IdTypes::options($question['orderType'], $question['portInType'], $question['touristPack'], $question['nationality']));
    }
}
