<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Html;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Cart;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\Totals;
use Whl\Bridge\Infrastructure\I18n\Translation;

/** The cart summary's `orderDetails` table (000 §3.6), built from the cart and totals. */
final class OrderDetails
{
    public static function table(Cart $cart, Totals $totals, string $lang): string
    {
        return Translation::in($lang, static fn (): string => self::build($cart, $totals, $lang));
    }

    private static function build(Cart $cart, Totals $totals, string $lang): string
    {
        $omr = ' ' . Labels::currency($lang);
        $row = static fn (string $label, string $value, string $class = ''): string => sprintf(
            '<tr%s><th scope="row">%s</th><td>%s</td></tr>',
            $class !== '' ? ' class="' . esc_attr($class) . '"' : '',
            esc_html($label),
            esc_html($value),
        );
        $body = '';
        foreach ($cart->items as $item) {
            $body .= $row(__('Plan', 'whl-bridge'), $item->name($lang) . ' — ' . Money::format($item->priceBaisa) . $omr, 'whl-order__plan');
            if ($item->msisdn() !== '') {
                $body .= $row(__('Number', 'whl-bridge'), $item->msisdn() . ' (' . $item->vanityLevel() . ')', 'whl-order__number');
                $body .= $row(__('Number price', 'whl-bridge'), Money::format($item->numberPriceBaisa()) . $omr, 'whl-order__number-price');
            }
        }
        $foot = $row(__('Subtotal', 'whl-bridge'), Money::format($totals->subtotal) . $omr, 'whl-order__subtotal')
            . $row(
                /* translators: %d: the VAT rate in percent */
                sprintf(__('VAT (%d%%)', 'whl-bridge'), $totals->vatPercent),
                Money::format($totals->vat) . $omr,
                'whl-order__vat'
            )
            . $row(__('Total', 'whl-bridge'), Money::format($totals->grandTotal) . $omr, 'whl-order__total');

        return Kses::clean(sprintf(
            '<table class="whl-order" dir="%s"><caption>%s</caption><tbody>%s</tbody><tfoot>%s</tfoot></table>',
            $lang === 'ar' ? 'rtl' : 'ltr',
            esc_html__('Order summary', 'whl-bridge'),
            $body,
            $foot,
        ));
    }
}
