// `node scripts/country-table.mjs` writes php-bridge/src/Domain/CountryTable.php from its sources
// (scripts/lib/country-table.mjs: Debian's iso-codes, this Node's Intl.DisplayNames, the
// countries-list npm package, fetched with `npm pack` unless `--countries-list <dir>` names it
// unpacked); `--check` writes nothing and exits 1 when the committed file differs from them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTRIES_LIST, ISO_CODES, TABLE, parseTable, printTable, rowsFrom } from './lib/country-table.mjs';

/** The unpacked countries-list package: `--countries-list <dir>`, else `npm pack` into a temporary folder. */
function countriesList(args) {
  const given = args[args.indexOf('--countries-list') + 1];
  if (args.includes('--countries-list') && given) return { dir: given, done: () => {} };
  const tmp = mkdtempSync(join(tmpdir(), 'countries-list-'));
  const file = execFileSync('npm', ['pack', COUNTRIES_LIST, '--silent', '--pack-destination', tmp], { encoding: 'utf8' }).trim();
  execFileSync('tar', ['xzf', join(tmp, file), '-C', tmp]);
  return { dir: join(tmp, 'package'), done: () => rmSync(tmp, { recursive: true, force: true }) };
}

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const path = join(root, TABLE);
const current = readFileSync(path, 'utf8');
const source = countriesList(args);
try {
  const isoCodes = JSON.parse(readFileSync(ISO_CODES, 'utf8'))['3166-1'];
  const countries = JSON.parse(readFileSync(join(source.dir, 'countries.min.json'), 'utf8'));
  const dialCodes = Object.fromEntries(Object.entries(countries).map(([code, c]) => [code, c.phone?.[0] ?? '']));
  const previous = new Map(parseTable(current).map((r) => [r[1], r[0]]));
  const wanted = printTable(rowsFrom({ isoCodes, dialCodes, previous }));
  if (wanted === current) {
    console.log(`${TABLE}: current`);
  } else if (args.includes('--check')) {
    console.error(`${TABLE} differs from its sources; run \`node scripts/country-table.mjs\` and review the diff`);
    process.exitCode = 1;
  } else {
    writeFileSync(path, wanted);
    console.log(`wrote ${TABLE}`);
  }
} finally {
  source.done();
}
