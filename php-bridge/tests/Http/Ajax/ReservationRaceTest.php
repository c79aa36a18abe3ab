<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * ARCHITECTURE §3 "Atomic reservation" / 000 §4.3: fifty carts ask for the same number at the same
 * moment, over HTTP against the real site; exactly one gets it.
 */
final class ReservationRaceTest extends TestCase
{
    private const CARTS = 50;

    public function test_fifty_carts_racing_for_one_number_give_one_winner_and_49_number_unavailable(): void
    {
        $number = Fixtures::freeNumber('prepaid', 'GOLD')['msisdn'];
        /** @var list<Browser> $carts */
        $carts = [];
        $handles = [];
        for ($i = 0; $i < self::CARTS; $i++) {
            $carts[$i] = $this->browser(); // own cookie jar, session and nonce
            $handles[$i] = $carts[$i]->ajaxHandle($carts[$i]->addToCartFields($number)); // own captcha token
        }

        $answers = Browser::atOnce(array_map(static fn (int $i): array => [$carts[$i], $handles[$i]], array_keys($handles)));

        $codes = [];
        $winners = [];
        foreach ($answers as $i => $answer) {
            $code = $answer['status'] . ' ' . ($answer['body']['responseCode'] ?? 'no-json');
            $codes[$code] = ($codes[$code] ?? 0) + 1;
            if (($answer['body']['responseCode'] ?? '') === 'success') {
                $winners[] = $carts[$i];
            }
        }

        ksort($codes);
        self::assertSame(['200 success' => 1, '409 number_unavailable' => self::CARTS - 1], $codes);
        self::assertSame($winners[0]->quoteId, Fixtures::holdOf($number)['held_by'], 'the number is held by the winner\'s cart');
        $items = $winners[0]->restWithNonce('cart-page-summary_details', ['lang' => 'en'])['body']['items'];
        self::assertSame([$number], array_column($items, 'msisdn'));
    }
}
