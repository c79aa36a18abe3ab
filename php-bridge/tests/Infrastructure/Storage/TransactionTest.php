<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Infrastructure\Storage;

use Whl\Bridge\Infrastructure\Storage\Transaction;
use Whl\Bridge\Tests\Support\Fixtures;
use Whl\Bridge\Tests\Support\TestCase;

/**
 * issue 15: one transaction per shop change (the pipeline's for a captcha call, the cart lock's), and
 * what must be all or nothing inside it (a session's move to a new id) under a savepoint of its own.
 */
final class TransactionTest extends TestCase
{
    private const PROBE = 'whl_test_tx_probe_';

    protected function tearDown(): void
    {
        $db = Fixtures::db();
        $db->query($db->prepare("DELETE FROM {$db->options} WHERE option_name LIKE %s", self::PROBE . '%'));
        parent::tearDown();
    }

    private static function write(string $name): void
    {
        $db = Fixtures::db();
        $db->query($db->prepare("INSERT INTO {$db->options} (option_name, option_value, autoload) VALUES (%s, '1', 'no')", self::PROBE . $name));
    }

    private static function exists(string $name): bool
    {
        $db = Fixtures::db();
        return $db->get_var($db->prepare("SELECT COUNT(*) FROM {$db->options} WHERE option_name = %s", self::PROBE . $name)) === '1';
    }

    public function test_on_its_own_an_atomic_step_is_all_or_nothing(): void
    {
        Transaction::atomically(Fixtures::db(), static fn () => self::write('kept'));
        try {
            Transaction::atomically(Fixtures::db(), static function (): void {
                self::write('undone');
                throw new \RuntimeException('a later write failed');
            });
        } catch (\RuntimeException) {
        }
        self::assertSame([true, false], [self::exists('kept'), self::exists('undone')]);
        self::assertSame('0', (string) Fixtures::db()->get_var('SELECT @@in_transaction'));
    }

    public function test_within_the_request_s_transaction_a_failed_step_undoes_only_itself(): void
    {
        $db = Fixtures::db();
        Transaction::begin($db);
        Transaction::begin($db); // a second opener joins the first
        self::write('before');
        try {
            Transaction::atomically($db, static function (): void {
                self::write('step');
                throw new \RuntimeException('a later write failed');
            });
        } catch (\RuntimeException) {
        }
        Transaction::atomically($db, static fn () => self::write('after'));
        self::assertSame('1', (string) $db->get_var('SELECT @@in_transaction'), 'the request\'s transaction is still open');
        Transaction::commit($db);
        self::assertSame([true, false, true], [self::exists('before'), self::exists('step'), self::exists('after')]);
        self::assertSame('0', (string) $db->get_var('SELECT @@in_transaction'));
        Transaction::commit($db); // nothing open: nothing to do
    }
}
