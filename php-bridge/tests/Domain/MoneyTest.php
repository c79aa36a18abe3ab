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
}
