// `npm run package`: the zip an integrator installs (Plugins → Add New → Upload, or unzipped into
// wp-content/plugins): the folder whl-bridge/ with the plugin's entry file, src/, dropins/, both
// widget builds, translations if any and the README; no tests, no PHPUnit configuration, no docs.
// Builds the widgets first when the build is missing or older than its sources. Node only: the
// zip is written with zlib (no zip tool, no dependency), entries sorted and dated alike, so the
// same files give the same zip. Prints the zip's path.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { buildWidgetsIfStale, repoRoot } from '../demo-host/lib/host.mjs';

const pluginDir = join(repoRoot, 'php-bridge');
const folder = 'whl-bridge';
/** What the plugin needs at run time, relative to php-bridge/. */
const shipped = ['whl-bridge.php', 'README.md', 'src', 'dropins', 'assets/build/preact', 'assets/build/react', 'languages'];
const zipDate = { time: 0, date: ((2026 - 1980) << 9) | (1 << 5) | 1 }; // 2026-01-01 00:00, DOS format

buildWidgetsIfStale();
const version = readFileSync(join(pluginDir, 'whl-bridge.php'), 'utf8').match(/^\s*\*\s*Version:\s*(\S+)/m)?.[1];
if (!version) throw new Error('no "Version:" in the plugin header of whl-bridge.php');

const files = shipped.filter((p) => existsSync(join(pluginDir, p))).flatMap((p) => filesUnder(join(pluginDir, p))).sort();
for (const required of ['whl-bridge.php', 'assets/build/preact/manifest.json', 'assets/build/react/manifest.json']) {
  if (!files.includes(join(pluginDir, required))) throw new Error(`${required} is missing: nothing packaged`);
}

const out = join(repoRoot, 'dist', `${folder}-${version}.zip`);
mkdirSync(join(repoRoot, 'dist'), { recursive: true });
writeFileSync(out, zip(files.map((f) => ({ name: `${folder}/${relative(pluginDir, f)}`, data: readFileSync(f) }))));
console.log(`${relative(repoRoot, out)}: ${files.length} files, ${(statSync(out).size / 1024).toFixed(0)} KiB`);

function filesUnder(path) {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).filter((e) => !e.startsWith('.')).flatMap((e) => filesUnder(join(path, e)));
}

/** A zip archive (PKWARE APPNOTE 6.3: local headers, central directory, end record; no zip64). */
function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const deflated = deflateRawSync(data, { level: 9 });
    const stored = deflated.length >= data.length;
    const body = stored ? data : deflated;
    const nameBytes = Buffer.from(name, 'utf8');
    // Fields shared by both headers, from "version needed" to the name length.
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0); // version needed: 2.0 (deflate)
    common.writeUInt16LE(0x0800, 2); // names are UTF-8
    common.writeUInt16LE(stored ? 0 : 8, 4);
    common.writeUInt16LE(zipDate.time, 6);
    common.writeUInt16LE(zipDate.date, 8);
    common.writeUInt32LE(crc32(data), 10);
    common.writeUInt32LE(body.length, 14);
    common.writeUInt32LE(data.length, 18);
    common.writeUInt16LE(nameBytes.length, 22);
    common.writeUInt16LE(0, 24); // no extra field

    const local = Buffer.concat([u32(0x04034b50), common, nameBytes, body]);
    const central = Buffer.concat([
      u32(0x02014b50), u16((3 << 8) | 20), // made by: Unix, 2.0
      common,
      u16(0), u16(0), u16(0), // comment length, disk, internal attributes
      u32((0o100644 << 16) >>> 0), // external attributes: a regular file, rw-r--r--
      u32(offset),
      nameBytes,
    ]);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.concat([
    u32(0x06054b50), u16(0), u16(0), u16(entries.length), u16(entries.length),
    u32(directory.length), u32(offset), u16(0),
  ]);
  return Buffer.concat([...locals, directory, end]);
}

function u16(n) {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
}

function u32(n) {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
}
