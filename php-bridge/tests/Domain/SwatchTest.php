<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Domain;

use PHPUnit\Framework\TestCase;
use Whl\Bridge\Domain\Swatch;

/** 000 §2.6, §9 Display: the swatch's text is black from YIQ 128, white below (the bridge prints the device pages: no twin in the widgets). */
final class SwatchTest extends TestCase
{
    /** @return array<string, array{string, ?float, string}> colour, YIQ, text colour */
    public static function colours(): array
    {
        return [
            'white' => ['#ffffff', 255.0, 'black'],
            'black' => ['#000000', 0.0, 'white'],
            'YIQ 127 is white text' => ['#7f7f7f', 127.0, 'white'],
            'YIQ 128 is black text' => ['#808080', 128.0, 'black'],
            'short form' => ['#fff', 255.0, 'black'],
            'without #' => ['1c1c1e', 28.228, 'white'],
            'upper case, pale blue' => ['#A7C1D9', 187.962, 'black'],
            'red' => ['#ff0000', 76.245, 'white'],
            'green' => ['#00ff00', 149.685, 'black'],
            'blue' => ['#0000ff', 29.07, 'white'],
            'gold' => ['#ffd700', 202.45, 'black'],
            'spaces around' => [' #f5f5f7 ', 245.228, 'black'],
            'unreadable' => ['blue', null, 'black'],
            'empty' => ['', null, 'black'],
            'too short' => ['#12', null, 'black'],
            'five digits' => ['#12345', null, 'black'],
            'not hexadecimal' => ['#gggggg', null, 'black'],
            'a CSS function' => ['rgb(0,0,0)', null, 'black'],
        ];
    }

    /** @dataProvider colours */
    public function test_text_colour_by_yiq(string $colour, ?float $yiq, string $text): void
    {
        $yiq === null ? self::assertNull(Swatch::yiq($colour)) : self::assertEqualsWithDelta($yiq, Swatch::yiq($colour), 0.001);
        self::assertSame($text, Swatch::textColour($colour));
    }
}
