<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\WordPress\Frontend;

use Whl\Bridge\Tests\Support\TestCase;

/** 000 §2 / §2.1: lang=ar makes the page Arabic and right to left; en is the default. */
final class LanguageTest extends TestCase
{
    public function test_lang_ar_gives_an_arabic_right_to_left_page(): void
    {
        $_GET['lang'] = 'ar';
        self::assertSame('dir="rtl" lang="ar"', get_language_attributes());
        self::assertSame('ar', get_locale());
    }

    public function test_without_lang_ar_the_page_stays_as_it_is(): void
    {
        $_GET['lang'] = 'fr';
        self::assertStringNotContainsString('rtl', get_language_attributes());
        self::assertNotSame('ar', get_locale());
    }
}
