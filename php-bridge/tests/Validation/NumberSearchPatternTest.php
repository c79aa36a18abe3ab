<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Validation;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Validation\NumberSearchPattern;

/**
 * 000 §5.1 number search pattern, the server twin of src/domain/msisdn.ts searchPatternError:
 * trimmed; '*' asks for all; empty or shorter than 3 → empty; not numeric → not a number;
 * longer than 8 → too long.
 */
final class NumberSearchPatternTest extends TestCase
{
    /** @return array<string, array{string, ?string}> */
    public static function patterns(): array
    {
        return [
            'star asks for every number' => ['*', null],
            'star with spaces is trimmed' => ['  *  ', null],
            'three digits' => ['777', null],
            'eight digits' => ['91234567', null],
            'digits with spaces around are trimmed' => [' 1234 ', null],
            'empty' => ['', 'number_search_empty'],
            'only spaces' => ['   ', 'number_search_empty'],
            'two digits' => ['12', 'number_search_empty'],
            'two letters are too short before they are letters' => ['ab', 'number_search_empty'],
            'letters' => ['abc', 'number_search_not_numeric'],
            'digits and a letter' => ['12a4', 'number_search_not_numeric'],
            'inner space' => ['12 34', 'number_search_not_numeric'],
            'plus sign' => ['+968', 'number_search_not_numeric'],
            'arabic-indic digits are not ascii digits' => ['٧٧٧', 'number_search_not_numeric'],
            'two arabic-indic digits count as two characters' => ['٧٧', 'number_search_empty'],
            'nine digits' => ['912345678', 'number_search_too_long'],
            'twelve digits' => ['968912345678', 'number_search_too_long'],
            'two stars' => ['**', 'number_search_empty'],
            'star with digits' => ['7*7', 'number_search_not_numeric'],
        ];
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
    }
}
