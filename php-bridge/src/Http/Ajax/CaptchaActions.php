<?php

declare(strict_types=1);

namespace Whl\Bridge\Http\Ajax;

defined('ABSPATH') || exit;

use Whl\Bridge\Application\Validator;
use Whl\Bridge\Domain\Validation\Choice;
use Whl\Bridge\Http\Request;
use Whl\Bridge\Http\Response;
use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Ports;

/** contract §4.5 / §5: whl_captcha_token issues a Sandbox token bound to an action name and the session. */
final class CaptchaActions implements ActionGroup
{
    public function __construct(
        private readonly Ports\Captcha $captcha,
        private readonly SessionManager $sessions,
    ) {
    }

    public function token(Request $request): Response
    {
        $action = $request->string('captcha_action');
        (new Validator())->check('captcha_action', Choice::error($action, Ports\Captcha::ACTIONS, 'captcha_action_invalid'))->validate();
        $token = $this->captcha->issue($action, $this->sessions->require()->id());
        return Response::success(['token' => $token->token, 'expires_in' => $token->expiresIn]);
    }
}
