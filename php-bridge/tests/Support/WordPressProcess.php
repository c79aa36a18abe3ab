<?php

declare(strict_types=1);

namespace Whl\Bridge\Tests\Support;

/**
 * Runs PHP code in a fresh process that loads the test site's WordPress as a site of another
 * environment type (WP_ENVIRONMENT_TYPE), with constants of its own defined before wp-config.php
 * (whose later definitions of the same names are ignored). Answers what the code printed, as JSON.
 */
final class WordPressProcess
{
    /**
     * @param array<string, scalar> $constants defined before wp-config.php
     * @return array<mixed>
     */
    public static function run(string $environment, string $code, array $constants = []): array
    {
        $script = sys_get_temp_dir() . '/whl-env-' . bin2hex(random_bytes(6)) . '.php';
        $wpLoad = rtrim((string) getenv('WHL_WP_DIR'), '/') . '/wp-load.php';
        $defines = '';
        foreach ($constants as $name => $value) {
            $defines .= 'define(' . var_export($name, true) . ', ' . var_export($value, true) . ");\n";
        }
        file_put_contents($script, '<?php
            error_reporting(E_ALL & ~E_WARNING); // wp-config defines WP_ENVIRONMENT_TYPE again: the first one counts
            ini_set("display_errors", "stderr");
            define("WP_ENVIRONMENT_TYPE", ' . var_export($environment, true) . ');
            ' . $defines . '
            $_SERVER["HTTP_HOST"] = ' . var_export($_SERVER['HTTP_HOST'] ?? 'localhost', true) . ';
            $_SERVER["REQUEST_URI"] = "/";
            $_SERVER["REMOTE_ADDR"] = "127.0.0.1";
            require ' . var_export($wpLoad, true) . ';
            ' . $code);
        try {
            $output = shell_exec('php ' . escapeshellarg($script) . ' 2>/dev/null');
        } finally {
            unlink($script);
        }
        $decoded = json_decode((string) $output, true);
        if (!is_array($decoded)) {
            throw new \RuntimeException('the child PHP answered: ' . $output);
        }
        return $decoded;
    }
}
