<?php

declare(strict_types=1);

namespace Whl\Bridge\Infrastructure\Security;

defined('ABSPATH') || exit;

/**
 * Who the client is, for per-client limits and logs. The address the connection came from
 * (REMOTE_ADDR), unless it is one of the operator's trusted proxies (setting `trusted_proxies`,
 * empty by default): then X-Forwarded-For is read from the right, past the trusted proxies, to the
 * first address a trusted proxy saw connect. Entries a client wrote itself (left of that) are never
 * believed. An IPv6 client counts as its /64 network (of()).
 */
final class ClientAddress
{
    /** The client of this request, with the plugin's trusted proxies. */
    public static function current(): string
    {
        return self::resolve($_SERVER, \Whl\Bridge\WordPress\Plugin::instance()->settings()->trustedProxies());
    }

    /**
     * @param array<string, mixed> $server $_SERVER or a copy
     * @param list<string> $trusted proxies: addresses or CIDR networks
     */
    public static function resolve(array $server, array $trusted): string
    {
        $remote = is_string($server['REMOTE_ADDR'] ?? null) ? $server['REMOTE_ADDR'] : '';
        if (!filter_var($remote, FILTER_VALIDATE_IP)) {
            return '0.0.0.0';
        }
        $forwarded = $server['HTTP_X_FORWARDED_FOR'] ?? null;
        if ($trusted === [] || !is_string($forwarded) || !self::isAmong($remote, $trusted)) {
            return $remote;
        }
        $client = $remote;
        foreach (array_reverse(explode(',', $forwarded)) as $hop) {
            $hop = trim($hop);
            if (!filter_var($hop, FILTER_VALIDATE_IP)) {
                break; // a malformed entry: the last address a trusted proxy vouched for stands
            }
            $client = $hop;
            if (!self::isAmong($hop, $trusted)) {
                break;
            }
        }
        return $client;
    }

    /** Whether $ip is one of $networks (addresses or CIDR networks, IPv4 or IPv6). */
    public static function isAmong(string $ip, array $networks): bool
    {
        $address = @inet_pton($ip);
        if ($address === false) {
            return false;
        }
        foreach ($networks as $network) {
            [$base, $bits] = array_pad(explode('/', $network, 2), 2, null);
            $prefix = @inet_pton((string) $base);
            if ($prefix === false || strlen($prefix) !== strlen($address)) {
                continue;
            }
            $bits = $bits === null ? strlen($address) * 8 : (int) $bits;
            $whole = intdiv($bits, 8);
            $mask = $bits % 8 === 0 ? 0 : (0xff << (8 - $bits % 8)) & 0xff;
            $sameBytes = substr($address, 0, $whole) === substr($prefix, 0, $whole);
            if ($sameBytes && ($mask === 0 || (ord($address[$whole]) & $mask) === (ord($prefix[$whole]) & $mask))) {
                return true;
            }
        }
        return false;
    }

    /** One client for the limits: an IPv4 address, or the /64 network of an IPv6 address (one subscriber line gets a whole /64). */
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

    /** A trusted-proxy entry as the settings keep it ('' when it is neither an address nor a CIDR network). */
    public static function network(string $entry): string
    {
        $entry = trim($entry);
        [$base, $bits] = array_pad(explode('/', $entry, 2), 2, null);
        $packed = @inet_pton((string) $base);
        if ($packed === false) {
            return '';
        }
        if ($bits === null) {
            return (string) inet_ntop($packed);
        }
        $max = strlen($packed) * 8;
        return ctype_digit($bits) && (int) $bits <= $max ? inet_ntop($packed) . '/' . (int) $bits : '';
    }
}
