<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Http\Ajax\ErrorLogger;
use Whl\Bridge\Http\Request;

/** 000 §7.1 wp_js_error_logger: page script errors reach the PHP log, one line, truncated. */
final class ErrorLoggerTest extends TestCase
{
    public function test_a_script_error_becomes_one_log_line(): void
    {
        $lines = [];
        $logger = new ErrorLogger(static function (string $line) use (&$lines): void {
            $lines[] = $line;
        });
        $response = $logger->log(Request::create(['msg' => 'TypeError: x is undefined', 'url' => 'https://shop.example/my_cart/', 'line' => '42']));

        self::assertSame('success', $response->code());
        self::assertSame(['[whl-js] TypeError: x is undefined at https://shop.example/my_cart/:42'], $lines);
    }

    public function test_forged_lines_and_floods_are_cut(): void
    {
        $lines = [];
        $logger = new ErrorLogger(static function (string $line) use (&$lines): void {
            $lines[] = $line;
        });
        $logger->log(Request::create(['msg' => str_repeat('a', 2000), 'url' => "x\r\n[whl-bridge] fake entry", 'line' => 'NaN']));

        self::assertCount(1, $lines);
        self::assertStringNotContainsString("\n", $lines[0]);
        self::assertLessThan(900, mb_strlen($lines[0]));
        self::assertStringEndsWith(':0', $lines[0]);
    }
}
