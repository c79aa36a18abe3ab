<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\Totals;

/**
 * 000 §9: OMR with 3 decimals, VAT 5 %; computed in integer baisa, formatted at the edge. One table
 * with the widgets' src/domain/money.ts (test/fixtures/rules/money.json).
 */
final class MoneyTest extends TestCase
{
    /** @return array<string, mixed> */
    private static function table(string $part): array
    {
        $table = json_decode((string) file_get_contents(dirname(__DIR__, 3) . '/test/fixtures/rules/money.json'), true);
        $rows = [];
        foreach ($table[$part] as $row) {
            $rows[json_encode($row)] = $row;
        }
        return $rows;
    }

    /** @return array<string, array{string, ?int}> */
    public static function parsed(): array
    {
        return self::table('parse');
    }

    /** @dataProvider parsed */
    public function test_an_omr_string_reads_back_as_baisa_and_nothing_else_does(string $text, ?int $baisa): void
    {
        if ($baisa === null) {
            $this->expectException(\InvalidArgumentException::class);
        }
        self::assertSame($baisa, Money::parse($text));
    }

    /** @return array<string, array{int, string}> */
    public static function wire(): array
    {
        return self::table('wire');
    }

    /** @dataProvider wire */
    public function test_baisa_format_as_omr_with_exactly_three_decimals(int $baisa, string $text): void
    {
        self::assertSame($text, Money::format($baisa));
    }

    /** @return array<string, array{int, int, int, int}> */
    public static function vat(): array
    {
        return self::table('vat');
    }

    /** @dataProvider vat */
    public function test_vat_is_rounded_to_the_baisa_halves_away_from_zero(int $baisa, int $percent, int $vat, int $total): void
    {
        self::assertSame([$vat, $total], [Money::vat($baisa, $percent), Money::withVat($baisa, $percent)]);
    }

    /** @return array<string, array{int, string, string}> */
    public static function shown(): array
    {
        return self::table('display');
    }

    /** @dataProvider shown */
    public function test_an_amount_is_shown_with_3_decimals_and_grouping_a_listing_without_zero_ones(int $baisa, string $variant, string $text): void
    {
        self::assertSame($text, Money::display($baisa, $variant === 'listing'));
    }

    /** @return array<string, array{int, int, int, int}> */
    public static function instalments(): array
    {
        return self::table('instalment');
    }

    /** @dataProvider instalments */
    public function test_an_instalment_is_the_price_over_the_months_rounded_up_then_its_vat(int $price, int $months, int $instalment, int $withVat): void
    {
        self::assertSame([$instalment, $withVat], [Money::instalment($price, $months), Money::monthlyInstalment($price, $months)]);
        self::assertGreaterThanOrEqual($price, $months * $instalment, 'the months cover the price');
    }

    /** @return array<string, array{int, int, int}> regular, min, percent (000 §9: integer part) */
    public static function discounts(): array
    {
        return self::table('discount');
    }

    /** @dataProvider discounts */
    public function test_discount_percent_is_the_integer_part(int $regular, int $min, int $percent): void
    {
        self::assertSame($percent, Money::discountPercent($regular, $min));
    }

    public function test_totals_of_a_plan_and_a_silver_number(): void
    {
        $totals = Totals::ofSubtotal(5000 + 5000);
        self::assertSame(['subtotal' => '10.000', 'vat' => '0.500', 'grand_total' => '10.500', 'vat_percent' => 5], $totals->toArray());
    }
}
