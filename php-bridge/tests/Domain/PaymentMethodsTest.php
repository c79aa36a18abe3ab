<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Domain\PaymentMethods;
use Whl\Bridge\Domain\ShippingOptions;

/** 000 §4.11 the payment methods offered and placeable, the server twin of src/domain/payment-methods.ts: every row of one table. */
final class PaymentMethodsTest extends TestCase
{
    /** @return array<string, array{array<string, string>, string, bool, list<string>, list<string>}> */
    public static function rows(): array
    {
        $fixture = json_decode((string) file_get_contents(dirname(__DIR__, 3) . '/test/fixtures/rules/payment-methods.json'), true);
        $rows = [];
        foreach ($fixture['cases'] as $case) {
            $due = $case['nothing_due'] ? 'yes' : 'no';
            $name = sprintf('options %s, SIM %s, nothing due %s', json_encode($case['options']), $case['sim_type'] ?: '(none)', $due);
            $rows[$name] = [$case['options'], $case['sim_type'], $case['nothing_due'], $case['offered'], $case['placeable']];
        }
        return $rows;
    }

    /**
     * @dataProvider rows
     * @param array<string, string> $flags contract §4.6 shipping_options ('0'/'1'; left out: offered)
     * @param list<string> $offered
     * @param list<string> $placeable
     */
    public function test_the_methods_of_000_4_11(array $flags, string $simType, bool $nothingDue, array $offered, array $placeable): void
    {
        $on = static fn (string $flag): bool => ($flags[$flag] ?? '1') === '1';
        $options = new ShippingOptions(true, true, $on('pay_online'), $on('pay_later'), $on('card_on_delivery'));
        self::assertSame($offered, PaymentMethods::offered($options, $simType, $nothingDue));
        self::assertSame($placeable, PaymentMethods::placeable($options, $simType, $nothingDue));
    }
}
