<?php

declare(strict_types=1);

namespace Whl\Bridge\Security;

defined('ABSPATH') || exit;

/**
 * What counts as one client address for per-client limits: an IPv4 address, or the /64 network
 * of an IPv6 address (one subscriber line gets a whole /64, so single IPv6 addresses are free).
 */
final class ClientAddress
{
    public static function of(string $ip): string
    {
        if (!str_contains($ip, ':')) {
            return $ip;
        }
        $packed = @inet_pton($ip);
        if ($packed === false || strlen($packed) !== 16) {
            return $ip;
        }
        return (string) inet_ntop(substr($packed, 0, 8) . str_repeat("\0", 8)) . '/64';
    }
}
