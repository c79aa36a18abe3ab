<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Frontend;

defined('ABSPATH') || exit;

/**
 * The widgets of the build and their attributes, from the `widgets.json` the build writes beside
 * its manifest (generated from each `widgets/<name>/widget.json`, contract §6). The bridge prints
 * only these widgets, and of their attributes only the declared ones with a declared value: the
 * same rule the widget applies when it reads them.
 */
final class WidgetList
{
    private const NAME = '/^[a-z]+(?:-[a-z]+)*$/';

    /**
     * @param array<string, array{tag: string, attributes: array<string, list<string>>, firstScreen: array{printer: string, whole: bool}|null}> $widgets
     *        name => tag, attribute => allowed values, and what the bridge prints inside the element (widget.json `firstScreen`)
     */
    private function __construct(private readonly array $widgets)
    {
    }

    /** Null when the build is missing or unreadable. */
    public static function load(string $path): ?self
    {
        $data = is_readable($path) ? json_decode((string) file_get_contents($path), true) : null;
        if (!is_array($data)) {
            return null;
        }
        $widgets = [];
        foreach ($data as $name => $widget) {
            if (!is_string($name) || preg_match(self::NAME, $name) !== 1 || !is_array($widget) || ($widget['tag'] ?? null) !== 'whl-' . $name) {
                continue;
            }
            $attributes = [];
            foreach ((array) ($widget['attributes'] ?? []) as $attribute => $spec) {
                if (is_string($attribute) && preg_match(self::NAME, $attribute) === 1 && is_array($spec)) {
                    $attributes[$attribute] = array_values(array_filter((array) ($spec['enum'] ?? []), 'is_string'));
                }
            }
            $screen = $widget['firstScreen'] ?? null;
            $widgets[$name] = ['tag' => 'whl-' . $name, 'attributes' => $attributes, 'firstScreen' => is_array($screen) && is_string($screen['printer'] ?? null)
                ? ['printer' => $screen['printer'], 'whole' => ($screen['whole'] ?? false) === true]
                : null];
        }
        return new self($widgets);
    }

    public function tag(string $name): ?string
    {
        return $this->widgets[$name]['tag'] ?? null;
    }

    /** @return array{printer: string, whole: bool}|null what the bridge prints inside the widget's element: a REST route's HTML, its whole content or not */
    public function firstScreen(string $name): ?array
    {
        return $this->widgets[$name]['firstScreen'] ?? null;
    }

    /** @return list<string> the names of the build's widgets, sorted */
    public function names(): array
    {
        $names = array_keys($this->widgets);
        sort($names);
        return $names;
    }

    /**
     * The declared attributes of `$given` whose value is one of the declared values (names compared
     * in lower case, as HTML does); `$refused` receives attribute => the value given (a string, or
     * its type) and the allowed values, for the others that were declared.
     *
     * @param array<array-key, mixed> $given
     * @param array<string, array{value: string, allowed: list<string>}> $refused
     * @return array<string, string>
     */
    public function attributes(string $name, array $given, array &$refused = []): array
    {
        $declared = $this->widgets[$name]['attributes'] ?? [];
        $accepted = [];
        foreach ($given as $attribute => $value) {
            $attribute = strtolower((string) $attribute);
            if (!isset($declared[$attribute]) || $value === null || $value === '') {
                continue;
            }
            if (is_string($value) && in_array($value, $declared[$attribute], true)) {
                $accepted[$attribute] = $value;
            } else {
                $refused[$attribute] = ['value' => is_scalar($value) ? (string) $value : get_debug_type($value), 'allowed' => $declared[$attribute]];
            }
        }
        return $accepted;
    }
}
