// docs/contract/: one file per resource, sections numbered across them. Code cites a section by
// its number ("contract §4.15"), so every such citation must name a heading, and the index and
// the action table of docs/contract/README.md must be what scripts/docs.mjs makes of the files
// and of Actions::TABLE.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  CONTRACT_INDEX,
  REGENERATE,
  actionRows,
  actionsTable,
  citedSections,
  contractCitations,
  contractIndex,
  contractSections,
  textFiles,
} from '../../scripts/lib/docs.mjs';

const root = resolve(__dirname, '../..');
const sections = contractSections(root);
const numbers = new Set(sections.map((s) => s.num));
/** Where code, tests, scripts and docs cite the contract; the folders and the files at the top. */
const CITING = ['src', 'widgets', 'php-bridge', 'test', 'scripts', 'demo-host', 'docs', 'locales'];
const TOP = ['README.md', 'lingui.config.js', 'rollup.config.mjs', 'jest.config.mjs', 'eslint.config.mjs'];

describe('docs/contract (issue 30: docs by place)', () => {
  test('every section number heads one section', () => {
    const twice = sections.filter((s, i) => sections.findIndex((t) => t.num === s.num) !== i);
    expect(twice.map((s) => `§${s.num} in ${s.file}`)).toEqual([]);
    expect(sections.length).toBeGreaterThan(30);
  });

  test(`the index and the action table are current (else run \`${REGENERATE}\`)`, () => {
    const committed = readFileSync(join(root, CONTRACT_INDEX), 'utf8');
    expect(committed).toBe(contractIndex(root));
    for (const s of sections) expect(committed).toContain(`| ${s.num} | `);
  });

  test('every "contract §N" cited in the repository names a section', () => {
    const citations = contractCitations(root, [...textFiles(root, CITING), ...TOP]);
    expect(citations.length).toBeGreaterThan(600);
    const unknown = citations.filter((c) => !numbers.has(c.num)).map((c) => `${c.file}:${c.line} contract §${c.num}`);
    expect(unknown).toEqual([]);
  });

  test('a citation names each section of its list or range, and none of another document', () => {
    expect(citedSections('(contract §4.4, §4.5, §7.1): the module')).toEqual(['4.4', '4.5', '7.1']);
    expect(citedSections('contract §8.6–8.7: devices; contract §2–§3')).toEqual(['8.6', '8.7', '2', '3']);
    expect(citedSections('(contract §4.17, 000 §9) and contract §4.16 / 000 §4.11')).toEqual(['4.17', '4.16']);
    expect(citedSections('000 §4.3 and §7.2')).toEqual([]);
  });

  test('every action and sub_action of Actions::TABLE is documented in a section', () => {
    const rows = actionRows(actionsTable(root), sections);
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.filter((r) => !r.section).map((r) => `${r.action} ${r.subAction}`.trim())).toEqual([]);
  });
});
