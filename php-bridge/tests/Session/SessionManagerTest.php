<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Session;

use Whl\Bridge\Session\SessionManager;
use Whl\Bridge\Session\SessionStore;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/** ARCHITECTURE §3 "Sessions": in the database, keyed by the whl_sid cookie, values per key, idle expiry. */
final class SessionManagerTest extends TestCase
{
    /** @var list<array{string, int}> */
    private array $cookies = [];

    public function test_a_new_session_gets_a_random_id_and_a_cookie(): void
    {
        $session = $this->manager(null)->start();

        self::assertMatchesRegularExpression('/^[a-f0-9]{64}$/', $session->id());
        self::assertSame($session->id(), $this->cookies[0][0]);
        self::assertEqualsWithDelta(time() + 2 * 86400, $this->cookies[0][1], 5);
        self::assertNotSame($session->id(), $this->manager(null)->start()->id());
    }

    public function test_values_are_kept_per_key_for_the_next_request(): void
    {
        $session = $this->manager(null)->start();
        $session->set('plan_quote_id', 'abc');
        $session->set('user_info', ['name' => 'Aisha', 'civil_id' => null]);

        $next = $this->manager($session->id())->current();
        self::assertSame('abc', $next?->get('plan_quote_id'));
        self::assertSame(['name' => 'Aisha', 'civil_id' => null], $next->get('user_info'));

        $next->remove('user_info');
        $third = $this->manager($session->id())->current();
        self::assertFalse($third->has('user_info'));
        self::assertSame('abc', $third->quoteId());
    }

    public function test_an_expired_session_is_gone_and_a_new_one_never_reuses_its_id(): void
    {
        $old = $this->manager(null)->start();
        $old->set('plan_quote_id', 'abc');
        (new SessionStore(Fixtures::db()))->expire($old->id());

        $manager = $this->manager($old->id());
        self::assertNull($manager->current());
        $fresh = $manager->start();
        self::assertNotSame($old->id(), $fresh->id());
        self::assertNull($fresh->get('plan_quote_id'));
    }

    public function test_expired_sessions_are_purged(): void
    {
        $old = $this->manager(null)->start();
        $old->set('plan_quote_id', 'abc');
        (new SessionStore(Fixtures::db()))->expire($old->id());

        self::assertGreaterThanOrEqual(1, (new SessionStore(Fixtures::db()))->purgeExpired());
        $left = (int) Fixtures::db()->get_var(Fixtures::db()->prepare(
            'SELECT COUNT(*) FROM ' . Fixtures::db()->prefix . 'whl_session_values WHERE session_id = %s',
            hash('sha256', $old->id()),
        ));
        self::assertSame(0, $left);
    }

    public function test_the_table_stores_no_usable_session_id(): void
    {
        $session = $this->manager(null)->start();
        $stored = Fixtures::db()->get_var(Fixtures::db()->prepare(
            'SELECT COUNT(*) FROM ' . Fixtures::db()->prefix . 'whl_sessions WHERE session_id = %s',
            $session->id(),
        ));
        self::assertSame('0', $stored);
    }

    public function test_malformed_cookies_are_ignored(): void
    {
        $_COOKIE['whl_sid'] = "' OR 1=1 --";
        $manager = SessionManager::fromCookies(new SessionStore(Fixtures::db()));
        self::assertNull($manager->nonceKey());
        self::assertNull($manager->current());
    }

    private function manager(?string $cookie): SessionManager
    {
        return new SessionManager(new SessionStore(Fixtures::db()), $cookie, function (string $id, int $expires): void {
            $this->cookies[] = [$id, $expires];
        });
    }
}
