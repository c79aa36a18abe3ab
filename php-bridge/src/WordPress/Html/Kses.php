<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Html;

defined('ABSPATH') || exit;

/**
 * The one gate for HTML the bridge sends (plan templates, ImportantInfoData, orderDetails,
 * FreeDeviceTemplate): built from data with esc_html/esc_attr/esc_url, then passed through
 * wp_kses with this allowlist.
 */
final class Kses
{
    private const BLOCK = ['class' => true, 'dir' => true, 'lang' => true];

    public static function allowed(): array
    {
        return [
            'div' => self::BLOCK + [
                'data-sku' => true,
                'data-family' => true,
                'data-term' => true,
                'popover' => true,
                'id' => true,
                'role' => true,
                'aria-labelledby' => true,
                'aria-label' => true,
                'data-model' => true,
                'data-variant' => true,
            ],
            'section' => self::BLOCK + ['id' => true, 'aria-labelledby' => true, 'aria-label' => true],
            'p' => self::BLOCK + ['role' => true, 'popover' => true, 'id' => true],
            // a colour swatch's own colour is data (DeviceCatalogue): safecss_filter_attr keeps background-color only
            'span' => self::BLOCK + ['style' => true],
            'img' => ['src' => true, 'alt' => true, 'width' => true, 'height' => true, 'loading' => true, 'class' => true, 'data-variant' => true],
            'strong' => ['class' => true],
            'em' => ['class' => true],
            'del' => ['class' => true],
            'h3' => self::BLOCK,
            'h4' => self::BLOCK + ['id' => true],
            'ul' => self::BLOCK + ['aria-label' => true],
            'li' => self::BLOCK + ['data-plan' => true, 'data-brand' => true, 'data-os' => true],
            'a' => ['href' => true, 'class' => true, 'data-whl-link' => true],
            // the postpaid listing (PostpaidCards): its tabs, radios, native popovers and what the widget reads by data-*
            'nav' => ['class' => true, 'aria-label' => true],
            'h2' => ['class' => true, 'id' => true],
            'dl' => ['class' => true],
            'dt' => [],
            'dd' => [],
            'bdi' => ['class' => true, 'dir' => true],
            'small' => ['class' => true],
            'fieldset' => ['class' => true],
            'legend' => ['class' => true],
            'label' => ['class' => true],
            'input' => ['type' => true, 'name' => true, 'value' => true, 'checked' => true, 'placeholder' => true, 'inputmode' => true, 'dir' => true],
            // the number page's first screen (NumberPreview): its search box, disabled until the widget runs
            'form' => ['class' => true, 'role' => true],
            'button' => [
                'type' => true,
                'class' => true,
                'popovertarget' => true,
                'popovertargetaction' => true,
                'aria-label' => true,
                'disabled' => true,
                'data-change' => true,
                'data-add' => true,
                'data-add-card' => true,
            ],
            'table' => self::BLOCK,
            'caption' => ['class' => true],
            'thead' => [],
            'tbody' => [],
            'tfoot' => [],
            'tr' => ['class' => true],
            'th' => ['class' => true, 'scope' => true, 'colspan' => true],
            'td' => ['class' => true, 'colspan' => true],
        ];
    }

    public static function clean(string $html): string
    {
        return wp_kses($html, self::allowed(), ['http', 'https']);
    }
}
