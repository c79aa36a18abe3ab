<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Domain\CountryTable;
use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * 000 §7.4, §9 / issue 9: wpb_countryLookUp, the country list with ids, names in en and ar, dial
 * codes, the GCC and blacklisted flags; public (no nonce), cached with its language.
 */
final class CountryLookUpTest extends TestCase
{
    private static function lookUp(string $lang): array
    {
        return (new Browser())->ajax(['action' => 'wpb_countryLookUp', 'lang' => $lang, '_ajax_nonce' => ''], 'GET');
    }

    /** @return array<string, array<string, mixed>> ISO code => country */
    private static function byCode(array $answer): array
    {
        return array_column($answer['body']['countries'], null, 'iso_code');
    }

    public function test_000_s9_the_gcc_ids_are_the_specs_and_oman_has_its_dial_code(): void
    {
        $answer = self::lookUp('en');
        self::assertSame(200, $answer['status'], $answer['raw']);
        self::assertSame(['public, max-age=3600'], $answer['headers']['cache-control'] ?? null);
        $countries = self::byCode($answer);
        self::assertCount(249, $countries);
        $gcc = array_filter($countries, static fn (array $c): bool => $c['is_gcc']);
        self::assertEqualsCanonicalizing(['BH' => 33, 'KW' => 62, 'QA' => 85, 'SA' => 89, 'AE' => 101], array_column($gcc, 'id', 'iso_code'));
        self::assertSame(
            [
                'id' => 174, 'iso_code' => 'OM', 'name' => 'Oman', 'name_en' => 'Oman', 'name_ar' => 'عُمان', 'dial_code' => '968',
                'is_gcc' => false, 'is_blacklisted' => false,
            ],
            $countries['OM']
        );
        self::assertSame(count($countries), count(array_unique(array_column($countries, 'id'))), 'ids are unique');
        self::assertSame('Afghanistan', $answer['body']['countries'][0]['name'], 'by name');
    }

    public function test_arabic_names_and_the_blacklist_setting(): void
    {
        self::assertTrue(self::byCode(self::lookUp('en'))['KP']['is_blacklisted'], 'the Sandbox default');
        $this->settings(['black_listed_countries' => ['ir', 'XX1', 'SY']]);
        $answer = self::lookUp('ar');
        $countries = self::byCode($answer);
        self::assertSame(['ar', 'الإمارات العربية المتحدة'], [$answer['body']['lang'], $countries['AE']['name']]);
        self::assertSame(['IR', 'SY'], array_keys(array_filter($countries, static fn (array $c): bool => $c['is_blacklisted'])));
    }

    public function test_the_generated_table_has_well_formed_rows(): void
    {
        foreach (CountryTable::ROWS as [$id, $code, $dial, $en, $ar]) {
            self::assertMatchesRegularExpression('/^[A-Z]{2}$/', $code);
            self::assertMatchesRegularExpression('/^[1-9]\d{0,3}$/', $dial, $code);
            self::assertGreaterThan(0, $id);
            self::assertNotSame('', $en);
            self::assertMatchesRegularExpression('/\p{Arabic}/u', $ar, $code);
        }
    }
}
