// `node scripts/docs.mjs`: rewrites the generated parts of docs/ (scripts/lib/docs.mjs: the
// contract's section index and action table, the list of decisions). `--check` writes nothing and exits 1 when a part is
// stale, naming the file; test/docs/ runs the same check in jest.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONTRACT_INDEX, DECISIONS_INDEX, REGENERATE, contractIndex, decisionsIndex } from './lib/docs.mjs';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const check = process.argv.includes('--check');
const stale = [];
for (const [file, generate] of [
  [CONTRACT_INDEX, contractIndex],
  [DECISIONS_INDEX, decisionsIndex],
]) {
  const [path, wanted] = [join(repoRoot, file), generate(repoRoot)];
  if (readFileSync(path, 'utf8') === wanted) continue;
  stale.push(file);
  if (!check) writeFileSync(path, wanted);
}
if (check && stale.length) {
  console.error(`stale: ${stale.join(', ')}; run \`${REGENERATE}\``);
  process.exit(1);
}
console.log(stale.length ? `wrote ${stale.join(', ')}` : 'docs: generated parts current');
