// `npm run package`: the zip an integrator installs (Plugins → Add New → Upload, or unzipped into
// wp-content/plugins): the folder whl-bridge/ with the plugin's entry file, src/, dropins/, both
// widget builds, the translations (each .po and the .mo built from it) and the README; no tests,
// no PHPUnit configuration, no docs.
// Builds the widgets first when the build is missing or older than its sources; Debian's `zip`
// writes the archive. Prints the zip's path.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildTranslations, buildWidgetsIfStale, ensureSystemPackages, repoRoot } from '../demo-host/lib/host.mjs';

const pluginDir = join(repoRoot, 'php-bridge');
/** What the plugin needs at run time, relative to php-bridge/ (the demo host's router serves no other file of it). */
const shipped = JSON.parse(readFileSync(join(repoRoot, 'scripts/lib/plugin-package.json'), 'utf8')).ships;

ensureSystemPackages('demo');
buildWidgetsIfStale();
buildTranslations(() => {}); // languages/*.mo from the .po files (not committed)
const version = /^\s*\*\s*Version:\s*(\S+)/m.exec(readFileSync(join(pluginDir, 'whl-bridge.php'), 'utf8'))?.[1];
if (!version) throw new Error('no "Version:" in the plugin header of whl-bridge.php');
const missing = shipped.filter((path) => !existsSync(join(pluginDir, path)));
if (missing.length) throw new Error(`missing in php-bridge/: ${missing.join(', ')}; nothing packaged`);

const out = join(repoRoot, 'dist', `whl-bridge-${version}.zip`);
mkdirSync(join(repoRoot, 'dist'), { recursive: true });
rmSync(out, { force: true });
// the archive's folder is whl-bridge/: zip reads php-bridge/ through a link of that name
const stage = mkdtempSync(join(tmpdir(), 'whl-package-'));
try {
  symlinkSync(pluginDir, join(stage, 'whl-bridge'));
  execFileSync('zip', ['-q', '-r', '-X', '-D', '-9', out, ...shipped.map((p) => `whl-bridge/${p}`), '-x', '*/.*'], { cwd: stage });
} finally {
  rmSync(stage, { recursive: true, force: true });
}
const count = execFileSync('unzip', ['-Z1', out], { encoding: 'utf8' }).trim().split('\n').length;
console.log(`${relative(repoRoot, out)}: ${count} files, ${(statSync(out).size / 1024).toFixed(0)} KiB`);
