<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Checkout\CapturePersonalInfo;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Infrastructure\Security\Nonce;

/**
 * 000 §2.9, §7.4: the personal-information step's submit, wp_postpaid_prepaid_personal_infomation_capture
 * (Application\Checkout\CapturePersonalInfo). The session gets a new id once the details are
 * recorded: the answer carries the new session's nonce.
 */
final class PersonalInfoActions implements ActionGroup
{
    public function __construct(
        private readonly CapturePersonalInfo $personalInfo,
        private readonly Nonce $nonce,
    ) {
    }

    public function capture(Request $request): Response
    {
        $sent = json_decode($request->string('personal_details'), true);
        $answer = $this->personalInfo->capture($sent, $request->lang());
        // the old id's nonce ended with it: the answer carries the new session's (kept as whl_current_ajax_nonce)
        return Response::success($answer + ['current_nonce' => $this->nonce->create()]);
    }
}
