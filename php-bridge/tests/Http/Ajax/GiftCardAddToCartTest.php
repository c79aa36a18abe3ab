<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §2.2 (gift cards, order type gift-cards) and contract §8.7: wp_gift_card_add_to_cart. Gift
 * cards share a cart and carry no VAT; another kind of order asks for cart-clear; the bridge
 * re-checks the card and its amount.
 */
final class GiftCardAddToCartTest extends TestCase
{
    /** @param array<string, string> $fields */
    private static function add(Browser $browser, array $fields): array
    {
        return $browser->module('wp_gift_card_add_to_cart', $fields + ['card' => 'sahel-gift-card', 'cart_update_flag' => 'cart-not-clear']);
    }

    public function test_gift_cards_share_a_cart_without_vat(): void
    {
        $browser = $this->browser();
        $answer = self::add($browser, ['amount' => '20.000']);
        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertSame(1, $answer['body']['cart_items_count']);
        self::assertSame(200, self::add($browser, ['card' => 'app-store-gift-card', 'amount' => '10.000'])['status']);

        $summary = $browser->summary();
        self::assertSame('gift-cards', $summary['selected_order_type']);
        self::assertSame(
            [['Shop gift card', 'gift_card', '20.000', '20.000', true], ['App store gift card', 'gift_card', '10.000', '10.000', true]],
            array_map(static fn (array $i): array => [$i['name'], $i['product_type'], $i['price'], $i['price_incl_vat'], $i['vat_exempt']], $summary['items']),
        );
        self::assertSame(['subtotal' => '30.000', 'vat' => '0.000', 'grand_total' => '30.000', 'vat_percent' => 5], $summary['totals']);
        self::assertSame('30.000', $summary['due_today']['grand_total']);
        self::assertSame('بطاقة هدايا المتجر', $browser->summary('ar')['items'][0]['name']);
    }

    public function test_another_kind_of_order_asks_first(): void
    {
        $browser = $this->browser();
        self::assertSame(200, $browser->module('wp_device_add_to_cart', ['sku' => 'ACC-APL-20W', 'order_type' => 'devices'])['status']);
        $refused = self::add($browser, ['amount' => '5.000']);
        self::assertSame([409, 'cart_not_empty'], [$refused['status'], $refused['body']['responseCode']]);
        self::assertSame(200, self::add($browser, ['amount' => '5.000', 'cart_update_flag' => 'cart-clear'])['status']);
        self::assertSame(['GIFT-SAHEL'], array_column($browser->summary()['items'], 'sku'));
        $device = $browser->module('wp_device_add_to_cart', ['sku' => 'ACC-APL-20W', 'order_type' => 'devices']);
        self::assertSame([409, 'cart_not_empty'], [$device['status'], $device['body']['responseCode']], 'and the other way round');
    }

    public function test_an_unknown_card_or_an_amount_it_is_not_sold_in_is_refused(): void
    {
        $browser = $this->browser();
        $cases = [
            [['card' => 'nope', 'amount' => '5.000'], ['card' => 'unknown_product']],
            [['amount' => '7.000'], ['amount' => 'not_offered']],
            [['card' => 'app-store-gift-card', 'amount' => '5.000'], ['amount' => 'not_offered']],
            [['amount' => '5'], ['amount' => 'amount_invalid']],
            [['amount' => '-5.000'], ['amount' => 'amount_invalid']],
            [['card' => '<b>', 'amount' => '5.000'], ['card' => 'plan_key_invalid']], // the catalogue's url-key rule (CatalogueKey)
        ];
        foreach ($cases as [$fields, $errors]) {
            $answer = self::add($browser, $fields);
            self::assertSame(422, $answer['status'], (string) json_encode($fields));
            self::assertSame($errors, array_intersect_key($answer['body']['errors'], $errors), (string) json_encode($fields));
        }
        self::assertSame([], $browser->summary()['items']);
    }
}
