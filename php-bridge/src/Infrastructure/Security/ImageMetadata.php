<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Security;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;

/**
 * Uploaded photos lose their metadata before they are stored (issue 31 finding 5): a phone's photo
 * of an ID card carries the camera, the time and often the GPS position of the shopper's home in its
 * EXIF (and XMP, IPTC, comments, PNG text chunks). The image is decoded and encoded again with GD,
 * which writes pixels only: every metadata block is gone, and with it anything hidden in one. The
 * EXIF orientation is applied first, so the stored picture stands as the shopper saw it.
 *
 * PDFs are kept as they are: their metadata (author, creator) is the document's own, and rewriting a
 * PDF needs a library the platform lacks (decision 156).
 */
final class ImageMetadata
{
    /** JPEG quality of the stored image: no visible loss on a document's photo. */
    public const JPEG_QUALITY = 90;

    /** Above this many pixels an image is refused before decoding: GD takes about 5 bytes a pixel. */
    public const MAX_PIXELS = 40_000_000;

    /** EXIF orientation => [degrees counter-clockwise for imagerotate, flip mode or null]. */
    private const ORIENTATIONS = [
        2 => [0, IMG_FLIP_HORIZONTAL],
        3 => [180, null],
        4 => [0, IMG_FLIP_VERTICAL],
        5 => [270, IMG_FLIP_HORIZONTAL],
        6 => [270, null],
        7 => [90, IMG_FLIP_HORIZONTAL],
        8 => [90, null],
    ];

    /**
     * $bytes of a checked image ('jpeg' or 'png', UploadCheck) without its metadata; a PDF as it is.
     *
     * @param \Closure(): Refusal $tooLarge the refusal of an image too large to decode
     * @throws Refusal
     */
    public static function strip(string $bytes, string $type, \Closure $tooLarge): string
    {
        if ($type !== 'jpeg' && $type !== 'png') {
            return $bytes;
        }
        $info = @getimagesizefromstring($bytes);
        if (!is_array($info) || $info[0] * $info[1] > self::MAX_PIXELS) {
            throw $tooLarge();
        }
        wp_raise_memory_limit('image'); // as WordPress does before its own image edits
        $image = @imagecreatefromstring($bytes);
        if ($image === false) {
            throw $tooLarge();
        }
        if ($type === 'jpeg') {
            $image = self::upright($image, self::orientation($bytes));
        } else {
            imagesavealpha($image, true);
        }
        ob_start();
        $written = $type === 'jpeg' ? imagejpeg($image, null, self::JPEG_QUALITY) : imagepng($image, null, 6);
        $clean = (string) ob_get_clean();
        if (!$written || $clean === '') {
            throw new \RuntimeException('image cannot be encoded');
        }
        return $clean;
    }

    /** The EXIF orientation of JPEG $bytes (1, upright, when there is none). */
    private static function orientation(string $bytes): int
    {
        if (!function_exists('exif_read_data')) {
            return 1;
        }
        $exif = @exif_read_data('data://image/jpeg;base64,' . base64_encode($bytes), 'IFD0');
        return is_array($exif) ? (int) ($exif['Orientation'] ?? 1) : 1;
    }

    private static function upright(\GdImage $image, int $orientation): \GdImage
    {
        [$degrees, $flip] = self::ORIENTATIONS[$orientation] ?? [0, null];
        if ($degrees !== 0) {
            $turned = imagerotate($image, $degrees, 0);
            $image = $turned !== false ? $turned : $image;
        }
        if ($flip !== null) {
            imageflip($image, $flip);
        }
        return $image;
    }
}
