// Adds the records of platform-specific optional dependencies (native builds of rollup, swc, …)
// that npm leaves out of package-lock.json when it cannot resolve them (npm/cli#4828; the
// registry this project installs from holds only the builds of its own platform). Without them
// `npm ci` refuses the lockfile ("Missing: … from lock file"). A build the registry lacks gets a
// record with its os/cpu/libc read from its name, so npm skips it on every other platform.
// Run after any dependency change: `node scripts/complete-lockfile.mjs`.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const FIELDS = ['version', 'dist.integrity', 'cpu', 'os', 'libc', 'license', 'engines'];
let added = 0;
for (const [path, meta] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    if (lock.packages[`${path ? `${path}/` : ''}node_modules/${name}`] || lock.packages[`node_modules/${name}`]) continue;
    const { 'dist.integrity': integrity, ...view } = registryView(name, range) ?? { version: range, ...platformOf(name) };
    lock.packages[`node_modules/${name}`] = JSON.parse(JSON.stringify({ ...view, integrity, optional: true })); // without undefined fields
    added += 1;
  }
}

/** The registry's record of name@range (its latest matching version), or null when the registry lacks it. */
function registryView(name, range) {
  try {
    const out = execFileSync('npm', ['view', `${name}@${range}`, '--json', ...FIELDS], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return [JSON.parse(out)].flat().at(-1);
  } catch {
    return null;
  }
}

/** '@rollup/rollup-linux-x64-musl' → { os: ['linux'], cpu: ['x64'], libc: ['musl'] } */
function platformOf(name) {
  const OS = 'android|darwin|freebsd|linux|openbsd|openharmony|sunos|win32|aix|netbsd';
  const CPU = 'arm64|arm|x64|ia32|loong64|ppc64|riscv64|s390x|mips64el|wasm32';
  const [, os, cpu, abi] = name.match(new RegExp(`-(${OS})-(${CPU})(?:-(\\w+))?$`)) ?? [];
  if (!os) throw new Error(`cannot tell the platform of ${name}`);
  const libc = abi?.startsWith('musl') ? ['musl'] : abi?.startsWith('gnu') && os === 'linux' ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], libc };
}

const order = ([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b)); // the root package first
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(order));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform package records added`);
