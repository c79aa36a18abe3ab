<?php

declare(strict_types=1);

namespace Whl\Bridge\Adapters\Sandbox;

defined('ABSPATH') || exit;

/**
 * Fills the Sandbox tables; idempotent. Plans and devices are upserted (texts and prices follow
 * the code); numbers are only added, so holds of running carts survive a re-seed.
 */
final class Seeder
{
    public function __construct(private readonly \wpdb $db)
    {
    }

    public function seed(): void
    {
        $this->seedPlans();
        $this->seedDevices();
        $this->seedNumbers();
        SandboxIdentity::seed($this->db, SeedAccounts::ACCOUNTS);
    }

    private function seedPlans(): void
    {
        $this->upsert($this->db->prefix . 'whl_sbx_products', SeedCatalogue::plans());
    }

    private function seedDevices(): void
    {
        $this->upsert($this->db->prefix . 'whl_sbx_devices', SeedDevices::devices());
    }

    /**
     * Inserts the rows, or updates them by their unique sku (texts and prices follow the code).
     *
     * @param list<array<string, mixed>> $rows
     */
    private function upsert(string $table, array $rows): void
    {
        foreach ($rows as $row) {
            $columns = array_keys($row);
            $placeholders = array_map(static fn ($v): string => is_int($v) ? '%d' : '%s', $row);
            $updates = array_map(static fn (string $c): string => "{$c} = VALUES({$c})", array_diff($columns, ['sku']));
            $this->db->query($this->db->prepare(
                "INSERT INTO {$table} (" . implode(', ', $columns) . ') VALUES (' . implode(', ', $placeholders) . ')
                 ON DUPLICATE KEY UPDATE ' . implode(', ', $updates),
                ...array_values($row),
            ));
        }
    }

    private function seedNumbers(): void
    {
        $table = $this->db->prefix . 'whl_sbx_numbers';
        $rows = NumberPool::generate();
        foreach (array_chunk($rows, 500, true) as $chunk) {
            $values = [];
            foreach ($chunk as $msisdn => $row) {
                $values[] = $this->db->prepare(
                    '(%s, %s, %d, %s, %d)',
                    (string) $msisdn,
                    $row['vanity_level'],
                    VanityRules::priceOf($row['vanity_level']),
                    $row['service_type'],
                    $row['sort_key'],
                );
            }
            $this->db->query("INSERT IGNORE INTO {$table} (msisdn, vanity_level, price_baisa, service_type, sort_key) VALUES " . implode(', ', $values));
        }
        $grams = $this->db->prefix . 'whl_sbx_number_grams';
        foreach (array_chunk(array_keys($rows), 400) as $chunk) {
            $values = [];
            foreach ($chunk as $msisdn) {
                foreach (SandboxNumberInventory::gramsOf((string) $msisdn) as $gram) {
                    $values[] = "('{$gram}', '{$msisdn}')"; // digits only, from our own pool
                }
            }
            $this->db->query("INSERT IGNORE INTO {$grams} (gram, msisdn) VALUES " . implode(', ', $values));
        }
    }
}
