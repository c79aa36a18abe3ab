<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

/**
 * The Sandbox identity provider's demo accounts (listed in the README). Demo passwords of a test
 * back end that runs only on local, development and staging sites (Plugin::sandboxAllowed).
 */
final class SeedAccounts
{
    public const PASSWORD = 'Sahel-demo-2026';

    /** @var list<array{username: string, email: string, password: string, first_name: string, last_name: string}> */
    public const ACCOUNTS = [
        ['username' => 'aisha', 'email' => 'aisha@example.om', 'password' => self::PASSWORD, 'first_name' => 'Aisha', 'last_name' => 'Al Balushi'],
        ['username' => 'salim', 'email' => 'salim@example.om', 'password' => self::PASSWORD, 'first_name' => 'Salim', 'last_name' => 'Al Harthy'],
        ['username' => 'maryam', 'email' => 'maryam@example.om', 'password' => self::PASSWORD, 'first_name' => 'first_name', 'last_name' => 'last_name'],
    ];
}
