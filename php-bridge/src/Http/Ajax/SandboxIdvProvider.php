<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Adapters\Sandbox\SandboxIdentityVerification;
use Whl\Bridge\Domain\IdentityScan;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;

/**
 * The Sandbox identity-verification provider's own calls (contract §4.13), which the browser makes
 * with the whlidvToken in place of a real provider's: multipart POSTs, no WordPress nonce (the token
 * is the credential, as with a provider on another origin), rate group `idv` per address. Served on
 * Sandbox sites only (Actions::TABLE `sandbox`): a production site does not have these actions.
 * - whl_sbx_idv_document: `whlidvToken`, `side` (front | back), `file`, `test_document` (front);
 * - whl_sbx_idv_face: `whlidvToken`, `file`.
 * Answers are the provider's: `responseCode` success or a 000 §8 scan result, with `final`,
 * `attempts_left`, `minimum_age`, `next`, `result_token` as they apply.
 */
final class SandboxIdvProvider implements ActionGroup
{
    /** @param \Closure(): SandboxIdentityVerification $provider */
    public function __construct(private readonly \Closure $provider)
    {
    }

    public function document(Request $request): Response
    {
        [$name, $bytes] = $this->file($request);
        return self::answer(($this->provider)()->document(
            $request->string(SandboxIdentityVerification::IDV . 'Token'),
            $request->string('side'),
            $name,
            $bytes,
            $request->string('test_document'),
            $request->lang(),
        ));
    }

    public function face(Request $request): Response
    {
        [$name, $bytes] = $this->file($request);
        return self::answer(($this->provider)()->face($request->string(SandboxIdentityVerification::IDV . 'Token'), $name, $bytes, $request->lang()));
    }

    /**
     * The uploaded file's name and bytes; [name, null] when it is above 5 MB (not read), ['', null]
     * when none came.
     *
     * @return array{0: string, 1: ?string}
     */
    private function file(Request $request): array
    {
        $file = $request->file('file');
        if ($file === null) {
            return ['', null];
        }
        if (
            $file['error'] === UPLOAD_ERR_INI_SIZE || $file['error'] === UPLOAD_ERR_FORM_SIZE
            || ($file['error'] === UPLOAD_ERR_OK && $file['size'] > IdentityScan::MAX_FILE_BYTES)
        ) {
            return [$file['name'] !== '' ? $file['name'] : 'file', null];
        }
        if ($file['error'] !== UPLOAD_ERR_OK) {
            return ['', null];
        }
        return [$file['name'], (string) file_get_contents($file['tmp_name'])];
    }

    /** @param array{0: string, 1: int, 2: array<string, mixed>} $result */
    private static function answer(array $result): Response
    {
        [$code, $status, $fields] = $result;
        return $code === 'success' ? Response::success($fields) : Response::error($code, [], '', $status, $fields);
    }
}
