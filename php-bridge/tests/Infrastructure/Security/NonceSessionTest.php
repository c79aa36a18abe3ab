<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Infrastructure\Security;

use Whl\Bridge\Infrastructure\Session\SessionStore;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * Issue 6 finding 8 (000 §6 per-session nonce): a nonce stops working with its session, instead
 * of living on for WordPress's 24-hour nonce life.
 */
final class NonceSessionTest extends TestCase
{
    public function test_the_nonce_of_a_session_that_has_expired_opens_no_call(): void
    {
        $shopper = $this->browser();
        $shopper->addToCart(Fixtures::freeNumber()['msisdn']); // a saved session
        (new SessionStore(Fixtures::db()))->expire($shopper->cookies['whl_sid']);

        $search = $shopper->module('wp_search_numbers', ['service_type' => 'prepaid', 'msisdn_pattern' => '*']);
        $token = $shopper->ajax(['action' => 'whl_captcha_token', 'captcha_action' => 'number_reservation']);

        self::assertSame([401, 'session_expired'], [$search['status'], $search['body']['responseCode'] ?? null], $search['raw']);
        self::assertSame([401, 'session_expired'], [$token['status'], $token['body']['responseCode'] ?? null], $token['raw']);
    }
}
