<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Html;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\Money;
use Whl\Bridge\Infrastructure\I18n\Translation;

/**
 * The words of the catalogue data the bridge shows in the shop language (quota units, validity).
 * Through gettext, domain whl-bridge (languages/whl-bridge-<locale>.po); the widgets carry their
 * own catalogs.
 */
final class Labels
{
    /** 000 §9 Display: 'Default data unit: GB' (src/domain/allowance.ts on the widgets' side). */
    public const DEFAULT_DATA_UNIT = 'GB';

    /** A data allowance in `$lang`, in GB when the plan names no unit; '' without a quota. */
    public static function dataAllowance(string $quota, string $units, string $lang): string
    {
        return $quota === '' ? '' : self::allowance($quota, trim($units) !== '' ? trim($units) : self::DEFAULT_DATA_UNIT, $lang);
    }

    /**
     * An allowance as one phrase in the shop language (issue 8): "300 minutes", "Unlimited minutes",
     * "10 GB"; Arabic puts the unit before "unlimited" and takes its plural forms from the .po.
     * Quotas and units are the catalogue's codes (GB, MB, Minutes, Unlimited).
     */
    public static function allowance(string $quota, string $units, string $lang): string
    {
        return Translation::in($lang, static function () use ($quota, $units): string {
            $unlimited = strcasecmp($quota, 'Unlimited') === 0;
            return match (true) {
                $units === 'Minutes' && $unlimited => __('Unlimited minutes', 'whl-bridge'),
                /* translators: %s: a number of minutes */
                $units === 'Minutes' => sprintf(_n('%s minute', '%s minutes', (int) $quota, 'whl-bridge'), $quota),
                $unlimited && in_array($units, ['GB', 'MB', ''], true) => __('Unlimited data', 'whl-bridge'),
                /* translators: %s: gigabytes of data */
                $units === 'GB' => sprintf(__('%s GB', 'whl-bridge'), $quota),
                /* translators: %s: megabytes of data */
                $units === 'MB' => sprintf(__('%s MB', 'whl-bridge'), $quota),
                default => trim($quota . ' ' . $units),
            };
        });
    }

    /**
     * 000 §9 an amount with its currency in `$lang` ("OMR 5.250", "5.250 ر.ع."), 3 decimals; a listing's
     * without all-zero decimals ("OMR 25"), as the widgets' formatOmr.
     */
    public static function money(int $baisa, string $lang, bool $listing = false): string
    {
        $amount = Money::display($baisa, $listing);
        return Translation::in($lang, static fn (): string => sprintf(
            /* translators: %s: an amount in Omani rials, Latin digits (OMR 5.250) */
            __('OMR %s', 'whl-bridge'),
            $amount,
        ));
    }

    /**
     * 000 §9 one price convention, as HTML: the amount, "/month" when it is charged every month, and
     * under it that it includes VAT (the widgets' Price); a listing's without all-zero decimals. The
     * caller's element holds it (a plan card's, a number's).
     */
    public static function price(int $baisa, string $lang, bool $monthly, bool $listing = false): string
    {
        return '<span><bdi>' . esc_html(self::money($baisa, $lang, $listing)) . '</bdi>' . Translation::in($lang, static fn (): string => ($monthly
            ? ' ' . esc_html__('/month', 'whl-bridge')
            : '') . '</span><small>' . esc_html__('incl. VAT', 'whl-bridge') . '</small>');
    }

    /** 000 §2.7 a number's vanity level in `$lang` ("Gold", "ذهبي"); a level the catalogue does not name reads as sent. */
    public static function vanityLevel(string $level, string $lang): string
    {
        return Translation::in($lang, static fn (): string => match ($level) {
            'FREE' => _x('Free', 'a number\'s vanity level', 'whl-bridge'),
            'SILVER' => _x('Silver', 'a number\'s vanity level', 'whl-bridge'),
            'GOLD' => _x('Gold', 'a number\'s vanity level', 'whl-bridge'),
            'PLATINUM' => _x('Platinum', 'a number\'s vanity level', 'whl-bridge'),
            default => $level,
        });
    }

    /** A device's storage in `$lang` ("128 GB"). */
    public static function storage(int $gb, string $lang): string
    {
        return self::allowance((string) $gb, 'GB', $lang);
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
