<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Domain\CountryTable;
use Whl\Bridge\Domain\IdTypes;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\WordPress\Settings;

/**
 * 000 §7.4, §9 wpb_countryLookUp: the countries of the nationality and country-code lists, with
 * their numeric ids, names in both languages, dial codes, the GCC flag (000 §5.4's ID types) and
 * the blacklisted flag (setting black_listed_countries; 000 §5.4: the tourist pack leaves them out).
 * The same for everyone: public, no nonce, kept an hour by browsers and page caches per lang (Actions::TABLE),
 * so a blacklist change shows within the hour.
 */
final class CountryActions implements ActionGroup
{
    public function __construct(private readonly Settings $settings)
    {
    }

    public function lookUp(Request $request): Response
    {
        $lang = $request->lang();
        $blacklisted = $this->settings->blackListedCountries();
        $countries = array_map(static fn (array $row): array => [
            'id' => $row[0],
            'iso_code' => $row[1],
            'name' => $lang === 'ar' ? $row[4] : $row[3],
            'name_en' => $row[3],
            'name_ar' => $row[4],
            'dial_code' => $row[2],
            'is_gcc' => in_array($row[1], IdTypes::GCC, true),
            'is_blacklisted' => in_array($row[1], $blacklisted, true),
        ], CountryTable::ROWS);
        // by name in the asked language (no intl here): accents folded; Arabic by code point, the alphabet's order
        usort($countries, static fn (array $a, array $b): int => strcmp(remove_accents($a['name']), remove_accents($b['name'])));
        return Response::success(['lang' => $lang, 'countries' => $countries]);
    }
}
