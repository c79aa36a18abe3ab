<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Infrastructure\Session;

use Whl\Bridge\Infrastructure\Session\SessionManager;
use Whl\Bridge\Infrastructure\Session\SessionStore;
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

    /** Issue 6 finding 8: a visitor who only looked gets a cookie but no row; the first write saves the session. */
    public function test_a_session_is_saved_at_its_first_write_not_when_it_starts(): void
    {
        $session = $this->manager(null)->start();
        self::assertSame(0, self::rowsOf($session->id()), 'no row for a visitor who has written nothing');

        $again = $this->manager($session->id())->current();
        self::assertNotNull($again, 'the id the bridge handed out is this visitor\'s session');
        $again->set('plan_quote_id', 'abc');

        self::assertSame(1, self::rowsOf($session->id()));
        self::assertSame('abc', $this->manager($session->id())->current()?->quoteId());
    }

    /** Issue 6 finding 8: an untouched session lives briefly; a saved one lives the idle time. */
    public function test_an_untouched_session_lives_briefly(): void
    {
        $old = SessionManager::mintId(time() - SessionManager::UNSAVED_SECONDS - 1);
        $recent = SessionManager::mintId(time() - 60);

        self::assertNull($this->manager($old)->current(), 'an old id that was never written is not a session');
        self::assertNotNull($this->manager($recent)->current());
    }

    /** Issue 6 finding 8: ids the bridge did not hand out are never sessions, saved or not. */
    public function test_an_id_not_minted_by_the_bridge_is_refused(): void
    {
        $minted = SessionManager::mintId(time());
        $forged = substr($minted, 0, 48) . str_repeat('0', 16);
        self::assertNull($this->manager($forged)->current());
        self::assertNull($this->manager(str_repeat('ab', 32))->current());
    }

    /** Issue 6 finding 8: when personal data or a login attaches, the id changes and the old one is dead. */
    public function test_rotating_moves_the_values_to_a_new_id_and_ends_the_old_one(): void
    {
        $manager = $this->manager(null);
        $session = $manager->start();
        $session->set('plan_quote_id', 'abc');
        $oldId = $session->id();

        $rotated = $manager->rotate();

        self::assertNotSame($oldId, $rotated->id());
        self::assertSame($rotated->id(), end($this->cookies)[0], 'the new id is sent as the cookie');
        self::assertSame('abc', $this->manager($rotated->id())->current()?->quoteId());
        self::assertNull($this->manager($oldId)->current(), 'the old id opens nothing');
    }

    /** Issue 6 finding 8: on https the cookie is `__Host-` prefixed (Secure, Path=/, no Domain). */
    public function test_the_cookie_is_host_prefixed_on_https(): void
    {
        self::assertSame('__Host-whl_sid', SessionManager::cookieName(true));
        self::assertSame('whl_sid', SessionManager::cookieName(false));
        $id = SessionManager::mintId(time());
        $_COOKIE = ['__Host-whl_sid' => $id];
        self::assertSame($id, SessionManager::cookieValue(true));
        self::assertNull(SessionManager::cookieValue(false), 'the plain name is not read on https and vice versa');
        $_COOKIE = ['whl_sid' => $id];
        self::assertNull(SessionManager::cookieValue(true));
        self::assertSame($id, SessionManager::cookieValue(false));
    }

    private static function rowsOf(string $id): int
    {
        return (int) Fixtures::db()->get_var(Fixtures::db()->prepare(
            'SELECT COUNT(*) FROM ' . Fixtures::db()->prefix . 'whl_sessions WHERE session_id = %s',
            hash('sha256', $id),
        ));
    }

    private function manager(?string $cookie): SessionManager
    {
        return new SessionManager(new SessionStore(Fixtures::db()), $cookie, function (string $id, int $expires): void {
            $this->cookies[] = [$id, $expires];
        });
    }
}
