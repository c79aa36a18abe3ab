<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain\Validation;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Domain\Validation\Choice;

/** The closed value sets of 000 §3.2, §3.4, §3.5 (service_type, vanity level, cart_update_flag). */
final class ChoiceTest extends TestCase
{
    public function test_service_type_is_prepaid_or_postpaid(): void
    {
        self::assertNull(Choice::serviceTypeError('prepaid'));
        self::assertNull(Choice::serviceTypeError('postpaid'));
        self::assertSame('service_type_invalid', Choice::serviceTypeError('port-in'));
        self::assertSame('service_type_invalid', Choice::serviceTypeError('Prepaid'));
        self::assertSame('service_type_invalid', Choice::serviceTypeError(''));
    }

    public function test_cart_update_flag_is_clear_or_not_clear(): void
    {
        self::assertNull(Choice::cartUpdateFlagError('cart-clear'));
        self::assertNull(Choice::cartUpdateFlagError('cart-not-clear'));
        self::assertSame('cart_update_flag_invalid', Choice::cartUpdateFlagError('clear'));
    }

    public function test_vanity_level_is_one_of_the_four_tiers_or_empty_for_all(): void
    {
        foreach (['', 'FREE', 'SILVER', 'GOLD', 'PLATINUM', 'gold'] as $ok) {
            self::assertNull(Choice::vanityLevelError($ok), $ok);
        }
        self::assertSame('vanity_level_invalid', Choice::vanityLevelError('DIAMOND'));
    }
}
