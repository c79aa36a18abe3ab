<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Http\Ajax;

use Whl\Bridge\Tests\Support\Browser;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Plugin;

/**
 * 000 §5.5 (allowed types, port-in, size), §3.11 (the answer), §7.4 (the two multipart calls),
 * §8 "Uploads" (the errors): wp_user_upload_document and wp_user_upload_compressed_document against
 * the test site, and what the Storage port kept (its private folder and index).
 */
final class UploadTest extends TestCase
{
    private const ID = '/^[a-f0-9]{32}$/';

    /** 000 §5.5, §3.11: a real JPEG, PNG and PDF are stored under an opaque id and read back by their session only. */
    public function test_jpeg_png_and_pdf_are_stored_for_the_uploading_session_only(): void
    {
        $owner = $this->shopperWithPlan();
        $other = $this->browser();
        foreach (['id-front.JPG' => Fixtures::jpeg(), 'id-back.png' => Fixtures::png(), 'income.pdf' => Fixtures::pdf()] as $name => $bytes) {
            $answer = $owner->multipart(['action' => 'wp_user_upload_document'], ['file' => [$name, $bytes, 'image/jpeg']]);

            self::assertSame(200, $answer['status'], $answer['raw']);
            self::assertSame('success', $answer['body']['status']);
            $id = $answer['body']['image_path'];
            self::assertMatchesRegularExpression(self::ID, $id, 'an opaque id, not a path');
            self::assertSame('whl-doc:' . $id, $answer['body']['common_directory_path']);
            self::assertStringNotContainsString('/', $answer['raw'], 'no path in the answer');
            $stored = $this->storage()->get($id, $owner->cookies['whl_sid']);
            self::assertSame(self::picture($bytes), self::picture($stored['bytes'] ?? ''), $name);
            self::assertNull($this->storage()->get($id, $other->cookies['whl_sid']), 'another session gets nothing');
        }
    }

    /** 000 §5.5, §7.4: a compressed image (a JPEG data URL) is stored as the JPEG it carries. */
    public function test_a_compressed_jpeg_data_url_is_stored(): void
    {
        $shopper = $this->shopperWithPlan();
        $jpeg = Fixtures::jpeg();
        $answer = $shopper->multipart([
            'action' => 'wp_user_upload_compressed_document',
            'file' => 'photo.png',
            'compressedImage' => 'data:image/jpeg;base64,' . base64_encode($jpeg),
        ]);

        self::assertSame(200, $answer['status'], $answer['raw']);
        $stored = $this->storage()->get($answer['body']['image_path'], $shopper->cookies['whl_sid'])['bytes'] ?? '';
        self::assertSame(self::picture($jpeg), self::picture($stored));
    }

    /**
     * Issue 31 finding 5: a photo's EXIF (the camera, the GPS position) is gone from the stored file,
     * read from the storage folder itself, by either upload; the picture is turned upright as its
     * orientation said (40 x 20 taken turned: stored 20 x 40). A PDF is stored as sent.
     */
    public function test_exif_and_gps_are_gone_from_the_stored_file(): void
    {
        $photo = Fixtures::jpegWithExif(40, 20);
        self::assertStringContainsString(Fixtures::EXIF_MAKE, $photo, 'the fixture carries its EXIF');
        $shopper = $this->shopperWithPlan();
        $answers = [
            $shopper->multipart(['action' => 'wp_user_upload_document'], ['file' => ['photo.jpg', $photo, 'image/jpeg']]),
            $shopper->multipart([
                'action' => 'wp_user_upload_compressed_document',
                'file' => 'photo.jpg',
                'compressedImage' => 'data:image/jpeg;base64,' . base64_encode($photo),
            ]),
        ];
        foreach ($answers as $answer) {
            self::assertSame(200, $answer['status'], $answer['raw']);
            $file = $this->storage()->dir() . '/' . $answer['body']['image_path'];
            $stored = (string) file_get_contents($file);

            self::assertStringNotContainsString(Fixtures::EXIF_MAKE, $stored);
            self::assertStringNotContainsString("Exif\0\0", $stored, 'no EXIF block');
            self::assertFalse(@exif_read_data($file, 'GPS'), 'no GPS section');
            self::assertSame([20, 40, IMAGETYPE_JPEG], array_slice((array) getimagesizefromstring($stored), 0, 3));
        }
    }

    /** Issue 31 finding 5: a name that is only an extension is refused as any invalid name. */
    public function test_a_file_named_only_an_extension_is_refused(): void
    {
        $before = $this->storageSnapshot();
        $answer = $this->shopperWithPlan()->multipart(['action' => 'wp_user_upload_document'], ['file' => ['.jpg', Fixtures::jpeg(), 'image/jpeg']]);

        self::assertSame([422, 'upload_invalid_type'], [$answer['status'], $answer['body']['responseCode'] ?? null], $answer['raw']);
        self::assertSame($before, $this->storageSnapshot());
    }

    /**
     * Issue 31 finding 5, 001 §8.4 (PAYLOAD_TOO_LARGE): a body over the web server's post_max_size
     * (20M on the test host), which PHP drops whole, answers the envelope: 413 upload_too_large with
     * the size message, not WordPress's bare `400 0`.
     */
    public function test_a_body_over_the_servers_limit_answers_the_envelope(): void
    {
        $answer = $this->shopperWithPlan()->multipart(
            ['action' => 'wp_user_upload_document'],
            ['file' => ['huge.jpg', Fixtures::jpeg() . str_repeat("\0", 21 * 1024 * 1024), 'image/jpeg']],
        );

        self::assertSame([413, 'upload_too_large', 'The file is too large. The maximum size is 5 MB.'], [
            $answer['status'],
            $answer['body']['responseCode'] ?? null,
            $answer['body']['message'] ?? null,
        ], $answer['raw']);
    }

    /**
     * 000 §5.5, §8 "Uploads": the attack suite. Each is refused with its code and message, and
     * nothing is written to the folder or the index, nor answered as stored.
     *
     * @dataProvider attacks
     * @param array<string, string> $fields
     * @param array<string, array{0: string, 1: string, 2?: string}> $files
     */
    public function test_attacks_are_refused_and_nothing_is_stored(array $fields, array $files, int $status, string $code, string $message): void
    {
        $shopper = $this->shopperWithPlan();
        $before = $this->storageSnapshot();

        $answer = $shopper->multipart($fields, $files);

        $got = [$answer['status'], $answer['body']['responseCode'] ?? null, $answer['body']['message'] ?? null];
        self::assertSame([$status, $code, $message], $got, $answer['raw']);
        self::assertArrayNotHasKey('image_path', $answer['body']);
        self::assertSame($before, $this->storageSnapshot(), 'storage unchanged');
    }

    /** @return array<string, array{array<string, string>, array<string, array{0: string, 1: string, 2?: string}>, int, string, string}> */
    public static function attacks(): array
    {
        $upload = ['action' => 'wp_user_upload_document'];
        $compressed = ['action' => 'wp_user_upload_compressed_document', 'file' => 'photo.jpg'];
        $invalid = static fn (string $name): array => [
            422,
            'upload_invalid_type',
            $name . ' cannot be uploaded. Only jpg, jpeg, png and pdf files are allowed.',
        ];
        $html = '<html><script>alert(1)</script></html>';
        $svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
        return [
            'PHP renamed .jpg' => [$upload, ['file' => ['shell.jpg', "<?php system(\$_GET['c']); ?>", 'image/jpeg']], ...$invalid('shell.jpg')],
            'HTML with script renamed .jpg' => [$upload, ['file' => ['page.jpg', $html, 'image/jpeg']], ...$invalid('page.jpg')],
            'SVG with script renamed .png' => [$upload, ['file' => ['logo.png', $svg, 'image/png']], ...$invalid('logo.png')],
            'SVG as .svg' => [$upload, ['file' => ['logo.svg', $svg, 'image/svg+xml']], ...$invalid('logo.svg')],
            'PHP after a JPEG header' => [$upload, ['file' => ['x.jpg', "\xFF\xD8\xFF<?php echo 1; ?>", 'image/jpeg']], ...$invalid('x.jpg')],
            'JPEG named .pdf' => [$upload, ['file' => ['scan.pdf', Fixtures::jpeg(), 'application/pdf']], ...$invalid('scan.pdf')],
            'PDF with a wrong header' => [$upload, ['file' => ['doc.pdf', "%PDX-1.4\n%%EOF\n", 'application/pdf']], ...$invalid('doc.pdf')],
            'path-traversal name' => [$upload, ['file' => ['../../x.jpg', Fixtures::jpeg(), 'image/jpeg']], ...$invalid('x.jpg')],
            'oversize image (6 MB of 5)' => [
                $upload,
                ['file' => ['big.jpg', Fixtures::jpeg() . str_repeat("\0", 6 * 1024 * 1024), 'image/jpeg']],
                413,
                'upload_too_large',
                'The file is too large. The maximum size is 5 MB.',
            ],
            // PHP refuses it (upload_max_filesize 16M on the test host): the bridge still answers the size error.
            'oversize image above PHP\'s own limit (17 MB)' => [
                $upload,
                ['file' => ['huge.jpg', Fixtures::jpeg() . str_repeat("\0", 17 * 1024 * 1024), 'image/jpeg']],
                413,
                'upload_too_large',
                'The file is too large. The maximum size is 5 MB.',
            ],
            'port-in with a PDF' => [
                $upload + ['order_type' => 'port-in'],
                ['file' => ['id.pdf', Fixtures::pdf(), 'application/pdf']],
                422,
                'upload_invalid_type',
                'Only files with the following extensions are allowed: jpg,  png',
            ],
            'port-in with a PDF, in Arabic' => [
                $upload + ['order_type' => 'port-in', 'lang' => 'ar'],
                ['file' => ['id.pdf', Fixtures::pdf(), 'application/pdf']],
                422,
                'upload_invalid_type',
                'يُسمح فقط بالملفات ذات الامتدادات التالية: jpg,  png',
            ],
            'data URL of an SVG' => [$compressed + ['compressedImage' => 'data:image/svg+xml;base64,' . base64_encode($svg)], [], ...$invalid('photo.jpg')],
            'data URL of a PNG' => [
                $compressed + ['compressedImage' => 'data:image/jpeg;base64,' . base64_encode(Fixtures::png())],
                [],
                ...$invalid('photo.jpg'),
            ],
            'data URL not base64' => [$compressed + ['compressedImage' => 'data:image/jpeg;base64,<script>'], [], ...$invalid('photo.jpg')],
            'data URL with a traversal name' => [
                ['file' => '../../x.jpg'] + $compressed + ['compressedImage' => 'data:image/jpeg;base64,' . base64_encode(Fixtures::jpeg())],
                [],
                ...$invalid('x.jpg'),
            ],
        ];
    }

    /** contract §2: no nonce, no upload. */
    public function test_an_upload_needs_the_nonce(): void
    {
        $before = $this->storageSnapshot();
        $answer = $this->browser()->multipart(['action' => 'wp_user_upload_document', '_ajax_nonce' => ''], ['file' => ['a.jpg', Fixtures::jpeg()]]);

        self::assertSame([403, 'invalid_nonce'], [$answer['status'], $answer['body']['responseCode']], $answer['raw']);
        self::assertSame($before, $this->storageSnapshot());
    }

    /** 000 §5.5: the limits are the configured ones (here 1 MB), not only the default. */
    public function test_the_configured_image_maximum_applies(): void
    {
        $this->settings(['upload_limits' => ['image_max_mb' => 1]]);
        $answer = $this->shopperWithPlan()->multipart(
            ['action' => 'wp_user_upload_document'],
            ['file' => ['a.png', Fixtures::png() . str_repeat("\0", 1024 * 1024)]],
        );

        self::assertSame([413, 'upload_too_large', 'The file is too large. The maximum size is 1 MB.'], [
            $answer['status'],
            $answer['body']['responseCode'],
            $answer['body']['message'],
        ], $answer['raw']);
    }

    /** 000 §5.5 (issue 9): the documents' folder is outside the WordPress directory (the test host's web root) and its uploads folder. */
    public function test_the_storage_folder_is_outside_the_web_root(): void
    {
        $dir = $this->storage()->dir();
        $wordpress = (string) realpath(ABSPATH);
        self::assertNotSame('', $wordpress);
        self::assertStringStartsNotWith($wordpress . '/', $dir . '/');
        self::assertStringStartsNotWith((string) realpath(wp_upload_dir()['basedir']) . '/', $dir . '/');
    }

    /** A shopper whose cart holds a plan (issue 31 finding 5: no upload without one). */
    private function shopperWithPlan(): Browser
    {
        $shopper = $this->browser();
        $added = $shopper->addToCart(Fixtures::freeNumber()['msisdn']);
        self::assertSame('success', $added['body']['responseCode'] ?? null, $added['raw']);
        return $shopper;
    }

    /** What an image shows: its type, size and the colour of its middle (a re-encoded image keeps them). */
    private static function picture(string $bytes): array
    {
        $info = getimagesizefromstring($bytes);
        if ($info === false || $info[2] === IMAGETYPE_UNKNOWN || !in_array($info[2], [IMAGETYPE_JPEG, IMAGETYPE_PNG], true)) {
            return ['bytes' => $bytes]; // a PDF: stored as sent
        }
        $image = imagecreatefromstring($bytes);
        $rgb = imagecolorsforindex($image, imagecolorat($image, intdiv($info[0], 2), intdiv($info[1], 2)));
        $near = static fn (int $c): int => (int) round($c / 16); // JPEG's re-encoding moves a colour a little
        return [$info[2], $info[0], $info[1], $near($rgb['red']), $near($rgb['green']), $near($rgb['blue'])];
    }

    private function storage(): \Whl\Bridge\Adapters\Filesystem\FilesystemStorage
    {
        Plugin::resetRequestState();
        $storage = Plugin::instance()->storage();
        self::assertInstanceOf(\Whl\Bridge\Adapters\Filesystem\FilesystemStorage::class, $storage);
        return $storage;
    }

    /** @return array{files: list<string>, rows: string|null} */
    private function storageSnapshot(): array
    {
        $files = array_values(array_diff((array) scandir($this->storage()->dir()), ['.', '..']));
        $db = Fixtures::db();
        return ['files' => $files, 'rows' => $db->get_var("SELECT COUNT(*) FROM {$db->prefix}whl_uploads")];
    }
}
