<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Infrastructure\Storage;

use PHPUnit\Framework\TestCase;

/**
 * Issue 31 finding 9: a query is prepared once. wpdb::prepare() reads its query for placeholders,
 * so a prepared fragment put into another prepare() has its values read as SQL again (a `%` in one
 * is a placeholder then). A token scan of src/: no variable that holds a prepare()'s result is part
 * of another prepare()'s query; a shared condition keeps its placeholders and passes its values.
 */
final class PreparedOnceTest extends TestCase
{
    private const SRC = __DIR__ . '/../../../src';

    public function test_no_prepared_fragment_is_prepared_again(): void
    {
        $checked = 0;
        $twice = [];
        $tree = new \RecursiveIteratorIterator(new \RecursiveDirectoryIterator(self::SRC, \FilesystemIterator::SKIP_DOTS));
        foreach ($tree as $file) {
            if (!str_ends_with((string) $file, '.php')) {
                continue;
            }
            $tokens = token_get_all((string) file_get_contents((string) $file));
            $prepared = self::preparedVariables($tokens);
            foreach (self::prepareCalls($tokens) as [$line, $query]) {
                $checked++;
                foreach ($prepared as $variable) {
                    if (in_array($variable, $query, true)) {
                        $twice[] = substr((string) $file, strlen(self::SRC) + 1) . ":{$line} {$variable}";
                    }
                }
            }
        }
        self::assertGreaterThan(100, $checked, 'the scan finds the prepare() calls');
        self::assertSame([], $twice);
    }

    public function test_the_scan_finds_a_fragment_prepared_twice(): void
    {
        $code = '<?php $free = $db->prepare(" AND a = %s", $a); $rows = $db->get_results($db->prepare("SELECT 1 FROM t WHERE b = %s{$free}", $b));';
        $tokens = token_get_all($code);
        self::assertSame(['$free'], self::preparedVariables($tokens));
        self::assertContains('$free', self::prepareCalls($tokens)[1][1]);
    }

    /**
     * The variables assigned a prepare()'s result ($x = …->prepare(, $x[] = …->prepare().
     *
     * @param list<mixed> $tokens
     * @return list<string>
     */
    private static function preparedVariables(array $tokens): array
    {
        $variables = [];
        $code = self::significant($tokens);
        foreach ($code as $i => $token) {
            if ($token !== 'prepare' || ($code[$i - 1] ?? '') !== '->') {
                continue;
            }
            // walk back over the receiver (…->db, $db) to the "=" of an assignment, if there is one
            for ($j = $i - 2; $j >= 0 && ($code[$j] === '->' || preg_match('/^\$?\w+$/', $code[$j]) === 1); $j--) {
            }
            $at = $j;
            if (($code[$at] ?? '') === '=') {
                $target = $code[$at - 1] === ']' && ($code[$at - 2] ?? '') === '[' ? $code[$at - 3] : $code[$at - 1];
                if (str_starts_with($target, '$')) {
                    $variables[] = $target;
                }
            }
        }
        return array_values(array_unique($variables));
    }

    /**
     * Each prepare() call: its line and the variables its first argument (the query) reads.
     *
     * @param list<mixed> $tokens
     * @return list<array{int, list<string>}>
     */
    private static function prepareCalls(array $tokens): array
    {
        $calls = [];
        $count = count($tokens);
        for ($i = 2; $i < $count; $i++) {
            if (!is_array($tokens[$i]) || $tokens[$i][1] !== 'prepare' || !is_array($tokens[$i - 1]) || $tokens[$i - 1][0] !== T_OBJECT_OPERATOR) {
                continue;
            }
            $variables = [];
            $depth = 0;
            for ($k = $i + 2; $k < $count; $k++) {
                $text = is_array($tokens[$k]) ? $tokens[$k][1] : $tokens[$k];
                if (in_array($text, ['(', '[', '{', '${'], true)) {
                    $depth++;
                } elseif (in_array($text, [')', ']', '}'], true)) {
                    if ($depth-- === 0) {
                        break;
                    }
                } elseif ($text === ',' && $depth === 0) {
                    break;
                }
                if (is_array($tokens[$k]) && $tokens[$k][0] === T_VARIABLE) {
                    $variables[] = $tokens[$k][1];
                }
            }
            $calls[] = [$tokens[$i][2], $variables];
        }
        return $calls;
    }

    /**
     * The tokens' texts without whitespace and comments.
     *
     * @param list<mixed> $tokens
     * @return list<string>
     */
    private static function significant(array $tokens): array
    {
        $texts = [];
        foreach ($tokens as $token) {
            if (is_array($token) && in_array($token[0], [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT], true)) {
                continue;
            }
            $texts[] = is_array($token) ? $token[1] : $token;
        }
        return $texts;
    }
}
