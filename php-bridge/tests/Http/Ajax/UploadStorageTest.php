<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Adapters\Filesystem\FilesystemStorage;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\MovableClock;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Plugin;

/**
 * 000 §5.5 (issue 9): the Sandbox Storage adapter itself, in this process: a file is read back by
 * its session only, old documents are removed with their index entry, and a folder inside the
 * WordPress directory is refused before anything is written.
 */
final class UploadStorageTest extends TestCase
{
    private const PURGE_HOOK = 'whl_purge_uploads';

    private string $dir = '';

    /** @var list<string> */
    private array $ids = [];

    protected function setUp(): void
    {
        parent::setUp();
        $this->dir = sys_get_temp_dir() . '/whl-upload-test-' . bin2hex(random_bytes(6));
    }

    protected function tearDown(): void
    {
        $db = Fixtures::db();
        foreach ($this->ids as $id) {
            $db->query($db->prepare("DELETE FROM {$db->prefix}whl_uploads WHERE file_id = %s", $id));
        }
        foreach ((array) glob($this->dir . '/*') as $file) {
            @unlink((string) $file);
        }
        @rmdir($this->dir);
        parent::tearDown();
    }

    /** 000 §5.5: 128-bit hex ids, the bytes back for the uploading session only, nothing for a malformed id. */
    public function test_a_file_is_read_back_by_its_session_only(): void
    {
        $storage = new FilesystemStorage(Fixtures::db(), $this->dir);
        $id = $this->ids[] = $storage->put('%PDF-1.4 x', 'pdf', 'session-a');

        self::assertMatchesRegularExpression('/^[a-f0-9]{32}$/', $id);
        self::assertSame(['bytes' => '%PDF-1.4 x', 'type' => 'pdf', 'size' => 10], array_slice((array) $storage->get($id, 'session-a'), 0, 3));
        self::assertNull($storage->get($id, 'session-b'));
        self::assertNull($storage->get('../' . $id, 'session-a'));
        self::assertSame([$id], array_map('basename', (array) glob($this->dir . '/*')), 'stored under its id, nothing else');
        self::assertSame('700', substr(sprintf('%o', fileperms($this->dir)), -3));
    }

    /** 000 §5.5 (issue 9): documents older than KEEP_DAYS go, file and index entry, when the purge is due. */
    public function test_old_documents_are_removed(): void
    {
        $clock = new MovableClock(time() - 30 * DAY_IN_SECONDS); // in the past: only this test's document is older than the cutoff
        $storage = new FilesystemStorage(Fixtures::db(), $this->dir, $clock, static fn (): bool => true);
        $old = $this->ids[] = $storage->put('%PDF-1.4 old', 'pdf', 'session-a');
        $clock->advance(FilesystemStorage::KEEP_DAYS * DAY_IN_SECONDS + 60);

        $new = $this->ids[] = $storage->put('%PDF-1.4 new', 'pdf', 'session-a');

        self::assertNull($storage->get($old, 'session-a'));
        self::assertFileDoesNotExist($this->dir . '/' . $old);
        self::assertSame('%PDF-1.4 new', $storage->get($new, 'session-a')['bytes'] ?? null);
    }

    /**
     * Issue 31 finding 5: the purge runs on WP-Cron (every five minutes, scheduled at install), not
     * only after an upload: a site nobody uploads to still loses its old documents.
     */
    public function test_the_purge_runs_on_wp_cron(): void
    {
        self::assertNotFalse(wp_next_scheduled(self::PURGE_HOOK), 'scheduled');
        Plugin::resetRequestState();
        $site = Plugin::instance()->storage();
        self::assertInstanceOf(FilesystemStorage::class, $site);
        $past = new MovableClock(time() - (FilesystemStorage::KEEP_DAYS + 30) * DAY_IN_SECONDS);
        $old = $this->ids[] = (new FilesystemStorage(Fixtures::db(), $site->dir(), $past))->put('%PDF-1.4 old', 'pdf', 'session-a');
        $new = $this->ids[] = (new FilesystemStorage(Fixtures::db(), $site->dir()))->put('%PDF-1.4 new', 'pdf', 'session-a');

        do_action(self::PURGE_HOOK);

        self::assertNull($site->get($old, 'session-a'));
        self::assertFileDoesNotExist($site->dir() . '/' . $old);
        self::assertNotNull($site->get($new, 'session-a'));
        @unlink($site->dir() . '/' . $new);
    }

    /** Issue 9: a folder inside the WordPress directory (the web root) is refused; nothing is written. */
    public function test_a_folder_inside_the_wordpress_directory_is_refused(): void
    {
        $inside = rtrim(ABSPATH, '/') . '/wp-content/uploads/whl-upload-test-' . bin2hex(random_bytes(6));
        $db = Fixtures::db();
        $rows = $db->get_var("SELECT COUNT(*) FROM {$db->prefix}whl_uploads");
        try {
            (new FilesystemStorage($db, $inside))->put('%PDF-1.4 x', 'pdf', 'session-a');
            self::fail('a folder inside ABSPATH was accepted');
        } catch (\LogicException $e) {
            self::assertStringContainsString('outside the WordPress directory', $e->getMessage());
        } finally {
            $files = (array) glob($inside . '/*');
            @rmdir($inside);
        }
        self::assertSame([], $files);
        self::assertSame($rows, $db->get_var("SELECT COUNT(*) FROM {$db->prefix}whl_uploads"));
    }
}
