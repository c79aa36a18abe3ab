<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\I18n;

use Whl\Bridge\Html\Labels;
use Whl\Bridge\I18n\Translation;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 7 part 6, 000 §2 (en and ar): the bridge's server texts go through gettext, domain
 * whl-bridge, English in the code; languages/whl-bridge-ar.po holds the Arabic and the .mo built
 * from it answers Arabic requests.
 */
final class TranslationTest extends TestCase
{
    private const LANGUAGES = __DIR__ . '/../../languages';

    public function test_every_text_of_the_code_has_an_arabic_translation_in_the_po_file(): void
    {
        $po = (string) file_get_contents(self::LANGUAGES . '/whl-bridge-ar.po');
        $used = self::textsOfTheCode();
        self::assertGreaterThan(20, count($used));
        foreach ($used as $text) {
            $entry = '/^msgid ' . preg_quote(self::poString($text), '/') . '\n(msgid_plural .*\n)?msgstr(\[0\])? "(?!")/m';
            self::assertMatchesRegularExpression($entry, $po, "no Arabic for \"{$text}\"");
        }
    }

    public function test_the_catalog_is_built_from_the_po_file(): void
    {
        self::assertFileExists(self::LANGUAGES . '/whl-bridge-ar.mo', 'php-bridge/bin/make-mo.php (npm run i18n:mo) builds it');
        self::assertGreaterThanOrEqual(
            filemtime(self::LANGUAGES . '/whl-bridge-ar.po'),
            filemtime(self::LANGUAGES . '/whl-bridge-ar.mo'),
            'the .mo is older than its .po'
        );
    }

    public function test_texts_come_in_the_requested_language_and_the_previous_one_is_restored(): void
    {
        self::assertSame('الصلاحية', Translation::in('ar', static fn (): string => __('Validity', 'whl-bridge')));
        self::assertSame('Validity', Translation::in('en', static fn (): string => __('Validity', 'whl-bridge')));
        self::assertSame('Validity', __('Validity', 'whl-bridge'), 'this English request has its English texts back');
        self::assertSame(
            ['ar' => 'جيجابايت', 'en' => 'GB'],
            Translation::in('ar', static fn (): array => ['ar' => Labels::word('GB', 'ar'), 'en' => Labels::word('GB', 'en')]),
            'nested: each call in its own language'
        );
    }

    /** 000 §9 validity, with Arabic's plural forms (Plural-Forms of the .po). */
    public function test_validity_in_weeks_days_and_hours_in_both_languages(): void
    {
        $expected = [
            1 => ['24 hours', '24 ساعة'],
            7 => ['1 week', 'أسبوع'],
            14 => ['2 weeks', 'أسبوعان'],
            28 => ['4 weeks', '4 أسابيع'],
            84 => ['12 weeks', '12 أسبوعاً'],
            5 => ['5 days', '5 أيام'],
            30 => ['30 days', '30 يوماً'],
        ];
        foreach ($expected as $days => [$en, $ar]) {
            self::assertSame($en, Labels::validity($days, 'en'), "{$days} days");
            self::assertSame($ar, Labels::validity($days, 'ar'), "{$days} days");
        }
    }

    /** @return list<string> the msgids of the gettext calls with domain whl-bridge under src/ */
    private static function textsOfTheCode(): array
    {
        $texts = [];
        $files = new \RecursiveIteratorIterator(new \RecursiveDirectoryIterator(__DIR__ . '/../../src', \FilesystemIterator::SKIP_DOTS));
        foreach ($files as $file) {
            $code = (string) file_get_contents((string) $file);
            $call = "/\\b(?:__|esc_html__|esc_attr__|_n|_x)\\(\\s*'((?:[^'\\\\]|\\\\.)*)'";
            preg_match_all($call . "(?:\\s*,\\s*'(?:[^'\\\\]|\\\\.)*')?[^;]*?'whl-bridge'/s", $code, $m);
            foreach ($m[1] as $text) {
                $texts[] = stripslashes($text);
            }
        }
        return array_values(array_unique($texts));
    }

    private static function poString(string $text): string
    {
        return '"' . addcslashes($text, "\"\\") . '"';
    }
}
