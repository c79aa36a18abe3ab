<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests;

use PHPUnit\Framework\TestCase;

/**
 * The layers of src/ (docs/decisions/148-the-bridge-grouped-by-layer.md): the use cases (Application/) and the shop's rules
 * (Domain/) know nothing of HTTP and call no WordPress function, so they read and test without a
 * request or a site. Application/ reaches the back ends through Ports/ only, never an adapter;
 * Domain/ uses nothing but itself and the ports' names.
 * Gettext (__, _x, _n, _nx) is allowed: it is how the bridge's texts are written (decision 040),
 * and it reads only the catalog of the call's language. A token scan of the files, so the layering
 * cannot drift back unseen.
 */
final class LayeringTest extends TestCase
{
    private const SRC = __DIR__ . '/../src';
    private const GETTEXT = ['__', '_x', '_n', '_nx'];
    /** A name followed by "(" is no function call after these (a method, a declaration, a class). */
    private const NOT_A_CALL_AFTER = [T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW, T_CONST];

    /** @return array<string, array{string, list<string>}> file => [its path, the namespaces it may not use] */
    public static function files(): array
    {
        $files = [];
        $outer = ['Http', 'Adapters'];
        foreach (['Application' => $outer, 'Domain' => [...$outer, 'Application', 'Infrastructure', 'WordPress']] as $layer => $forbidden) {
            $iterator = new \RecursiveIteratorIterator(new \RecursiveDirectoryIterator(self::SRC . "/$layer", \FilesystemIterator::SKIP_DOTS));
            foreach ($iterator as $file) {
                $path = (string) $file;
                if (str_ends_with($path, '.php')) {
                    $files[substr($path, strlen(self::SRC) + 1)] = [$path, array_map(static fn (string $l): string => "Whl\\Bridge\\$l\\", $forbidden)];
                }
            }
        }
        ksort($files);
        return $files;
    }

    public function test_there_are_files_to_scan(): void
    {
        $files = array_keys(self::files());
        self::assertContains('Application/Checkout/PlaceOrder.php', $files);
        self::assertContains('Domain/Money.php', $files);
    }

    /**
     * @dataProvider files
     * @param list<string> $forbidden
     */
    public function test_a_use_case_or_a_rule_knows_no_http_and_calls_no_wordpress_function(string $path, array $forbidden): void
    {
        [$classes, $functions] = self::usesOf((string) file_get_contents($path));
        $wrong = array_filter($classes, static function (string $class) use ($forbidden): bool {
            foreach ($forbidden as $prefix) {
                if (str_starts_with($class . '\\', $prefix)) {
                    return true;
                }
            }
            return false;
        });
        $notPhps = array_filter($functions, static fn (string $name): bool => !in_array($name, self::GETTEXT, true)
            && (!function_exists($name) || !(new \ReflectionFunction($name))->isInternal()));
        self::assertSame(
            ['classes of a layer it may not use' => [], 'functions not PHP\'s own (WordPress\'s, the plugin\'s)' => []],
            ['classes of a layer it may not use' => array_values($wrong), 'functions not PHP\'s own (WordPress\'s, the plugin\'s)' => array_values($notPhps)],
        );
    }

    public function test_the_scan_sees_a_handler_and_a_wordpress_call(): void
    {
        $code = "<?php\nnamespace Whl\\Bridge\\Application\\Cart;\nuse Whl\\Bridge\\Http\\Request;\nuse Whl\\Bridge\\Http;\n"
            . "final class X { public function f(Request \$r): string { \$this->home_url('/'); Http\\Ajax\\EsimActions::esimAllowed();\n"
            . "return sanitize_text_field(\\is_email('a') . strlen('b') . __('c', 'whl-bridge')); } }\n";
        [$classes, $functions] = self::usesOf($code);
        self::assertSame(['Whl\\Bridge\\Http\\Request', 'Whl\\Bridge\\Http', 'Whl\\Bridge\\Http\\Ajax\\EsimActions'], $classes);
        self::assertSame(['sanitize_text_field', 'is_email', 'strlen', '__'], $functions);
    }

    private static function namespaceOf(string $code): string
    {
        return preg_match('/^namespace ([\w\\\\]+);/m', $code, $m) === 1 ? $m[1] : '';
    }

    /**
     * The classes and namespaces a file names (its imports and every qualified name, resolved) and
     * the functions it calls by name.
     *
     * @return array{list<string>, list<string>}
     */
    private static function usesOf(string $code): array
    {
        $tokens = array_values(array_filter(
            token_get_all($code),
            static fn ($t): bool => !is_array($t) || !in_array($t[0], [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT], true),
        ));
        $namespace = self::namespaceOf($code);
        $imports = [];
        $classes = [];
        $functions = [];
        foreach ($tokens as $i => $token) {
            if (!is_array($token)) {
                continue;
            }
            $previous = $tokens[$i - 1] ?? null;
            $next = $tokens[$i + 1] ?? null;
            $afterMember = is_array($previous) && in_array($previous[0], self::NOT_A_CALL_AFTER, true);
            if ($token[0] === T_USE && is_array($next) && in_array($next[0], [T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED, T_STRING], true)) {
                $name = ltrim($next[1], '\\');
                $imports[strtolower(substr($name, (int) strrpos('\\' . $name, '\\')))] = $name;
                $classes[] = $name;
                continue;
            }
            if (in_array($token[0], [T_STRING, T_NAME_FULLY_QUALIFIED], true) && $next === '(' && !$afterMember) {
                $functions[] = ltrim($token[1], '\\');
                continue;
            }
            if ($token[0] === T_NAME_QUALIFIED && !(is_array($previous) && in_array($previous[0], [T_USE, T_NAMESPACE], true))) {
                $first = strtolower(strstr($token[1], '\\', true));
                $classes[] = isset($imports[$first]) ? $imports[$first] . strstr($token[1], '\\') : "$namespace\\{$token[1]}";
            } elseif ($token[0] === T_NAME_FULLY_QUALIFIED) {
                $classes[] = ltrim($token[1], '\\');
            }
        }
        return [array_values(array_unique($classes)), array_values(array_unique($functions))];
    }
}
