<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Checkout\StoreDocument;
use Whl\Bridge\Application\Refusal;
use Whl\Bridge\Application\Validator;
use Whl\Bridge\Domain\Validation\Choice;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Infrastructure\Security\UploadCheck;
use Whl\Bridge\WordPress\Settings;

/**
 * 000 §7.4 document uploads (multipart POST, nonce, rate group `upload`; contract §4.7):
 * - wp_user_upload_document: `file` (the file), optional `compressortype` ('edge': a legacy
 *   browser sent the original);
 * - wp_user_upload_compressed_document: `file` (the name only), `compressedImage` (a
 *   data:image/jpeg;base64, URL).
 * Both take an optional `order_type` ('port-in' allows images only, 000 §5.5): the caller sends it,
 * the bridge's cart does not record the port-in method. Every check is the server's
 * (Infrastructure\Security\UploadCheck); the file is stored for the session by
 * Application\Checkout\StoreDocument (a plan in the cart, the caps, the disk's floor, no image
 * metadata), and the answer (000 §3.11) carries its opaque id, never a path.
 */
final class UploadActions implements ActionGroup
{
    public const COMPRESSOR_TYPES = ['', 'edge'];
    public const ORDER_TYPES = ['', 'prepaid', 'postpaid', 'home_internet', 'port-in', 'sim_reactivation'];

    /** The answer's common_directory_path: a reference, not a path (000 §3.11). */
    public const REFERENCE_PREFIX = 'whl-doc:';

    public function __construct(
        private readonly StoreDocument $documents,
        private readonly Settings $settings,
    ) {
    }

    public function document(Request $request): Response
    {
        $check = $this->check($request, [
            'compressortype' => Choice::error($request->string('compressortype'), self::COMPRESSOR_TYPES, 'compressortype_invalid'),
        ]);
        $file = $request->file('file');
        if ($file === null) {
            throw Refusal::validation(['file' => 'file_required']);
        }
        if ($file['error'] === UPLOAD_ERR_INI_SIZE || $file['error'] === UPLOAD_ERR_FORM_SIZE) {
            // Above the web server's own limit: the size error of the name's type.
            $check->checkSize($check->checkedType($file['name'], $file['full_path']), PHP_INT_MAX);
        }
        if ($file['error'] !== UPLOAD_ERR_OK) {
            throw Refusal::validation(['file' => 'file_upload_failed']);
        }
        // Name and size first: an oversize file is refused before it is read.
        $check->checkSize($check->checkedType($file['name'], $file['full_path']), $file['size']);
        $bytes = (string) file_get_contents($file['tmp_name']);
        $type = $check->file($file['name'], $file['full_path'], $bytes);
        return $this->store($request, $check, $bytes, $type);
    }

    public function compressedDocument(Request $request): Response
    {
        $check = $this->check($request, [
            'file' => $request->has('file') ? null : 'file_required',
            'compressedImage' => $request->rawPost('compressedImage') !== '' ? null : 'compressed_image_required',
        ]);
        $bytes = $check->compressed($request->rawPost('file'), $request->rawPost('compressedImage'));
        return $this->store($request, $check, $bytes, 'jpeg');
    }

    /** @param array<string, ?string> $fieldErrors */
    private function check(Request $request, array $fieldErrors): UploadCheck
    {
        $orderType = $request->string('order_type');
        $validator = new Validator();
        foreach ($fieldErrors + ['order_type' => Choice::error($orderType, self::ORDER_TYPES, 'order_type_invalid')] as $field => $error) {
            $validator->check($field, $error);
        }
        $validator->validate();
        return new UploadCheck(
            $this->settings->uploadImageMaxBytes(),
            $this->settings->uploadPdfMaxBytes(),
            $orderType === 'port-in',
            $request->lang(),
        );
    }

    private function store(Request $request, UploadCheck $check, string $bytes, string $type): Response
    {
        $id = $this->documents->store($bytes, $type, $check, $request->ip(), $request->lang());
        return Response::success([
            'status' => 'success',
            'image_path' => $id,
            'common_directory_path' => self::REFERENCE_PREFIX . $id,
        ]);
    }
}
