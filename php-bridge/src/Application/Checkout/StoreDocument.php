<?php

declare(strict_types=1);

namespace Whl\Bridge\Application\Checkout;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Cart\CartService;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Infrastructure\I18n\Translation;
use Whl\Bridge\Infrastructure\Security\ImageMetadata;
use Whl\Bridge\Infrastructure\Security\UploadCheck;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports\Storage;
use Whl\Bridge\WordPress\Settings;

/**
 * Stores a checked document for the session (000 §5.5, contract §4.7; issue 31 finding 5): only
 * for a cart with a plan (the personal step's documents are the plan's; contract §4.8 answers the
 * same not_found, here with a sentence for the upload slot), only while the store's disk keeps the settings' free floor (503
 * upload_unavailable), within the session's and the address's caps (UploadQuota, 429
 * upload_limit), and without an image's metadata (ImageMetadata). Returns the stored file's id.
 */
final class StoreDocument
{
    public const UNAVAILABLE = 'upload_unavailable';

    /** @param \Closure(): Storage $storage */
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly CartService $carts,
        private readonly \Closure $storage,
        private readonly UploadQuota $quota,
        private readonly Settings $settings,
    ) {
    }

    /**
     * @param string $type the detected type (UploadCheck)
     * @throws Refusal not_found, upload_unavailable, upload_limit, upload_too_large
     */
    public function store(string $bytes, string $type, UploadCheck $check, string $ip, string $lang): string
    {
        $session = $this->sessions->require();
        if ($this->carts->cartOf($session)?->planItem() === null) {
            throw new Refusal('not_found', safeMessage: Translation::in(
                $lang,
                static fn (): string => __('Your cart has no plan. Please choose a plan before uploading your documents.', 'whl-bridge'),
            ));
        }
        $storage = ($this->storage)();
        $free = $storage->freeBytes();
        if ($free !== null && $free < $this->settings->uploadQuota()['min_free_disk_mb'] * 1048576 + strlen($bytes)) {
            error_log('[whl-bridge] upload refused: the document store has ' . $free . ' bytes free, under upload_quota.min_free_disk_mb');
            throw new Refusal(self::UNAVAILABLE, safeMessage: Translation::in(
                $lang,
                static fn (): string => __('Documents cannot be uploaded at the moment. Please try again later.', 'whl-bridge'),
            ));
        }
        $clean = ImageMetadata::strip($bytes, $type, static fn (): Refusal => $check->tooLarge($type));
        $claim = $this->quota->claim($session->id(), $ip, strlen($clean), $lang);
        try {
            return $storage->put($clean, $type, $session->id());
        } catch (\Throwable $e) {
            $this->quota->forget($claim);
            throw $e;
        }
    }
}
