<?php

declare(strict_types=1);

namespace Whl\Bridge\WordPress\Settings;

defined('ABSPATH') || exit;

use Whl\Bridge\Infrastructure\Security\ClientAddress;
use Whl\Bridge\WordPress\Settings;

/**
 * What a save (the settings screen, update_option, WP-CLI) is read as before Settings::sanitize stores
 * it: a post of the screen over what is stored, and a typo that keeps the stored value with a word
 * on the screen saying which field and what it takes (issue 15).
 */
final class ScreenPost
{
    /**
     * A post of the settings screen (WordPress\Admin\SettingsPage) read over what is stored: the fields it
     * shows replace the stored ones, a credential left empty keeps the stored one (the form never
     * prints them back) unless its "clear" box is ticked, a route picked as a page becomes that
     * page's path, and what the form does not show is kept.
     *
     * @param array<string, mixed> $post
     * @return array<string, mixed>
     */
    public static function fromForm(array $post): array
    {
        $current = Settings::load()->all();
        foreach ($post['upstreams'] ?? [] as $port => $fields) {
            foreach (is_array($fields) ? $fields : [] as $field => $value) {
                if (in_array($field, OptionSchema::SECRET_FIELDS, true) && ($value === '' || $value === null)) {
                    $clear = !empty($post['clear_secrets'][$port][$field]);
                    $post['upstreams'][$port][$field] = $clear ? '' : ($current['upstreams'][$port][$field] ?? '');
                }
            }
        }
        foreach ($post['route_pages'] ?? [] as $name => $pageId) {
            $uri = is_numeric($pageId) && (int) $pageId > 0 ? get_page_uri((int) $pageId) : '';
            if (is_string($uri) && $uri !== '') {
                $post['routes'][$name] = '/' . trim($uri, '/') . '/';
            }
        }
        unset($post[Settings::FORM_MARK], $post['clear_secrets'], $post['route_pages']);
        return array_replace_recursive($current, $post);
    }

    /**
     * A typed value that breaks its rule (a relative upload folder, a page path without its '/', an
     * address that is not one, a trusted-proxy list with an entry that is neither an address nor a
     * network) would become its default without a word: the value stored stays, and the screen says
     * which field and what it takes. WordPress may sanitize one save twice (a first save adds the
     * option): one message.
     *
     * @param array<string, mixed> $input
     * @param list<array{path: list<string>, given: mixed, schema: array<string, mixed>}> $refused Reader::$refused
     * @return array<string, mixed> $input with the stored values in place of the typos
     */
    public static function keepOnTypos(array $input, array $refused): array
    {
        $stored = get_option(Settings::OPTION, []);
        $stored = is_array($stored) ? $stored : [];
        $said = function_exists('get_settings_errors') ? array_column(get_settings_errors(Settings::OPTION), 'code') : [];
        foreach ($refused as ['path' => $path, 'schema' => $schema]) {
            $given = self::at($input, $path);
            $message = $path === ['trusted_proxies'] ? self::unreadProxies($given) : (is_string($given) ? self::typo($path, $schema, $given) : null);
            if ($message === null) {
                continue;
            }
            self::put($input, $path, self::at($stored, $path)); // none stored: null, which reads as the default
            $code = implode('.', $path);
            if (function_exists('add_settings_error') && !in_array($code, $said, true)) {
                add_settings_error(Settings::OPTION, $code, $message);
            }
        }
        return $input;
    }

    /** The screen's word on a text field's typo, when the field says what it takes. */
    private static function typo(array $path, array $schema, string $given): ?string
    {
        $takes = match ($schema['takes'] ?? null) {
            'folder' => __('an absolute folder path (/…) or empty', 'whl-bridge'),
            'link' => __('a web address (https://…) or a path of this site (/…)', 'whl-bridge'),
            'path' => __('a path of this site starting with /', 'whl-bridge'),
            'http' => __('an http(s) address', 'whl-bridge'),
            default => null,
        };
        $label = match ($path[0]) {
            'upload_storage_dir' => __('Upload folder', 'whl-bridge'),
            'store_locator_url' => __('Store locator URL', 'whl-bridge'),
            'business_registration_url' => __('Business registration URL', 'whl-bridge'),
            'fallback_image' => __('Fallback image URL', 'whl-bridge'),
            default => implode(' ', array_slice($path, 1)), // a route's name; an upstream's port and field
        };
        return $takes === null ? null : sprintf(
            /* translators: 1: a setting's name, 2: the value typed, 3: what the setting takes */
            __('%1$s: “%2$s” is not %3$s. The setting was left as it was.', 'whl-bridge'),
            $label,
            $given,
            $takes,
        );
    }

    /** The screen's word on the trusted-proxy entries that are not addresses or networks; null when there are none. */
    private static function unreadProxies(mixed $given): ?string
    {
        $entries = OptionSchema::proxyEntries($given);
        $unread = array_filter(is_array($entries) ? $entries : [], static fn ($e): bool => !is_string($e) || ClientAddress::network($e) === '');
        return $unread === [] ? null : sprintf(
            /* translators: %s: the entries of the list that are not addresses or networks */
            __('Trusted proxies: %s is not an address or a network (for example 10.0.0.5 or 10.0.0.0/24). The list was left as it was.', 'whl-bridge'),
            implode(', ', array_map(static fn ($e): string => is_string($e) ? $e : '?', $unread)),
        );
    }

    /** @param list<string> $path */
    private static function at(array $values, array $path): mixed
    {
        foreach ($path as $key) {
            if (!is_array($values) || !array_key_exists($key, $values)) {
                return null;
            }
            $values = $values[$key];
        }
        return $values;
    }

    /** @param list<string> $path */
    private static function put(array &$values, array $path, mixed $value): void
    {
        $key = array_shift($path);
        if ($path === []) {
            $values[$key] = $value;
            return;
        }
        $values[$key] = is_array($values[$key] ?? null) ? $values[$key] : [];
        self::put($values[$key], $path, $value);
    }
}
