<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain\Validation;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Domain\Validation\NumberSearchPattern;

/**
 * 000 §5.1 number search pattern, the server twin of src/domain/msisdn.ts searchPatternError:
 * trimmed; '*' asks for all; empty or shorter than 3 → empty; not numeric → not a number;
 * longer than 8 → too long.
 */
final class NumberSearchPatternTest extends TestCase
{
    /**
     * One table for the bridge rule and its widget twin (test/src/domain/msisdn.test.ts).
     * @return array<string, array{string, ?string}>
     */
    public static function patterns(): array
    {
        $fixture = json_decode((string) file_get_contents(dirname(__DIR__, 4) . '/test/fixtures/rules/number-search-pattern.json'), true);
        $cases = [];
        foreach ($fixture['cases'] as [$raw, $expected, $name]) {
            $cases[$name] = [$raw, $expected];
        }
        return $cases;
    }

    /** @dataProvider patterns */
    public function test_the_pattern_rule_of_000_5_1(string $raw, ?string $expected): void
    {
        self::assertSame($expected, NumberSearchPattern::error($raw));
    }

    public function test_an_absent_pattern_lists_every_number_on_the_list_route(): void
    {
        self::assertSame('*', NumberSearchPattern::normalise(''));
        self::assertSame('777', NumberSearchPattern::normalise(' 777 '));
        self::assertSame('777', NumberSearchPattern::normalise('٧٧٧'), '000 §5: sent to the inventory in ASCII digits');
        self::assertSame('', NumberSearchPattern::normalise('  ', true), 'the search route keeps an empty pattern, for the rule to refuse');
    }
}
