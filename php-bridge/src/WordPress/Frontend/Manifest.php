<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Frontend;

defined('ABSPATH') || exit;

/**
 * The build's manifest (contract §6): custom element tag => entry file and the chunks it
 * imports, relative to php-bridge/assets/build/<build>/.
 */
final class Manifest
{
    /** @param array<string, array{file: string, imports: list<string>}> $entries */
    private function __construct(private readonly array $entries)
    {
    }

    /** Null when the build is missing or unreadable. */
    public static function load(string $path): ?self
    {
        if (!is_readable($path)) {
            return null;
        }
        $data = json_decode((string) file_get_contents($path), true);
        if (!is_array($data)) {
            return null;
        }
        $entries = [];
        foreach ($data as $tag => $entry) {
            if (!is_string($tag) || !is_array($entry) || !self::isSafePath($entry['file'] ?? null)) {
                continue;
            }
            $imports = array_values(array_filter((array) ($entry['imports'] ?? []), [self::class, 'isSafePath']));
            $entries[$tag] = ['file' => $entry['file'], 'imports' => $imports];
        }
        return new self($entries);
    }

    /** @return array{file: string, imports: list<string>}|null */
    public function entry(string $tag): ?array
    {
        return $this->entries[$tag] ?? null;
    }

    /** A relative path inside the build folder: no scheme, no leading slash, no "..". */
    public static function isSafePath(mixed $path): bool
    {
        return is_string($path)
            && preg_match('#^[A-Za-z0-9_-][A-Za-z0-9._/-]*\.m?js$#', $path) === 1
            && !str_contains($path, '..')
            && !str_contains($path, '//');
    }
}
