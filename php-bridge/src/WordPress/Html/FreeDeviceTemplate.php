<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Html;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Catalogue\DevicePresenter;
use Whl\Bridge\Domain\Device;
use Whl\Bridge\Domain\Money;
use Whl\Bridge\Infrastructure\I18n\Translation;

/**
 * `FreeDeviceListing.FreeDeviceTemplate` (000 §2.7, §7.2; contract §7.1): the free-device popup's
 * list, built from the devices, escaped, then wp_kses.
 */
final class FreeDeviceTemplate
{
    /** @param list<Device> $devices */
    public static function render(array $devices, string $lang): string
    {
        return Translation::in($lang, static fn (): string => self::build($devices, $lang));
    }

    /** @param list<Device> $devices */
    private static function build(array $devices, string $lang): string
    {
        $omr = ' ' . Labels::currency($lang);
        $cards = '';
        foreach ($devices as $device) {
            $cards .= sprintf(
                '<div class="whl-free-device" data-sku="%1$s"><h4 class="whl-free-device__name">%2$s</h4>'
                . '<ul class="whl-free-device__facts"><li class="whl-free-device__brand">%3$s</li>'
                . '<li class="whl-free-device__colour">%4$s</li><li class="whl-free-device__storage">%5$s</li></ul>'
                . '<p class="whl-free-device__price"><span class="whl-free-device__regular-label">%6$s</span> '
                . '<del class="whl-free-device__regular">%7$s</del> <strong class="whl-free-device__now">%8$s</strong> '
                . '<span class="whl-free-device__badge">%9$s</span></p></div>',
                esc_attr($device->sku),
                esc_html($device->name($lang)),
                esc_html($device->brand($lang)),
                esc_html($device->colour($lang)),
                esc_html(DevicePresenter::storage($device, $lang)),
                esc_html__('Regular price', 'whl-bridge'),
                esc_html(Money::format($device->regularPriceBaisa) . $omr),
                esc_html(Money::format($device->priceBaisa) . $omr),
                esc_html__('Free', 'whl-bridge'),
            );
        }
        return Kses::clean(sprintf(
            '<div class="whl-free-devices" dir="%s"><h3 class="whl-free-devices__title">%s</h3>%s</div>',
            $lang === 'ar' ? 'rtl' : 'ltr',
            esc_html__('Free devices with your plan', 'whl-bridge'),
            $cards !== '' ? $cards : '<p class="whl-free-devices__none">' . esc_html__('No free devices are available right now.', 'whl-bridge') . '</p>',
        ));
    }
}
