<?php

/**
 * The PHP side of the adapter contract tests (test/contract/): loads the WordPress named by
 * WHL_WP_DIR once, then answers one JSON command per line of stdin with one JSON line:
 *
 *   {"settings": {...}, "port": "captcha", "call": "verify", "args": [...]}
 *     → {"ok": <the result, objects as their public properties>} or {"error": {"class", "message"}}
 *   {"log": true} → {"ok": "<the PHP error log lines written since the last such command>"}
 *
 * The settings reach the plugin as its stored option would (pre_option filter: nothing is written),
 * and the port's adapter is built by the plugin's own factory, as a request would build it.
 * An argument {"$new": "Domain\\NumberQuery", "args": [...]} is built as that domain object.
 */

declare(strict_types=1);

$wpDir = getenv('WHL_WP_DIR') ?: '';
if ($wpDir === '' || !is_file(rtrim($wpDir, '/') . '/wp-load.php')) {
    fwrite(STDERR, "WHL_WP_DIR must name a WordPress root with the bridge active.\n");
    exit(1);
}
$_SERVER['HTTP_HOST'] = getenv('WHL_HTTP_HOST') ?: '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
define('WP_USE_THEMES', false);
require rtrim($wpDir, '/') . '/wp-load.php';

$logFile = tempnam(sys_get_temp_dir(), 'whl-contract-log');
ini_set('log_errors', '1');
ini_set('error_log', $logFile);

$settings = [];
add_filter('pre_option_' . \Whl\Bridge\WordPress\Settings::OPTION, static function () use (&$settings) {
    return $settings;
});

$build = static function (mixed $arg) use (&$build): mixed {
    if (is_array($arg) && isset($arg['$new'])) {
        $class = 'Whl\\Bridge\\' . $arg['$new'];
        return new $class(...array_map($build, $arg['args'] ?? []));
    }
    return $arg;
};

$export = static function (mixed $value) use (&$export): mixed {
    if (is_object($value)) {
        return ['$class' => (new \ReflectionClass($value))->getShortName()] + array_map($export, get_object_vars($value));
    }
    return is_array($value) ? array_map($export, $value) : $value;
};

while (($line = fgets(STDIN)) !== false) {
    $command = json_decode($line, true);
    try {
        if (!empty($command['log'])) {
            $answer = ['ok' => (string) file_get_contents($logFile)];
            file_put_contents($logFile, '');
        } else {
            $settings = $command['settings'] ?? [];
            \Whl\Bridge\WordPress\Plugin::resetRequestState();
            $service = \Whl\Bridge\WordPress\Plugin::instance()->adapter($command['port']);
            $result = $service->{$command['call']}(...array_map($build, $command['args'] ?? []));
            $answer = ['ok' => $export($result)];
        }
    } catch (\Throwable $e) {
        $answer = ['error' => ['class' => (new \ReflectionClass($e))->getShortName(), 'message' => $e->getMessage()]];
    }
    fwrite(STDOUT, json_encode($answer, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PARTIAL_OUTPUT_ON_ERROR) . "\n");
}
