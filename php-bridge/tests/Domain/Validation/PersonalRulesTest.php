<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain\Validation;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Domain\Validation\PersonalRules;

/** 000 §5.2–§5.3 personal-information field rules, the server twin of src/domain/personal-rules.ts: every row of one table. */
final class PersonalRulesTest extends TestCase
{
    /** @return array<string, array{string, string, array<string, mixed>, ?string}> */
    public static function rows(): array
    {
        $fixture = json_decode((string) file_get_contents(dirname(__DIR__, 4) . '/test/fixtures/rules/personal-rules.json'), true);
        $rows = [];
        foreach ($fixture['cases'] as [$field, $value, $ctx, $expected, $name]) {
            $rows["{$field}: {$name}"] = [$field, $value, $ctx, $expected];
        }
        return $rows;
    }

    /**
     * @dataProvider rows
     * @param array<string, mixed> $ctx
     */
    public function test_the_rules_of_000_5_2_and_5_3(string $field, string $value, array $ctx, ?string $expected): void
    {
        self::assertSame($expected, PersonalRules::error($field, $value, $ctx));
    }
}
