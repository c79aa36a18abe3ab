<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Security;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Infrastructure\I18n\Translation;

/**
 * The server's checks of an uploaded document (000 §5.5, §8 "Uploads"), whatever the widget checked:
 * - the name: no path separator, no `..`, no control character, something before the extension;
 *   its extension (last dot segment, case-insensitive) jpeg, jpg, png or pdf; for port-in orders
 *   jpeg, jpg or png only;
 * - the size: at most the configured image maximum (JPEG, PNG) or PDF maximum;
 * - the content: its magic bytes (JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`, PDF `%PDF-`),
 *   images also parsed by getimagesizefromstring, and the type they give must be the extension's.
 *   The client's MIME type is never read. SVG, HTML or PHP has none of these headers: refused
 *   whatever its name.
 * - a compressed image (wp_user_upload_compressed_document): a `data:image/jpeg;base64,` URL of
 *   strict base64 that decodes to a JPEG; its name an image's.
 *
 * Refusals (Application\Refusal) are `upload_invalid_type` (422) and `upload_too_large` (413, contract
 * §3.1) with the spec's message in the shopper's language (gettext, domain whl-bridge).
 */
final class UploadCheck
{
    /** Extension => detected type. */
    public const TYPES = ['jpeg' => 'jpeg', 'jpg' => 'jpeg', 'png' => 'png', 'pdf' => 'pdf'];

    /** 000 §5.5: port-in orders take images only. */
    public const PORT_IN_EXTENSIONS = ['jpeg', 'jpg', 'png'];

    public const INVALID_TYPE = 'upload_invalid_type';
    public const TOO_LARGE = 'upload_too_large';

    public const DATA_URL_PREFIX = 'data:image/jpeg;base64,';

    private const MAGIC = ['jpeg' => "\xFF\xD8\xFF", 'png' => "\x89PNG\r\n\x1A\n", 'pdf' => '%PDF-'];
    private const IMAGE_TYPES = ['jpeg' => IMAGETYPE_JPEG, 'png' => IMAGETYPE_PNG];

    public function __construct(
        private readonly int $imageMaxBytes,
        private readonly int $pdfMaxBytes,
        private readonly bool $portIn,
        private readonly string $lang,
    ) {
    }

    /**
     * The detected type of a file named $name (and $fullPath, the name as the client sent it) with
     * content $bytes.
     *
     * @throws Refusal upload_invalid_type, upload_too_large
     */
    public function file(string $name, string $fullPath, string $bytes): string
    {
        $type = $this->typeOfName($name, $fullPath);
        $this->checkSize($type, strlen($bytes));
        if (self::detect($bytes) !== $type) {
            throw $this->invalidType($name);
        }
        return $type;
    }

    /**
     * The JPEG bytes of a compressed image's data URL, named $name.
     *
     * @throws Refusal upload_invalid_type, upload_too_large
     */
    public function compressed(string $name, string $dataUrl): string
    {
        $type = $this->typeOfName($name, $name);
        if ($type === 'pdf' || !str_starts_with($dataUrl, self::DATA_URL_PREFIX)) {
            throw $this->invalidType($name);
        }
        $encoded = substr($dataUrl, strlen(self::DATA_URL_PREFIX));
        // Refused before decoding when even the encoded text is longer than the limit allows.
        if (strlen($encoded) > intdiv($this->imageMaxBytes + 2, 3) * 4) {
            throw $this->tooLarge('jpeg');
        }
        $bytes = base64_decode($encoded, true);
        if ($bytes === false || $bytes === '') {
            throw $this->invalidType($name);
        }
        $this->checkSize('jpeg', strlen($bytes));
        if (self::detect($bytes) !== 'jpeg') {
            throw $this->invalidType($name);
        }
        return $bytes;
    }

    /** The type the size limit of a file named $name is read for, before its content is read. */
    public function checkedType(string $name, string $fullPath): string
    {
        return $this->typeOfName($name, $fullPath);
    }

    /** @throws Refusal upload_too_large */
    public function checkSize(string $type, int $size): void
    {
        if ($size > ($type === 'pdf' ? $this->pdfMaxBytes : $this->imageMaxBytes)) {
            throw $this->tooLarge($type);
        }
    }

    /** The type the content's magic bytes give ('jpeg', 'png', 'pdf'); images must also parse. */
    public static function detect(string $bytes): ?string
    {
        foreach (self::MAGIC as $type => $magic) {
            if (!str_starts_with($bytes, $magic)) {
                continue;
            }
            if (isset(self::IMAGE_TYPES[$type])) {
                $info = @getimagesizefromstring($bytes);
                return is_array($info) && $info[2] === self::IMAGE_TYPES[$type] ? $type : null;
            }
            return $type;
        }
        return null;
    }

    /** @throws Refusal upload_invalid_type */
    private function typeOfName(string $name, string $fullPath): string
    {
        foreach ([$name, $fullPath] as $given) {
            if ($given === '' || preg_match('#[/\\\\\x00-\x1f\x7f]#', $given) || str_contains($given, '..')) {
                throw $this->invalidType($name);
            }
        }
        $dot = strrpos($name, '.');
        // a name that is only an extension ('.jpg') names no file (issue 31 finding 5)
        $extension = $dot === false || trim(substr($name, 0, $dot)) === '' ? '' : strtolower(substr($name, $dot + 1));
        $allowed = $this->portIn ? self::PORT_IN_EXTENSIONS : array_keys(self::TYPES);
        if (!in_array($extension, $allowed, true)) {
            throw $this->invalidType($name);
        }
        return self::TYPES[$extension];
    }

    private function invalidType(string $name): Refusal
    {
        $shown = self::shownName($name);
        $message = Translation::in($this->lang, fn (): string => $this->portIn
            ? __('Only files with the following extensions are allowed: jpg,  png', 'whl-bridge')
            /* translators: {file_name} is replaced by the file's name; keep it as it is. */
            : str_replace('{file_name}', $shown, __('{file_name} cannot be uploaded. Only jpg, jpeg, png and pdf files are allowed.', 'whl-bridge')));
        return new Refusal(self::INVALID_TYPE, safeMessage: $message);
    }

    /** The size refusal of a file of $type: the spec's message, naming the type's maximum. */
    public function tooLarge(string $type): Refusal
    {
        $mb = (int) round(($type === 'pdf' ? $this->pdfMaxBytes : $this->imageMaxBytes) / 1048576);
        $message = Translation::in($this->lang, static fn (): string => sprintf(
            /* translators: %s: the maximum size in MB */
            __('The file is too large. The maximum size is %s MB.', 'whl-bridge'),
            number_format_i18n($mb),
        ));
        return new Refusal(self::TOO_LARGE, safeMessage: $message);
    }

    /** The name as shown in a message: its last segment, plain text, at most 80 characters. */
    private static function shownName(string $name): string
    {
        $last = preg_split('#[/\\\\]#', $name);
        return mb_substr(sanitize_text_field((string) end($last)), 0, 80);
    }
}
