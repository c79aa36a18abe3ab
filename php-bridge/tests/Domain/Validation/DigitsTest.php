<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain\Validation;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Domain\Validation\Digits;

/**
 * 000 §5 numeric fields, the server twin of src/domain/digits.ts normaliseDigits: Arabic-Indic
 * and Persian digits read as 0–9; spaces, hyphens and direction marks ignored.
 */
final class DigitsTest extends TestCase
{
    /**
     * One table for the bridge rule and its widget twin (test/src/domain/digits.test.ts).
     * @return array<string, array{string, string}>
     */
    public static function inputs(): array
    {
        $fixture = json_decode((string) file_get_contents(dirname(__DIR__, 4) . '/test/fixtures/rules/digits.json'), true);
        $cases = [];
        foreach ($fixture['cases'] as [$raw, $expected, $name]) {
            $cases[$name] = [$raw, $expected];
        }
        return $cases;
    }

    /** @dataProvider inputs */
    public function test_the_digits_rule_of_000_5(string $raw, string $expected): void
    {
        self::assertSame($expected, Digits::normalise($raw));
    }
}
