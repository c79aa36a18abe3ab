<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Settings;

defined('ABSPATH') || exit;

/**
 * Reads what is stored (or posted) through the option's schema: each value WordPress finds valid
 * (rest_validate_value_from_schema) is kept as WordPress sanitizes it (rest_sanitize_value_from_schema);
 * any other becomes its default and is noted in `refused`. What the schema does not declare is
 * dropped, so a bad stored value never reaches a getter.
 */
final class Reader
{
    /** @var list<array{path: list<string>, given: mixed, schema: array<string, mixed>}> the values refused, where, as given */
    public array $refused = [];

    /**
     * @param array<string, mixed> $stored
     * @return array<string, mixed>
     */
    public function read(array $stored): array
    {
        return $this->value(OptionSchema::option(), $stored, []);
    }

    /**
     * @param array<string, mixed> $schema
     * @param list<string> $path
     */
    private function value(array $schema, mixed $given, array $path): mixed
    {
        if ($given === null) {
            return $schema['default'];
        }
        if (isset($schema['prepare'])) {
            $given = ($schema['prepare'])($given);
        }
        if (isset($schema['properties'])) {
            $given = is_array($given) ? $given : [];
            $value = [];
            foreach ($schema['properties'] as $key => $property) {
                $value[$key] = $this->value($property, $given[$key] ?? null, [...$path, (string) $key]);
            }
            foreach (isset($schema['additionalProperties']) ? $given : [] as $key => $more) {
                if (!is_string($key) || $more === null || isset($value[$key])) {
                    continue;
                }
                $refused = count($this->refused);
                $read = $this->value($schema['additionalProperties'], $more, [...$path, $key]);
                if (count($this->refused) === $refused) {
                    $value[$key] = $read;
                }
            }
            return $value;
        }
        $name = implode('.', $path);
        // a list is an array: WordPress would read a text as a comma-separated one (a query's argument)
        if (($schema['type'] === 'array' && !is_array($given)) || is_wp_error(rest_validate_value_from_schema($given, $schema, $name))) {
            $this->refused[] = ['path' => $path, 'given' => $given, 'schema' => $schema];
            return $schema['default'];
        }
        $value = rest_sanitize_value_from_schema($given, $schema, $name);
        return isset($schema['finish']) ? ($schema['finish'])($value) : $value;
    }
}
