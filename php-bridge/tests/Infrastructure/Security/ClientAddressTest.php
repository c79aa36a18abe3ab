<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Infrastructure\Security;

use Whl\Bridge\Infrastructure\Security\ClientAddress;
use Whl\Bridge\Tests\Support\TestCase;
use Whl\Bridge\WordPress\Settings;

/**
 * issue 15: the client's address behind the operator's proxies. X-Forwarded-For is believed only
 * when the connection comes from a trusted proxy (setting trusted_proxies, off by default), and then
 * only as far as trusted proxies vouch for it: what a client writes itself never counts.
 */
final class ClientAddressTest extends TestCase
{
    private const LB = '10.0.0.5';

    public function test_without_trusted_proxies_the_connection_is_the_client_whatever_the_header_says(): void
    {
        $server = ['REMOTE_ADDR' => self::LB, 'HTTP_X_FORWARDED_FOR' => '203.0.113.7'];
        self::assertSame(self::LB, ClientAddress::resolve($server, []));
        self::assertSame(self::LB, ClientAddress::resolve($server, ['10.0.1.0/24']), 'a proxy not on the list');
        self::assertSame('0.0.0.0', ClientAddress::resolve(['REMOTE_ADDR' => 'not an address'], []));
    }

    public function test_behind_a_trusted_proxy_the_address_it_saw_is_the_client(): void
    {
        $trusted = ['10.0.0.0/24'];
        self::assertSame('203.0.113.7', ClientAddress::resolve(['REMOTE_ADDR' => self::LB, 'HTTP_X_FORWARDED_FOR' => '203.0.113.7'], $trusted));
        // a client that writes its own header: the proxy appends the real address, which is read from the right
        $spoofed = ['REMOTE_ADDR' => self::LB, 'HTTP_X_FORWARDED_FOR' => '198.51.100.1, 203.0.113.7'];
        self::assertSame('203.0.113.7', ClientAddress::resolve($spoofed, $trusted));
        // two trusted hops (a CDN in front of the load balancer)
        $chain = ['REMOTE_ADDR' => self::LB, 'HTTP_X_FORWARDED_FOR' => '198.51.100.1, 203.0.113.7, 10.0.0.9'];
        self::assertSame('203.0.113.7', ClientAddress::resolve($chain, $trusted));
        // a malformed entry ends the walk at the last address a trusted proxy vouched for
        $garbage = ['REMOTE_ADDR' => self::LB, 'HTTP_X_FORWARDED_FOR' => '203.0.113.7, nonsense'];
        self::assertSame(self::LB, ClientAddress::resolve($garbage, $trusted));
        self::assertSame(self::LB, ClientAddress::resolve(['REMOTE_ADDR' => self::LB], $trusted), 'no header: the proxy itself');
    }

    public function test_networks_match_ipv4_and_ipv6_by_prefix(): void
    {
        self::assertTrue(ClientAddress::isAmong('10.0.0.200', ['10.0.0.0/24']));
        self::assertFalse(ClientAddress::isAmong('10.0.1.1', ['10.0.0.0/24']));
        self::assertTrue(ClientAddress::isAmong('172.16.5.4', ['172.16.0.0/12']));
        self::assertFalse(ClientAddress::isAmong('172.32.0.1', ['172.16.0.0/12']));
        self::assertTrue(ClientAddress::isAmong('2001:db8::1', ['2001:db8::/32']));
        self::assertFalse(ClientAddress::isAmong('2001:db9::1', ['2001:db8::/32']));
        self::assertFalse(ClientAddress::isAmong('10.0.0.1', ['::/0']), 'an IPv6 network holds no IPv4 address');
        self::assertTrue(ClientAddress::isAmong('127.0.0.1', ['127.0.0.1']));
    }

    public function test_the_setting_keeps_only_a_list_of_valid_addresses_and_networks(): void
    {
        self::assertSame([], (new Settings([]))->trustedProxies(), 'off by default');
        $typed = new Settings(['trusted_proxies' => '10.0.0.0/24, 2001:DB8::/32 127.0.0.1']);
        self::assertSame(['10.0.0.0/24', '2001:db8::/32', '127.0.0.1'], $typed->trustedProxies());
        self::assertSame([], (new Settings(['trusted_proxies' => ['10.0.0.0/24', '10.0.0.0/33']]))->trustedProxies(), 'one bad entry: none believed');
        self::assertSame([], (new Settings(['trusted_proxies' => 'example.com']))->trustedProxies());
    }

    public function test_per_address_limits_count_the_client_behind_a_trusted_proxy_and_the_connection_otherwise(): void
    {
        $limits = ['rate_limits' => ['default' => 100000, 'catalogue' => ['per_session' => 0, 'per_ip' => 2]]];
        $read = static fn (string $client): int => (new \Whl\Bridge\Tests\Support\Browser())
            ->rest('homepage-plans', ['lang' => 'en'], ['X-Forwarded-For: ' . $client])['status'];

        // the counts of this window start from nothing for the addresses of this test (the suite reads the catalogue from 127.0.0.1)
        $db = \Whl\Bridge\Tests\Support\Fixtures::db();
        foreach (['127.0.0.1', '203.0.113.7', '203.0.113.8', '198.51.100.1'] as $ip) {
            $db->delete($db->prefix . 'whl_rate_limits', ['bucket' => sha1("catalogue|ip|{$ip}")]);
        }
        $this->settings($limits + ['trusted_proxies' => ['127.0.0.1']]);
        self::assertSame([200, 200, 429], [$read('203.0.113.7'), $read('203.0.113.7'), $read('203.0.113.7')]);
        self::assertSame(200, $read('203.0.113.8'), 'another shopper behind the same proxy has its own count');

        $this->settings($limits + ['trusted_proxies' => []]);
        self::assertSame([200, 200, 429], [$read('198.51.100.1'), $read('198.51.100.2'), $read('198.51.100.3')], 'the header alone changes nothing');
    }
}
