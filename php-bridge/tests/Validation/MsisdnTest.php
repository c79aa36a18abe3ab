<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Validation;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Validation\Msisdn;

/** 000 §9 Oman numbers (twin of src/domain/msisdn.ts): 8 digits, 9/7/2, never 999…; mobiles start 9 or 7. */
final class MsisdnTest extends TestCase
{
    /** @return array<string, array{string, ?string, ?string}> raw, error, mobile error */
    public static function numbers(): array
    {
        return [
            'mobile starting 9' => ['91234567', null, null],
            'mobile starting 7' => ['72123456', null, null],
            'fixed line starting 2' => ['24123456', null, 'number_prefix'],
            'starting 999 is refused' => ['99912345', 'number_invalid', 'number_invalid'],
            'starting 99 but not 999 is fine' => ['99812345', null, null],
            'seven digits' => ['9123456', 'number_invalid', 'number_invalid'],
            'nine digits' => ['912345678', 'number_invalid', 'number_invalid'],
            'country code' => ['96891234567', 'number_invalid', 'number_invalid'],
            'letters' => ['9123456a', 'number_invalid', 'number_invalid'],
            'wrong first digit' => ['81234567', 'number_prefix', 'number_prefix'],
            'empty' => ['', 'number_invalid', 'number_invalid'],
        ];
    }

    /** @dataProvider numbers */
    public function test_oman_numbers_of_000_9(string $raw, ?string $error, ?string $mobileError): void
    {
        self::assertSame($error, Msisdn::error($raw));
        self::assertSame($mobileError, Msisdn::mobileError($raw));
    }
}
