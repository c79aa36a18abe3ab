<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Upstream;

defined('ABSPATH') || exit;

/** The reading every probe shares: refused credentials fail; any other answer below 500 means reachable. */
final class ProbeAnswer
{
    public const CREDENTIALS_REFUSED = 'credentials refused';

    public static function read(UpstreamResponse $answer): string
    {
        if ($answer->status === 401 || $answer->status === 403) {
            throw new UpstreamFailure($answer->service, $answer->operation, self::CREDENTIALS_REFUSED, $answer->status);
        }
        /* translators: %d: the HTTP status the upstream answered */
        return sprintf(__('Reachable: it answered HTTP %d.', 'whl-bridge'), $answer->status);
    }
}
