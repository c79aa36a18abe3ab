<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Infrastructure\Security\Nonce;
use Whl\Bridge\Infrastructure\Session\SessionManager;

/** 000 §7.1 / contract §4.5: wpb_return_current_nonce hands out the per-session nonce (no nonce needed). */
final class Bootstrap implements ActionGroup
{
    public function __construct(
        private readonly SessionManager $sessions,
        private readonly Nonce $nonce,
    ) {
    }

    public function currentNonce(Request $request): Response
    {
        $this->sessions->start();
        return Response::success(['current_nonce' => $this->nonce->create()]);
    }
}
