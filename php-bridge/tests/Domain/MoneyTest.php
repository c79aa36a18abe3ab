<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\Totals;

/** 000 §9: OMR with 3 decimals, VAT 5 %; computed in integer baisa, formatted at the edge. */
final class MoneyTest extends TestCase
{
    public function test_baisa_format_as_omr_with_exactly_three_decimals(): void
    {
        self::assertSame('5.000', Money::format(5000));
        self::assertSame('5.250', Money::format(5250));
        self::assertSame('0.000', Money::format(0));
        self::assertSame('0.005', Money::format(5));
        self::assertSame('100.000', Money::format(100000));
        self::assertSame('-1.500', Money::format(-1500));
    }

    public function test_vat_is_five_percent_rounded_half_up_to_the_baisa(): void
    {
        self::assertSame(250, Money::vat(5000));
        self::assertSame(1, Money::vat(10));  // 0.5 baisa rounds up
        self::assertSame(0, Money::vat(9));   // 0.45 baisa rounds down
        self::assertSame(5250, Money::withVat(5000));
    }

    public function test_totals_of_a_plan_and_a_silver_number(): void
    {
        $totals = Totals::ofSubtotal(5000 + 5000);
        self::assertSame(['subtotal' => '10.000', 'vat' => '0.500', 'grand_total' => '10.500', 'vat_percent' => 5], $totals->toArray());
    }

    /** @return array<string, array{int, int, int}> regular, min, percent (000 §9: integer part) */
    public static function discounts(): array
    {
        return [
            'no discount' => [339000, 339000, 0],
            'a price above the regular one' => [100000, 120000, 0],
            'no regular price' => [0, 0, 0],
            '5.9 % is 5' => [339000, 319000, 5],
            '12.16 % is 12' => [329000, 289000, 12],
            'half' => [1000, 500, 50],
            'free' => [69000, 0, 100],
            '0.5 % is 0' => [200000, 199000, 0],
        ];
    }

    /** @dataProvider discounts */
    public function test_discount_percent_is_the_integer_part(int $regular, int $min, int $percent): void
    {
        self::assertSame($percent, Money::discountPercent($regular, $min));
    }

    public function test_a_monthly_instalment_is_the_price_shared_over_the_months_rounded_up_then_its_vat(): void
    {
        self::assertSame(26584, Money::instalment(319000, 12)); // 26.583.33… up to 26.584
        self::assertSame(27913, Money::monthlyInstalment(319000, 12)); // + VAT 1.329
        self::assertSame(13957, Money::monthlyInstalment(319000, 24)); // 13.292 + 0.665
        self::assertSame(8751, Money::monthlyInstalment(100000, 12)); // 8.334 + 0.417
        self::assertSame(10500, Money::monthlyInstalment(120000, 12)); // exactly 10.000 + 0.500
        self::assertGreaterThanOrEqual(319000, 12 * Money::instalment(319000, 12), 'the months cover the price');
        self::assertGreaterThanOrEqual(Money::withVat(319000), 24 * Money::monthlyInstalment(319000, 24));
    }

    public function test_an_omr_string_reads_back_as_baisa_and_nothing_else_does(): void
    {
        self::assertSame(5250, Money::parse('5.250'));
        self::assertSame(5000, Money::parse('5'));
        self::assertSame(5500, Money::parse('5.5'));
        self::assertSame(-1500, Money::parse('-1.500'));
        $this->expectException(\InvalidArgumentException::class);
        Money::parse('5.2500');
    }
}
