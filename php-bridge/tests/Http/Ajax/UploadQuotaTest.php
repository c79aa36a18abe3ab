<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Plugin;

/**
 * Issue 31 finding 5, contract §4.7: what one session and one address may store (the settings'
 * upload_quota, over a day), only for a cart with a plan, and nothing while the disk is short.
 * Every refusal is the envelope with a message for the upload slot, and stores nothing.
 */
final class UploadQuotaTest extends TestCase
{
    private const LIMIT = 'You have reached the upload limit. Please try again later.';

    protected function setUp(): void
    {
        parent::setUp();
        $db = Fixtures::db();
        $db->query("DELETE FROM {$db->prefix}whl_upload_claims"); // earlier runs' uploads count for a day
    }

    /** Issue 31 finding 5: a session's files per day; the next is refused 429 upload_limit. */
    public function test_a_session_stops_at_its_file_cap(): void
    {
        $this->settings(['upload_quota' => ['per_session_files' => 3]]);
        $shopper = $this->shopperWithPlan();
        for ($i = 0; $i < 3; $i++) {
            self::assertSame(200, $this->upload($shopper)['status']);
        }
        $before = $this->storedRows();

        $answer = $this->upload($shopper);

        $got = [$answer['status'], $answer['body']['responseCode'] ?? null, $answer['body']['message'] ?? null];
        self::assertSame([429, 'upload_limit', self::LIMIT], $got, $answer['raw']);
        self::assertSame($before, $this->storedRows(), 'nothing stored');
        self::assertSame(200, $this->upload($this->shopperWithPlan())['status'], 'another session still uploads');
    }

    /** Issue 31 finding 5: a session's megabytes per day, counted with the file that would pass them. */
    public function test_a_session_stops_at_its_byte_cap(): void
    {
        $this->settings(['upload_quota' => ['per_session_mb' => 1]]);
        $shopper = $this->shopperWithPlan();
        $pdf = Fixtures::pdf() . str_repeat('%', 600 * 1024);
        self::assertSame(200, $this->upload($shopper, 'a.pdf', $pdf)['status']);

        $answer = $this->upload($shopper, 'b.pdf', $pdf);

        self::assertSame([429, 'upload_limit'], [$answer['status'], $answer['body']['responseCode'] ?? null], $answer['raw']);
        self::assertSame(200, $this->upload($shopper, 'c.jpg', Fixtures::jpeg())['status'], 'a small file still fits');
    }

    /** Issue 31 finding 5, CGNAT: the address's caps count every session behind it; another address is not held back. */
    public function test_an_address_stops_at_its_caps_whatever_the_sessions(): void
    {
        $this->settings(['upload_quota' => ['per_ip_files' => 2]]);
        self::assertSame(200, $this->upload($this->shopperWithPlan('127.0.0.3'))['status']);
        self::assertSame(200, $this->upload($this->shopperWithPlan('127.0.0.3'))['status']);

        $answer = $this->upload($this->shopperWithPlan('127.0.0.3'));

        self::assertSame([429, 'upload_limit'], [$answer['status'], $answer['body']['responseCode'] ?? null], $answer['raw']);
        self::assertSame(200, $this->upload($this->shopperWithPlan('127.0.0.4'))['status']);
    }

    /** Issue 31 finding 5: the caps count a day: a day later the address uploads again (the site's clock moved). */
    public function test_the_caps_count_a_day(): void
    {
        $this->settings(['upload_quota' => ['per_ip_files' => 1]]);
        self::assertSame(200, $this->upload($this->shopperWithPlan('127.0.0.5'))['status']);
        self::assertSame(429, $this->upload($this->shopperWithPlan('127.0.0.5'))['status']);

        $this->shiftServerClock(DAY_IN_SECONDS + 60);

        self::assertSame(200, $this->upload($this->shopperWithPlan('127.0.0.5'))['status']);
    }

    /** Issue 31 finding 5: no cart with a plan, no upload: 404 not_found, as the personal step's submit (contract §4.8), with a sentence. */
    public function test_an_upload_needs_a_plan_in_the_cart(): void
    {
        $before = $this->storedRows();

        $answer = $this->upload($this->browser());

        $got = [$answer['status'], $answer['body']['responseCode'] ?? null, $answer['body']['message'] ?? null];
        self::assertSame([404, 'not_found', 'Your cart has no plan. Please choose a plan before uploading your documents.'], $got, $answer['raw']);
        self::assertSame($before, $this->storedRows());
    }

    /** Issue 31 finding 5: under the free-disk floor an upload is refused 503 upload_unavailable, with a message, in the call's language. */
    public function test_an_upload_is_refused_when_the_disk_is_short(): void
    {
        $free = (int) disk_free_space($this->storageDir());
        $this->settings(['upload_quota' => ['min_free_disk_mb' => intdiv($free, 1048576) + 1024]]);
        $shopper = $this->shopperWithPlan();
        $before = $this->storedRows();

        $en = $this->upload($shopper);
        $ar = $shopper->multipart(['action' => 'wp_user_upload_document', 'lang' => 'ar'], ['file' => ['a.jpg', Fixtures::jpeg(), 'image/jpeg']]);

        self::assertSame([503, 'upload_unavailable', 'Documents cannot be uploaded at the moment. Please try again later.'], [
            $en['status'],
            $en['body']['responseCode'] ?? null,
            $en['body']['message'] ?? null,
        ], $en['raw']);
        self::assertSame('لا يمكن رفع المستندات في الوقت الحالي. يرجى المحاولة لاحقًا.', $ar['body']['message'] ?? null, $ar['raw']);
        self::assertSame($before, $this->storedRows());
    }

    /** A shopper whose cart holds a plan and its number (contract §4.4), from $fromAddress. */
    private function shopperWithPlan(string $fromAddress = ''): Browser
    {
        $shopper = $this->browser($fromAddress);
        $added = $shopper->addToCart(Fixtures::freeNumber()['msisdn']);
        self::assertSame('success', $added['body']['responseCode'] ?? null, $added['raw']);
        return $shopper;
    }

    /** @return array<string, mixed> */
    private function upload(Browser $shopper, string $name = 'id-front.jpg', ?string $bytes = null): array
    {
        return $shopper->multipart(['action' => 'wp_user_upload_document'], ['file' => [$name, $bytes ?? Fixtures::jpeg(), 'image/jpeg']]);
    }

    private function storedRows(): string
    {
        $db = Fixtures::db();
        return (string) $db->get_var("SELECT COUNT(*) FROM {$db->prefix}whl_uploads");
    }

    private function storageDir(): string
    {
        Plugin::resetRequestState();
        $storage = Plugin::instance()->storage();
        self::assertInstanceOf(\Whl\Bridge\Adapters\Filesystem\FilesystemStorage::class, $storage);
        return $storage->dir();
    }
}
