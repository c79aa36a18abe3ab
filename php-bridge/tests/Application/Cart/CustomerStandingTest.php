<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Application\Cart;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Adapters\Sandbox\SeedCustomerFlags;
use Whl\Bridge\Application\Cart\CustomerStanding;
use Whl\Bridge\WordPress\Settings;

/** 000 §2.8, §8: the cart's customer as the operator knows them, and the setting max_connections. */
final class CustomerStandingTest extends TestCase
{
    public function test_an_unknown_customer_is_not_flagged(): void
    {
        $unknown = CustomerStanding::unknown();
        self::assertSame([false, '', false], [$unknown->fraud, $unknown->fraudMessage('en'), $unknown->atLineLimit(5)]);
        self::assertEquals($unknown, SeedCustomerFlags::standingOf(null));
        self::assertEquals($unknown, SeedCustomerFlags::standingOf(['customer_id' => '']));
    }

    public function test_the_fraud_message_is_the_operators_in_the_language_asked_english_otherwise(): void
    {
        $flagged = new CustomerStanding(true, ['en' => 'Visit a store.', 'ar' => 'زر متجرًا.']);
        self::assertSame(['Visit a store.', 'زر متجرًا.', 'Visit a store.'], [
            $flagged->fraudMessage('en'), $flagged->fraudMessage('ar'), $flagged->fraudMessage('fr'),
        ]);
        self::assertSame('', (new CustomerStanding(false, ['en' => 'x']))->fraudMessage('en'), 'not flagged: no message');
    }

    public function test_the_line_limit_counts_from_the_maximum_and_zero_means_none(): void
    {
        $five = new CustomerStanding(lines: 5);
        self::assertSame([true, true, false, false], [$five->atLineLimit(5), $five->atLineLimit(4), $five->atLineLimit(6), $five->atLineLimit(0)]);
    }

    public function test_the_sandboxs_seeded_id_numbers(): void
    {
        self::assertTrue(SeedCustomerFlags::standingOf(['customer_id' => '99900001'])->fraud);
        self::assertSame(5, SeedCustomerFlags::standingOf(['customer_id' => '99900002'])->lines);
        self::assertSame(0, SeedCustomerFlags::standingOf(['customer_id' => '123456789'])->lines);
    }

    public function test_max_connections_defaults_to_five_and_takes_0_to_100(): void
    {
        self::assertSame(5, (new Settings([]))->maxConnections());
        self::assertSame(0, (new Settings(['max_connections' => '0']))->maxConnections());
        self::assertSame(12, (new Settings(['max_connections' => 12]))->maxConnections());
        foreach ([-1, 101, 2.5, 'many', null] as $bad) {
            self::assertSame(5, (new Settings(['max_connections' => $bad]))->maxConnections());
        }
    }
}
