<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Infrastructure\Security;

use Whl\Bridge\Infrastructure\Security\Jwt;
use Whl\Bridge\Tests\Support\TestCase;

/** The eKYC result token's form (contract §4.13): HS256 only, the signature checked in constant time. */
final class JwtTest extends TestCase
{
    public function test_round_trip_and_refusals(): void
    {
        $token = Jwt::encode(['jti' => 'abc', 'exp' => 5, 'given_name' => 'سالم'], 'secret');
        self::assertSame(['jti' => 'abc', 'exp' => 5, 'given_name' => 'سالم'], Jwt::decode($token, 'secret'));
        self::assertNull(Jwt::decode($token, 'other'));
        [$h, $p, $s] = explode('.', $token);
        self::assertNull(Jwt::decode("{$h}.{$p}x.{$s}", 'secret'), 'a changed payload');
        $hs512 = rtrim(strtr(base64_encode('{"alg":"HS512"}'), '+/', '-_'), '=');
        self::assertNull(Jwt::decode("{$hs512}.{$p}.{$s}", 'secret'));
        self::assertNull(Jwt::decode("{$h}.{$p}.", 'secret'));
        self::assertNull(Jwt::decode('not a token', 'secret'));
    }
}
