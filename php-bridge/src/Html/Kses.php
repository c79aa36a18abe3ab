<?php

declare(strict_types=1);

namespace Whl\Bridge\Html;

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
            'div' => self::BLOCK + ['data-sku' => true, 'data-family' => true],
            'section' => self::BLOCK,
            'p' => self::BLOCK,
            'span' => self::BLOCK,
            'strong' => ['class' => true],
            'em' => ['class' => true],
            'del' => ['class' => true],
            'h3' => self::BLOCK,
            'h4' => self::BLOCK,
            'ul' => self::BLOCK,
            'li' => self::BLOCK,
            'a' => ['href' => true, 'class' => true],
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
