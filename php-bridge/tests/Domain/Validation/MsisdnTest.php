<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain\Validation;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Domain\Validation\Msisdn;

/** 000 §9 Oman numbers (twin of src/domain/msisdn.ts): 8 digits, 9/7/2, never 999…; mobiles start 9 or 7. */
final class MsisdnTest extends TestCase
{
    /**
     * One table for the bridge rule and its widget twin (test/src/domain/msisdn.test.ts).
     * @return array<string, array{string, ?string, ?string}> raw, error, mobile error
     */
    public static function numbers(): array
    {
        $fixture = json_decode((string) file_get_contents(dirname(__DIR__, 4) . '/test/fixtures/rules/oman-number.json'), true);
        $cases = [];
        foreach ($fixture['cases'] as [$raw, $error, $mobileError, $name]) {
            $cases[$name] = [$raw, $error, $mobileError];
        }
        return $cases;
    }

    /** @dataProvider numbers */
    public function test_oman_numbers_of_000_9(string $raw, ?string $error, ?string $mobileError): void
    {
        self::assertSame($error, Msisdn::error($raw));
        self::assertSame($mobileError, Msisdn::mobileError($raw));
    }
}
