// php-bridge/src/Domain/CountryTable.php is generated (scripts/country-table.mjs, 000 §7.4, §9):
// the committed file is exactly what the generator prints for its rows, its ids keep 000 §9's and
// are stable, and, on a Node whose ICU made the table, its names are Intl.DisplayNames'. Checking it
// against every source (Debian's iso-codes, the countries-list package) is
// `node scripts/country-table.mjs --check`, which fetches that package.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FIXED_IDS, TABLE, checkTable, parseTable, printTable, rowsFrom } from '../../scripts/lib/country-table.mjs';

const root = resolve(__dirname, '../..');
const committed = readFileSync(join(root, TABLE), 'utf8');
const rows = parseTable(committed);

describe('the country table (000 §7.4, §9; contract §4.12)', () => {
  test("is the generator's output, not edited by hand", () => {
    expect(rows.length).toBeGreaterThan(240);
    expect(committed).toBe(printTable(rows));
  });

  test("has unique ids and codes in code order, 000 §9's fixed ids, a dial code and both names per row", () => {
    expect(checkTable(rows)).toEqual([]);
  });

  test('a table made anew numbers from 1 in code order around the fixed ids; a country added later gets the next free id', () => {
    const isoCodes = ['AD', 'AE', 'BH', 'OM', 'ZW'].map((alpha_2) => ({ alpha_2 }));
    const dialCodes = { AD: 376, AE: 971, BH: 973, OM: 968, ZW: 263 };
    const fresh = rowsFrom({ isoCodes, dialCodes });
    expect(fresh.map((r) => [r[1], r[0]])).toEqual([
      ['AD', 1],
      ['AE', FIXED_IDS.AE],
      ['BH', FIXED_IDS.BH],
      ['OM', 2],
      ['ZW', 3],
    ]);
    const previous = new Map(fresh.filter((r) => r[1] !== 'OM').map((r) => [r[1], r[0]]));
    const later = rowsFrom({ isoCodes, dialCodes, previous });
    expect(later.find((r) => r[1] === 'OM')[0]).toBe(FIXED_IDS.AE + 1);
    expect(later.find((r) => r[1] === 'ZW')[0]).toBe(3);
  });

  (process.versions.icu === '78.2' ? test : test.skip)("names are this Node's Intl.DisplayNames (ICU 78.2)", () => {
    const [en, ar] = ['en', 'ar'].map((lang) => new Intl.DisplayNames([lang], { type: 'region' }));
    expect(rows.filter((r) => r[3] !== en.of(r[1]) || r[4] !== ar.of(r[1])).map((r) => r[1])).toEqual([]);
  });
});
