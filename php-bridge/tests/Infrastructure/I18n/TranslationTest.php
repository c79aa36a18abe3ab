<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Infrastructure\I18n;

use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Html\Labels;

/**
 * Issue 7 part 6, 000 §2 (en and ar): the bridge's server texts go through gettext, domain
 * whl-bridge, English in the code; languages/whl-bridge-ar.po holds the Arabic and the .mo built
 * from it answers Arabic requests.
 */
final class TranslationTest extends TestCase
{
    private const LANGUAGES = __DIR__ . '/../../../languages';

    public function test_every_text_of_the_code_has_an_arabic_translation_in_the_po_file(): void
    {
        require_once ABSPATH . WPINC . '/pomo/po.php'; // WordPress's own PO reader, as bin/make-mo.php uses
        $po = new \PO();
        self::assertTrue($po->import_from_file(self::LANGUAGES . '/whl-bridge-ar.po'));
        $used = self::textsOfTheCode();
        self::assertGreaterThan(20, count($used));
        foreach ($used as [$context, $text]) {
            $entry = $po->entries[($context !== null ? $context . "\4" : '') . $text] ?? null;
            self::assertNotSame('', (string) ($entry->translations[0] ?? ''), "no Arabic for \"{$text}\"");
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
            ['ar' => '10 جيجابايت', 'en' => '10 GB'],
            Translation::in('ar', static fn (): array => ['ar' => Labels::allowance('10', 'GB', 'ar'), 'en' => Labels::allowance('10', 'GB', 'en')]),
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

    /**
     * The texts of the gettext calls with domain whl-bridge under src/, read with PHP's own tokenizer:
     * [context or null, msgid] of each `__`, `esc_html__`, `esc_attr__`, `_x` and `_n` (its singular)
     * whose arguments are string literals and whose last argument is 'whl-bridge'.
     *
     * @return list<array{?string, string}>
     */
    private static function textsOfTheCode(): array
    {
        $texts = [];
        $files = new \RecursiveIteratorIterator(new \RecursiveDirectoryIterator(__DIR__ . '/../../../src', \FilesystemIterator::SKIP_DOTS));
        foreach ($files as $file) {
            $tokens = array_values(array_filter(
                \PhpToken::tokenize((string) file_get_contents((string) $file)),
                static fn (\PhpToken $token): bool => !$token->isIgnorable()
            ));
            foreach ($tokens as $i => $token) {
                if (!$token->is(['__', 'esc_html__', 'esc_attr__', '_x', '_n']) || !isset($tokens[$i + 1]) || $tokens[$i + 1]->text !== '(') {
                    continue;
                }
                $arguments = self::arguments($tokens, $i + 1);
                $strings = array_map(
                    static fn (array $argument): ?string => count($argument) === 1 && $argument[0]->is(T_CONSTANT_ENCAPSED_STRING)
                        ? self::literal($argument[0]->text)
                        : null,
                    $arguments
                );
                if (end($strings) !== 'whl-bridge' || $strings[0] === null) {
                    continue;
                }
                $texts[] = [$token->text === '_x' ? $strings[1] : null, $strings[0]];
            }
        }
        return array_values(array_unique($texts, SORT_REGULAR));
    }

    /**
     * The arguments of the call whose '(' is $tokens[$open], each as its tokens.
     *
     * @param list<\PhpToken> $tokens
     * @return list<list<\PhpToken>>
     */
    private static function arguments(array $tokens, int $open): array
    {
        [$arguments, $current, $depth] = [[], [], 0];
        for ($i = $open + 1; $i < count($tokens); $i++) {
            $text = $tokens[$i]->text;
            $depth += in_array($text, ['(', '[', '{'], true) ? 1 : (in_array($text, [')', ']', '}'], true) ? -1 : 0);
            if ($depth < 0 || ($depth === 0 && $text === ',')) {
                $arguments[] = $current;
                $current = [];
                if ($depth < 0) {
                    break;
                }
                continue;
            }
            $current[] = $tokens[$i];
        }
        return array_values(array_filter($arguments, static fn (array $argument): bool => $argument !== []));
    }

    /** The value of a string literal token ('…' or "…" without interpolation). */
    private static function literal(string $token): string
    {
        return $token[0] === "'" ? strtr(substr($token, 1, -1), ["\\'" => "'", '\\\\' => '\\']) : stripcslashes(substr($token, 1, -1));
    }
}
