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
const packages = lock.packages;
let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[base] || packages[`node_modules/${name}`]) continue;
    const v = registryView(name, range) ?? { version: range, ...platformOf(name) };
    packages[`node_modules/${name}`] = Object.fromEntries(
      Object.entries({
        version: v.version,
        integrity: v['dist.integrity'],
        cpu: v.cpu,
        os: v.os,
        libc: v.libc,
        license: v.license,
        engines: v.engines,
        optional: true,
      }).filter(([, x]) => x !== undefined),
    );
    added += 1;
  }
}
function registryView(name, range) {
  try {
    const view = JSON.parse(
      execFileSync('npm', ['view', `${name}@${range}`, '--json', 'version', 'dist.integrity', 'os', 'cpu', 'libc', 'license', 'engines'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    return Array.isArray(view) ? view[view.length - 1] : view;
  } catch {
    return null; // not on this registry
  }
}

/** '@rollup/rollup-linux-x64-musl' → { os: ['linux'], cpu: ['x64'], libc: ['musl'] } */
function platformOf(name) {
  const m = name.match(
    /-(android|darwin|freebsd|linux|openbsd|openharmony|sunos|win32|aix|netbsd)-(arm64|arm|x64|ia32|loong64|ppc64|riscv64|s390x|mips64el|wasm32)(?:-(\w+))?$/,
  );
  if (!m) throw new Error(`cannot tell the platform of ${name}`);
  const [, os, cpu, abi] = m;
  const libc = abi?.startsWith('musl') ? ['musl'] : abi?.startsWith('gnu') && os === 'linux' ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], libc };
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform package records added`);
