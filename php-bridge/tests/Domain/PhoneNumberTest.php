<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain;

use Whl\Bridge\Domain\PhoneNumber;
use Whl\Bridge\Tests\Support\TestCase;

/** 000 §2.7: a number as shoppers read it. */
final class PhoneNumberTest extends TestCase
{
    /** @return array<string, array{string, string}> one table with the widgets (test/fixtures/rules/msisdn-display.json) */
    public static function displays(): array
    {
        $fixture = json_decode((string) file_get_contents(dirname(__DIR__, 3) . '/test/fixtures/rules/msisdn-display.json'), true);
        return array_combine(array_column($fixture['cases'], 0), $fixture['cases']);
    }

    /** @dataProvider displays */
    public function test_eight_digits_read_in_two_fours_anything_else_as_it_is(string $msisdn, string $shown): void
    {
        self::assertSame($shown, PhoneNumber::display($msisdn));
    }
}
