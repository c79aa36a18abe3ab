<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;

/**
 * 000 §7.1 wp_js_error_logger: page script errors into the PHP error log — truncated, one line
 * (no forged log lines), rate-limited per session and IP by the pipeline.
 */
final class ErrorLogger implements ActionGroup
{
    private const MAX_MESSAGE = 500;
    private const MAX_URL = 300;

    /** @var \Closure(string): void */
    private \Closure $log;

    /** @param (\Closure(string): void)|null $log where lines go (error_log by default) */
    public function __construct(?\Closure $log = null)
    {
        $this->log = $log ?? static function (string $line): void {
            error_log($line);
        };
    }

    public function log(Request $request): Response
    {
        $line = sprintf(
            '[whl-js] %s at %s:%d',
            self::oneLine($request->string('msg'), self::MAX_MESSAGE),
            self::oneLine($request->string('url'), self::MAX_URL),
            max(0, (int) $request->int('line', 0)),
        );
        ($this->log)($line);
        return Response::success();
    }

    public static function oneLine(string $text, int $max): string
    {
        $text = (string) preg_replace('/[\x00-\x1F\x7F]+/u', ' ', $text);
        return mb_strlen($text) > $max ? mb_substr($text, 0, $max) . '…' : $text;
    }
}
