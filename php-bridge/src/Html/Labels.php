<?php

declare(strict_types=1);

namespace Whl\Bridge\Html;

defined('ABSPATH') || exit;

use Whl\Bridge\I18n\Translation;

/**
 * The words of the catalogue data the bridge shows in the shop language (quota units, validity).
 * Through gettext, domain whl-bridge (languages/whl-bridge-<locale>.po); the widgets carry their
 * own catalogs.
 */
final class Labels
{
    /** Quotas and units ("GB", "Minutes", "Unlimited") in the shop language; other words as given. */
    public static function word(string $word, string $lang): string
    {
        return Translation::in($lang, static fn (): string => match ($word) {
            'GB' => __('GB', 'whl-bridge'),
            'MB' => __('MB', 'whl-bridge'),
            'Minutes' => __('Minutes', 'whl-bridge'),
            'Unlimited' => __('Unlimited', 'whl-bridge'),
            default => $word,
        });
    }

    /** The currency after a price. */
    public static function currency(string $lang): string
    {
        return Translation::in($lang, static fn (): string => __('OMR', 'whl-bridge'));
    }

    /** 000 §9: a multiple of 7 days is shown in weeks; 1 day as '24 hours'; otherwise days. */
    public static function validity(int $days, string $lang): string
    {
        return Translation::in($lang, static function () use ($days): string {
            if ($days === 1) {
                return __('24 hours', 'whl-bridge');
            }
            if ($days % 7 === 0) {
                $weeks = intdiv($days, 7);
                /* translators: %d: number of weeks (Arabic: 1 and 2 without the digit) */
                return sprintf(_n('%d week', '%d weeks', $weeks, 'whl-bridge'), $weeks);
            }
            /* translators: %d: number of days */
            return sprintf(_n('%d day', '%d days', $days, 'whl-bridge'), $days);
        });
    }
}
