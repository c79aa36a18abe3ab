<?php

declare(strict_types=1);

namespace Whl\Bridge\Ports;

defined('ABSPATH') || exit;

/**
 * The shopper's uploaded documents (000 §3.11, §5.5, §7.4): kept away from the web, under random
 * opaque ids, each bound to the session that uploaded it: a private folder outside the web root
 * (Adapters\Filesystem\FilesystemStorage), on the demo and in production; an adapter for the back
 * end's document store could take its place.
 *
 * Callers have checked the content already (Infrastructure\Security\UploadCheck): the port stores bytes of a
 * known type and never sees the shopper's file name.
 */
interface Storage
{
    /** Detected types the port stores (Infrastructure\Security\UploadCheck::TYPES). */
    public const TYPES = ['jpeg', 'png', 'pdf'];

    /**
     * Stores $bytes of the detected $type for the client $clientKey (the session's id; adapters
     * keep only its hash) and returns the file's opaque id: 32 lowercase hex digits (128 random bits).
     *
     * @throws \Whl\Bridge\Infrastructure\Storage\StorageFailure when the file or its index entry cannot be written
     */
    public function put(string $bytes, string $type, string $clientKey): string;

    /**
     * The stored file of $id if $clientKey uploaded it; null otherwise (unknown id, malformed id,
     * another session's file): a caller cannot tell another session's file from none.
     *
     * @return array{bytes: string, type: string, size: int, stored_at: int}|null
     */
    public function get(string $id, string $clientKey): ?array;

    /**
     * The bytes free on the store's disk, or null when the store does not know (one behind an API):
     * uploads stop under the settings' floor (issue 31 finding 5).
     */
    public function freeBytes(): ?int;

    /**
     * Removes the documents kept longer than the store keeps them (WP-Cron, issue 31 finding 5);
     * returns how many went.
     *
     * @throws \Whl\Bridge\Infrastructure\Storage\StorageFailure
     */
    public function purge(): int;

    /**
     * The documents of $fromClientKey become $toClientKey's: a session whose id changes (personal data
     * attached to it) keeps what it uploaded.
     *
     * @throws \Whl\Bridge\Infrastructure\Storage\StorageFailure when the index cannot be written
     */
    public function transfer(string $fromClientKey, string $toClientKey): void;
}
