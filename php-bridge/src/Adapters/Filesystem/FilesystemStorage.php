<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Filesystem;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\Storage\Db;
use Whl\Bridge\Infrastructure\Storage\StorageFailure;
use Whl\Bridge\Infrastructure\Time\Clock;
use Whl\Bridge\Infrastructure\Time\SystemClock;
use Whl\Bridge\Ports;

/**
 * The document store (000 §5.5, issue 9; the storage port's adapter on every site): files in a private folder OUTSIDE the WordPress
 * directory (the web root of a site served from it, as the demo and test hosts are), named by 128
 * random bits in hex without extension, so no shopper-given name or type reaches the filesystem
 * and the web server could not run or serve one even if the folder were exposed. An index table
 * (whl_uploads) binds each file to the hash of the session that uploaded it, its detected type,
 * size and time; get() answers only that session.
 *
 * Documents are kept KEEP_DAYS days (a saved session lives 2 days; the back end takes an order's
 * documents when it is placed): the oldest are removed, file and index entry, on WP-Cron every five
 * minutes (purge(), issue 31 finding 5) and at most once an hour ($purgeDue) after an upload.
 *
 * The folder is the setting upload_storage_dir, by default `whl-private-uploads` beside the
 * WordPress directory (in ABSPATH's parent). A folder inside ABSPATH is refused (a LogicException:
 * the call answers `failure`), so a misconfiguration cannot publish the documents.
 */
final class FilesystemStorage implements Ports\Storage
{
    public const DEFAULT_FOLDER = 'whl-private-uploads';
    public const KEEP_DAYS = 7;
    private const PURGE_BATCH = 200;
    /** Batches one purge() may run: 2,000 documents every five minutes on WP-Cron. */
    private const PURGE_RUN_BATCHES = 10;

    /** @param (\Closure(): bool)|null $purgeDue true when old documents are to be removed now */
    public function __construct(
        private readonly \wpdb $db,
        private readonly string $dir,
        private readonly Clock $clock = new SystemClock(),
        private readonly ?\Closure $purgeDue = null,
    ) {
    }

    /** The default folder: beside the WordPress directory, never inside it. */
    public static function defaultDir(): string
    {
        return dirname(rtrim(ABSPATH, '/\\')) . '/' . self::DEFAULT_FOLDER;
    }

    /** The folder, created (0700) when missing; refused inside the WordPress directory. */
    public function dir(): string
    {
        $dir = rtrim($this->dir, '/\\');
        if (!is_dir($dir) && !wp_mkdir_p($dir)) {
            throw new StorageFailure('upload storage folder cannot be created');
        }
        @chmod($dir, 0700);
        $real = realpath($dir);
        $root = realpath(ABSPATH);
        if ($real === false || $root === false) {
            throw new StorageFailure('upload storage folder cannot be resolved');
        }
        if ($real === $root || str_starts_with($real . '/', rtrim($root, '/') . '/')) {
            throw new \LogicException('upload storage folder must be outside the WordPress directory');
        }
        return $real;
    }

    public function put(string $bytes, string $type, string $clientKey): string
    {
        if (!in_array($type, self::TYPES, true)) {
            throw new \InvalidArgumentException('unknown upload type');
        }
        $dir = $this->dir();
        $id = bin2hex(random_bytes(16));
        $path = $dir . '/' . $id;
        // Written under a temporary name and renamed, so a half-written file is never indexed.
        $tmp = $path . '.part';
        if (file_put_contents($tmp, $bytes, LOCK_EX) !== strlen($bytes) || !rename($tmp, $path)) {
            @unlink($tmp);
            throw new StorageFailure('upload cannot be written');
        }
        @chmod($path, 0600);
        try {
            Db::write($this->db, $this->db->prepare(
                "INSERT INTO {$this->table()} (file_id, session_hash, file_type, size_bytes, created_at) VALUES (%s, %s, %s, %d, %s)",
                $id,
                hash('sha256', $clientKey),
                $type,
                strlen($bytes),
                gmdate('Y-m-d H:i:s', $this->clock->now()),
            ));
        } catch (StorageFailure $e) {
            @unlink($path);
            throw $e;
        }
        if ($this->purgeDue !== null && ($this->purgeDue)()) {
            $this->purgeBatch($dir);
        }
        return $id;
    }

    public function freeBytes(): ?int
    {
        $free = @disk_free_space($this->dir());
        return $free === false ? null : (int) $free;
    }

    /** Batches of PURGE_BATCH until none is left or PURGE_RUN_BATCHES ran: a run stays short, the next takes the rest. */
    public function purge(): int
    {
        $dir = $this->dir();
        $removed = 0;
        for ($i = 0; $i < self::PURGE_RUN_BATCHES; $i++) {
            $batch = $this->purgeBatch($dir);
            $removed += $batch;
            if ($batch < self::PURGE_BATCH) {
                break;
            }
        }
        return $removed;
    }

    /** Removes up to PURGE_BATCH documents older than KEEP_DAYS: the file, then its index entry; returns how many. */
    private function purgeBatch(string $dir): int
    {
        $ids = array_column(Db::rows($this->db, $this->db->prepare(
            "SELECT file_id FROM {$this->table()} WHERE created_at < %s ORDER BY created_at LIMIT %d",
            gmdate('Y-m-d H:i:s', $this->clock->now() - self::KEEP_DAYS * DAY_IN_SECONDS),
            self::PURGE_BATCH,
        )), 'file_id');
        foreach ($ids as $id) {
            if (is_string($id) && preg_match('/^[a-f0-9]{32}$/', $id)) {
                @unlink($dir . '/' . $id);
                Db::write($this->db, $this->db->prepare("DELETE FROM {$this->table()} WHERE file_id = %s", $id));
            }
        }
        return count($ids);
    }

    public function transfer(string $fromClientKey, string $toClientKey): void
    {
        Db::write($this->db, $this->db->prepare(
            "UPDATE {$this->table()} SET session_hash = %s WHERE session_hash = %s",
            hash('sha256', $toClientKey),
            hash('sha256', $fromClientKey),
        ));
    }

    public function get(string $id, string $clientKey): ?array
    {
        if (!preg_match('/^[a-f0-9]{32}$/', $id)) {
            return null;
        }
        $row = Db::row($this->db, $this->db->prepare(
            "SELECT file_type, size_bytes, created_at FROM {$this->table()} WHERE file_id = %s AND session_hash = %s",
            $id,
            hash('sha256', $clientKey),
        ));
        if ($row === null) {
            return null;
        }
        $bytes = @file_get_contents($this->dir() . '/' . $id);
        if ($bytes === false) {
            return null;
        }
        return [
            'bytes' => $bytes,
            'type' => (string) $row['file_type'],
            'size' => (int) $row['size_bytes'],
            'stored_at' => (int) strtotime((string) $row['created_at'] . ' UTC'),
        ];
    }

    /** dbDelta statement of the index (Installer). */
    public static function schema(string $prefix, string $collate): string
    {
        return "CREATE TABLE {$prefix}whl_uploads (
  file_id char(32) NOT NULL,
  session_hash char(64) NOT NULL,
  file_type varchar(10) NOT NULL,
  size_bytes int(10) unsigned NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (file_id),
  KEY session_hash (session_hash)
) {$collate};";
    }

    private function table(): string
    {
        return $this->db->prefix . 'whl_uploads';
    }
}
