<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

/**
 * A deterministic pool of Omani mobile numbers (000 §9: 8 digits, mobile prefixes 7x and 9x,
 * never 999…): mostly ordinary numbers plus built vanity numbers of every tier. The same seed
 * gives the same pool on every install.
 */
final class NumberPool
{
    public const SEED = 968_2026;

    /** Mobile prefixes in use in Oman (2-digit). */
    private const PREFIXES = ['71', '72', '76', '77', '78', '79', '90', '91', '92', '93', '94', '95', '96', '97', '98', '99'];

    /** How many of each tier to build on top of the ordinary numbers. */
    private const BUILT = ['SILVER' => 360, 'GOLD' => 150, 'PLATINUM' => 40];

    private const ORDINARY = 2600;

    /** @return array<string, array{vanity_level: string, service_type: string, sort_key: int}> msisdn => row */
    public static function generate(int $seed = self::SEED): array
    {
        $rng = new \Random\Randomizer(new \Random\Engine\Mt19937($seed));
        $pool = [];
        $add = static function (string $msisdn) use (&$pool, $rng): bool {
            if (isset($pool[$msisdn]) || str_starts_with($msisdn, '999')) {
                return false;
            }
            $roll = $rng->getInt(0, 99);
            $pool[$msisdn] = [
                'vanity_level' => VanityRules::levelOf($msisdn),
                'service_type' => $roll < 45 ? 'prepaid' : ($roll < 80 ? 'postpaid' : 'both'),
                'sort_key' => $rng->getInt(0, 2_000_000_000),
            ];
            return true;
        };

        for ($made = 0; $made < self::ORDINARY;) {
            $msisdn = self::prefix($rng) . sprintf('%06d', $rng->getInt(0, 999_999));
            $made += $add($msisdn) ? 1 : 0;
        }
        foreach (self::BUILT as $level => $count) {
            for ($made = 0, $tries = 0; $made < $count && $tries < $count * 50; $tries++) {
                $msisdn = self::prefix($rng) . self::vanityTail($level, $rng);
                if (VanityRules::levelOf($msisdn) === $level) {
                    $made += $add($msisdn) ? 1 : 0;
                }
            }
        }
        return $pool;
    }

    private static function prefix(\Random\Randomizer $rng): string
    {
        return self::PREFIXES[$rng->getInt(0, count(self::PREFIXES) - 1)];
    }

    /** A 6-digit tail shaped like the tier's patterns. */
    private static function vanityTail(string $level, \Random\Randomizer $rng): string
    {
        $d = static fn (): string => (string) $rng->getInt(0, 9);
        $run = static function (int $length) use ($rng): string {
            $start = $rng->getInt(0, 10 - $length);
            $digits = '';
            for ($i = 0; $i < $length; $i++) {
                $digits .= (string) ($start + $i);
            }
            return $rng->getInt(0, 1) === 1 ? strrev($digits) : $digits;
        };
        $random = static fn (int $n): string => sprintf('%0' . $n . 'd', $rng->getInt(0, 10 ** $n - 1));

        return match ($level) {
            'PLATINUM' => match ($rng->getInt(0, 1)) {
                0 => str_repeat($d(), 6),
                default => $run(6),
            },
            'GOLD' => match ($rng->getInt(0, 3)) {
                0 => $random(2) . str_repeat($d(), 4),
                1 => $random(2) . $run(4),
                2 => str_repeat($d() . $d(), 3),
                default => str_repeat($d(), 3) . str_repeat($d(), 3),
            },
            default => match ($rng->getInt(0, 4)) {
                0 => $random(3) . str_repeat($d(), 3),
                1 => str_repeat($d(), 2) . str_repeat($d(), 2) . str_repeat($d(), 2),
                2 => str_repeat($random(3), 2),
                3 => (static fn (string $abc): string => $abc . strrev($abc))($random(3)),
                default => $random(3) . $run(3),
            },
        };
    }
}
