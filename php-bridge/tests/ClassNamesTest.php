<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests;

use PHPUnit\Framework\TestCase;

/**
 * Issue 7: no class, interface or trait name of the plugin is used twice (in another namespace),
 * so a name read anywhere (a stack trace, a log, a review) says which one it is.
 */
final class ClassNamesTest extends TestCase
{
    public function test_every_class_name_of_the_plugin_is_used_once(): void
    {
        $src = dirname(__DIR__) . '/src';
        $names = [];
        foreach (new \RecursiveIteratorIterator(new \RecursiveDirectoryIterator($src, \FilesystemIterator::SKIP_DOTS)) as $file) {
            if ($file->getExtension() !== 'php') {
                continue;
            }
            $tokens = \PhpToken::tokenize((string) file_get_contents($file->getPathname()));
            foreach ($tokens as $i => $token) {
                if ($token->is([T_CLASS, T_INTERFACE, T_TRAIT, T_ENUM]) && !($tokens[$i - 1] ?? null)?->is(T_DOUBLE_COLON)) {
                    $next = $tokens[$i + 2] ?? null; // the whitespace, then the name (anonymous classes have none)
                    if ($next !== null && $next->is(T_STRING)) {
                        $names[$next->text][] = substr($file->getPathname(), strlen($src) + 1);
                    }
                }
            }
        }
        self::assertGreaterThan(50, count($names));
        self::assertSame([], array_filter($names, static fn (array $files): bool => count($files) > 1));
    }
}
