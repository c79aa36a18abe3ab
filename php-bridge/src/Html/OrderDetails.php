<?php

declare(strict_types=1);

namespace Whl\Bridge\Html;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Cart;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Domain\Totals;

/** The cart summary's `orderDetails` table (000 §3.6), built from the cart and totals. */
final class OrderDetails
{
    public static function table(Cart $cart, Totals $totals, string $lang): string
    {
        $omr = ' ' . Labels::get('omr', $lang);
        $row = static fn (string $label, string $value, string $class = ''): string => sprintf(
            '<tr%s><th scope="row">%s</th><td>%s</td></tr>',
            $class !== '' ? ' class="' . esc_attr($class) . '"' : '',
            esc_html($label),
            esc_html($value),
        );
        $body = '';
        foreach ($cart->items as $item) {
            $body .= $row(Labels::get('plan', $lang), $item->name($lang) . ' — ' . Money::format($item->priceBaisa) . $omr, 'whl-order__plan');
            if ($item->msisdn() !== '') {
                $body .= $row(Labels::get('number', $lang), $item->msisdn() . ' (' . $item->vanityLevel() . ')', 'whl-order__number');
                $body .= $row(Labels::get('number_price', $lang), Money::format($item->numberPriceBaisa()) . $omr, 'whl-order__number-price');
            }
        }
        $foot = $row(Labels::get('subtotal', $lang), Money::format($totals->subtotal) . $omr, 'whl-order__subtotal')
            . $row(sprintf(Labels::get('vat', $lang), $totals->vatPercent), Money::format($totals->vat) . $omr, 'whl-order__vat')
            . $row(Labels::get('total', $lang), Money::format($totals->grandTotal) . $omr, 'whl-order__total');

        return Kses::clean(sprintf(
            '<table class="whl-order" dir="%s"><caption>%s</caption><tbody>%s</tbody><tfoot>%s</tfoot></table>',
            $lang === 'ar' ? 'rtl' : 'ltr',
            esc_html(Labels::get('summary', $lang)),
            $body,
            $foot,
        ));
    }
}
