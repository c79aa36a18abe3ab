<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Html;

use Whl\Bridge\Html\Labels;
use Whl\Bridge\Tests\Support\TestCase;

/** Issue 8, 000 §9: an allowance is one phrase in the shop language, with Arabic's plural forms. */
final class LabelsTest extends TestCase
{
    /** @return array<string, array{string, string, string, string}> quota, units, English, Arabic */
    public static function allowances(): array
    {
        return [
            'one minute' => ['1', 'Minutes', '1 minute', 'دقيقة واحدة'],
            'two minutes' => ['2', 'Minutes', '2 minutes', 'دقيقتان'],
            'ten minutes (3–10: plural)' => ['10', 'Minutes', '10 minutes', '10 دقائق'],
            'sixty minutes (11–99: singular)' => ['60', 'Minutes', '60 minutes', '60 دقيقة'],
            'three hundred minutes' => ['300', 'Minutes', '300 minutes', '300 دقيقة'],
            'unlimited minutes: the unit first in Arabic' => ['Unlimited', 'Minutes', 'Unlimited minutes', 'دقائق غير محدودة'],
            'gigabytes' => ['10', 'GB', '10 GB', '10 جيجابايت'],
            'megabytes' => ['500', 'MB', '500 MB', '500 ميجابايت'],
            'unlimited data without a unit' => ['Unlimited', '', 'Unlimited data', 'بيانات غير محدودة'],
            'an unknown unit as given' => ['5', 'SMS', '5 SMS', '5 SMS'],
        ];
    }

    /** @dataProvider allowances */
    public function test_an_allowance_reads_as_one_phrase(string $quota, string $units, string $en, string $ar): void
    {
        self::assertSame($en, Labels::allowance($quota, $units, 'en'));
        self::assertSame($ar, Labels::allowance($quota, $units, 'ar'));
    }
}
