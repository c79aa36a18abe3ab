<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Http\Request;

/** ARCHITECTURE §3: the call is sanitised once; handlers read typed values. */
final class RequestTest extends TestCase
{
    protected function tearDown(): void
    {
        $_GET = $_POST = [];
        unset($_SERVER['HTTP_X_WHL_NONCE']);
    }

    public function test_text_is_sanitised_and_arrays_are_dropped(): void
    {
        $request = Request::create(['msg' => " <b>boom</b>\n next ", 'list' => ['a', 'b']]);
        self::assertSame('boom next', $request->string('msg'));
        self::assertSame('', $request->string('list'));
        self::assertFalse($request->has('list'));
    }

    public function test_empty_fields_fall_back_to_the_default(): void
    {
        $request = Request::create(['cart_update_flag' => '']);
        self::assertSame('cart-not-clear', $request->string('cart_update_flag', 'cart-not-clear'));
    }

    public function test_integers_are_null_when_not_integers(): void
    {
        $request = Request::create(['page_size' => '3', 'page_index' => 'two', 'neg' => '-1', 'big' => '99999999999']);
        self::assertSame(3, $request->int('page_size'));
        self::assertNull($request->int('page_index', 1));
        self::assertSame(-1, $request->int('neg'));
        self::assertNull($request->int('big'));
        self::assertSame(7, $request->int('absent', 7));
    }

    public function test_lang_is_en_unless_ar(): void
    {
        self::assertSame('ar', Request::create(['lang' => 'ar'])->lang());
        self::assertSame('en', Request::create(['lang' => 'fr'])->lang());
        self::assertSame('en', Request::create([])->lang());
    }

    public function test_globals_are_unslashed_post_wins_and_the_nonce_is_read(): void
    {
        // WordPress adds slashes to the superglobals.
        $_GET = ['action' => 'x', 'q' => 'get', '_ajax_nonce' => 'abc123'];
        $_POST = ['q' => "O\\'Brien"];
        $request = Request::fromGlobals();
        self::assertSame("O'Brien", $request->string('q'));
        self::assertSame('abc123', $request->nonce());
    }
}
