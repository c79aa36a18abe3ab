<?php

/**
 * Builds languages/<domain>-<locale>.mo from every languages/*.po of the plugin with WordPress's
 * own POMO classes (the ones that read the .mo at run time). The .po files are the source
 * translators edit; the .mo files are build output (not committed).
 *
 * Run by `npm run i18n:mo`, by the demo and test hosts (demo-host/lib/host.mjs) and by
 * `npm run package`. Usage: php php-bridge/bin/make-mo.php [WordPress folder]
 * (default: WHL_WORDPRESS_DIR, else Debian's /usr/share/wordpress).
 */

declare(strict_types=1);

PHP_SAPI === 'cli' || exit(1);

$wordpress = rtrim($argv[1] ?? (getenv('WHL_WORDPRESS_DIR') ?: '/usr/share/wordpress'), '/');
if (!is_file($wordpress . '/wp-includes/pomo/po.php')) {
    fwrite(STDERR, "make-mo: no WordPress (wp-includes/pomo) in {$wordpress}\n");
    exit(1);
}
require_once $wordpress . '/wp-includes/pomo/po.php';
require_once $wordpress . '/wp-includes/pomo/mo.php';

$built = 0;
foreach (glob(dirname(__DIR__) . '/languages/*.po') ?: [] as $poFile) {
    $po = new PO();
    if (!$po->import_from_file($poFile) || $po->entries === []) {
        fwrite(STDERR, 'make-mo: could not read ' . basename($poFile) . "\n");
        exit(1);
    }
    $mo = new MO();
    $mo->set_headers($po->headers);
    foreach ($po->entries as $entry) {
        $mo->add_entry($entry);
    }
    $moFile = substr($poFile, 0, -3) . '.mo';
    if (!$mo->export_to_file($moFile)) {
        fwrite(STDERR, 'make-mo: could not write ' . basename($moFile) . "\n");
        exit(1);
    }
    $built++;
}
echo "make-mo: {$built} catalog(s) built\n";
