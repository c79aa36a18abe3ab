<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Upstream;

defined('ABSPATH') || exit;

/**
 * A production adapter the settings screen can test (WordPress\Admin\ConnectionTest): one harmless call to
 * its upstream with the stored URL and credentials, changing nothing there.
 */
interface Probe
{
    /**
     * @return string what answered, for the administrator (no credential, no body)
     * @throws UpstreamFailure unreachable, refused credentials, or an answer that is not the service's
     */
    public function probe(): string;
}
