<?php

declare(strict_types=1);

namespace Whl\Bridge\Http;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\Security\UploadCheck;
use Whl\Bridge\WordPress\Settings;

/**
 * A POST to admin-ajax whose body passes the web server's post_max_size (issue 31 finding 5): PHP
 * drops the whole body, so the action is unknown and WordPress would answer a bare `400 0`. The
 * shop's uploads are the only large bodies it is sent: the answer is the envelope of an oversize
 * upload, `413 upload_too_large` with the size message (001 §8.4), in the language of the URL's
 * `lang` (the body's is lost with it; the widget sends both).
 */
final class OversizeBody
{
    /** Answers and ends the request when its body was dropped for its size; returns otherwise. */
    public static function answer(Settings $settings): void
    {
        if (!self::dropped($_SERVER, $_POST, $_FILES, (string) ini_get('post_max_size'))) {
            return;
        }
        $lang = ($_GET['lang'] ?? '') === 'ar' ? 'ar' : 'en';
        $check = new UploadCheck($settings->uploadImageMaxBytes(), $settings->uploadPdfMaxBytes(), false, $lang);
        Response::fromException($check->tooLarge('jpeg'))->withNoStore()->send();
    }

    /**
     * Whether PHP dropped a POST body for passing $postMaxSize: a declared length above it and
     * nothing parsed.
     *
     * @param array<string, mixed> $server
     * @param array<mixed> $post
     * @param array<mixed> $files
     */
    public static function dropped(array $server, array $post, array $files, string $postMaxSize): bool
    {
        $limit = wp_convert_hr_to_bytes($postMaxSize);
        return ($server['REQUEST_METHOD'] ?? '') === 'POST'
            && $post === []
            && $files === []
            && $limit > 0
            && (int) ($server['CONTENT_LENGTH'] ?? 0) > $limit;
    }
}
