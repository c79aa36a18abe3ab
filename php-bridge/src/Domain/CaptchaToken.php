<?php

declare(strict_types=1);

namespace Whl\Bridge\Domain;

defined('ABSPATH') || exit;

/** A captcha token issued for one action name (contract §5). */
final class CaptchaToken
{
    public function __construct(
        public readonly string $token,
        public readonly string $action,
        public readonly int $expiresIn,
    ) {
    }
}
