// docs/decisions/: one file per decision with its title, status, kind and origin; the list of
// docs/decisions/README.md is made from them (scripts/docs.mjs); code and docs cite a decision
// by its file, which must exist.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  DECISION_AREAS,
  DECISIONS_DIR,
  DECISIONS_INDEX,
  REGENERATE,
  decisions,
  decisionsIndex,
  textFiles,
} from '../../scripts/lib/docs.mjs';

const root = resolve(__dirname, '../..');
const all = decisions(root);
/** A decision's file, or the one file all decisions were in before they were split. */
const CITATION = /decisions\/(\d{3}-[a-z0-9-]+\.md)|decisions\.md/g;
const CITING = ['src', 'widgets', 'php-bridge', 'test', 'scripts', 'demo-host', 'docs'];

describe('docs/decisions (issue 30: docs by place)', () => {
  test('each file is titled with its own number and says its status, area, kind and origin', () => {
    expect(all.length).toBeGreaterThan(100);
    const wrong = all.filter(
      (d) =>
        d.num !== d.file.slice(0, 3) ||
        !d.title ||
        !/^(Accepted|Superseded by \[(\d{3})\]\(\2-[a-z0-9-]+\.md\)( .*)?)$/.test(d.status ?? '') ||
        !DECISION_AREAS.includes(d.area ?? '') ||
        !['a reading of the spec', 'design'].includes(d.kind ?? '') ||
        !/^(issue \d+, )?commit [0-9a-f]{7,}/.test(d.from ?? ''),
    );
    expect(wrong.map((d) => d.file)).toEqual([]);
  });

  test('numbers are not used twice, and a superseding decision exists', () => {
    expect(new Set(all.map((d) => d.num)).size).toBe(all.length);
    const successors = all.flatMap((d) => [...(d.status ?? '').matchAll(/\]\((\d{3}-[a-z0-9-]+\.md)\)/g)].map((m) => m[1]));
    expect(successors.filter((file) => !existsSync(join(root, DECISIONS_DIR, file)))).toEqual([]);
  });

  test(`the list is current (else run \`${REGENERATE}\`)`, () => {
    expect(readFileSync(join(root, DECISIONS_INDEX), 'utf8')).toBe(decisionsIndex(root));
  });

  test('every decision cited by its file exists, and nothing cites the single file they came from', () => {
    const files = [...textFiles(root, CITING), 'README.md'];
    const cited = files.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(CITATION)].map((m) => ({
        file,
        cite: m[0],
        target: m[1],
      })),
    );
    expect(cited.length).toBeGreaterThan(20);
    const broken = cited.filter((c) => !c.target || !existsSync(join(root, DECISIONS_DIR, c.target)));
    expect(broken.map((c) => `${c.file}: ${c.cite}`)).toEqual([]);
  });
});
