<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress\Html;

use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Html\Labels;

/** Issue 8, 000 §9: an allowance is one phrase in the shop language, with Arabic's plural forms. */
final class LabelsTest extends TestCase
{
    /**
     * One table for the bridge and the widgets (test/src/i18n/catalogs.test.ts): test/fixtures/rules/allowances.json.
     *
     * @return array<string, array{string, string, string, string}> quota, units, English, Arabic
     */
    public static function allowances(): array
    {
        $fixture = json_decode((string) file_get_contents(dirname(__DIR__, 4) . '/test/fixtures/rules/allowances.json'), true);
        $cases = [];
        foreach ($fixture['cases'] as [$quota, $units, $en, $ar]) {
            $cases["{$quota} {$units}"] = [$quota, $units, $en, $ar];
        }
        return $cases;
    }

    /** @dataProvider allowances */
    public function test_an_allowance_reads_as_one_phrase(string $quota, string $units, string $en, string $ar): void
    {
        self::assertSame($en, Labels::allowance($quota, $units, 'en'));
        self::assertSame($ar, Labels::allowance($quota, $units, 'ar'));
    }

    /** 000 §9 Display: a data allowance without a unit is in GB; no quota, no allowance. */
    public function test_a_data_allowance_without_a_unit_is_in_gb(): void
    {
        self::assertSame('GB', Labels::DEFAULT_DATA_UNIT);
        self::assertSame(Labels::allowance('10', 'GB', 'en'), Labels::dataAllowance('10', '', 'en'));
        self::assertSame(Labels::allowance('0.5', 'GB', 'ar'), Labels::dataAllowance('0.5', ' ', 'ar'));
        self::assertSame(Labels::allowance('500', 'MB', 'en'), Labels::dataAllowance('500', 'MB', 'en'));
        self::assertSame('Unlimited data', Labels::dataAllowance('Unlimited', '', 'en'));
        self::assertSame('', Labels::dataAllowance('', 'GB', 'en'));
    }

    /** @return array<string, array{string, string, string}> level, English, Arabic: one table with the widgets (test/fixtures/rules/vanity-levels.json) */
    public static function vanityLevels(): array
    {
        $fixture = json_decode((string) file_get_contents(dirname(__DIR__, 4) . '/test/fixtures/rules/vanity-levels.json'), true);
        return array_combine(array_column($fixture['cases'], 0), $fixture['cases']);
    }

    /** @dataProvider vanityLevels */
    public function test_a_vanity_level_reads_in_the_shop_language(string $level, string $en, string $ar): void
    {
        self::assertSame($en, Labels::vanityLevel($level, 'en'));
        self::assertSame($ar, Labels::vanityLevel($level, 'ar'));
    }

    /** 000 §9 one price convention: the amount, "/month" when charged monthly, the VAT note; a listing drops all-zero decimals. */
    public function test_a_price_says_per_month_and_that_it_includes_vat(): void
    {
        self::assertSame('<span><bdi>OMR 5.250</bdi></span><small>incl. VAT</small>', Labels::price(5250, 'en', false));
        self::assertSame('<span><bdi>OMR 21</bdi> /month</span><small>incl. VAT</small>', Labels::price(21000, 'en', true, true));
        self::assertSame('<span><bdi>OMR 21.000</bdi> /month</span><small>incl. VAT</small>', Labels::price(21000, 'en', true));
        self::assertSame('<span><bdi>12.600 ر.ع.</bdi> /شهريًا</span><small>شامل ضريبة القيمة المضافة</small>', Labels::price(12600, 'ar', true, true));
    }
}
