// The parts of docs/ that are read off the code instead of written by hand, so they cannot go
// stale: the contract's section index and action table (docs/contract/README.md, from the
// contract's headings and php-bridge/src/Http/Ajax/Actions.php's TABLE) and the list of decisions
// (docs/decisions/README.md, from each decision's title and status); and what checks the parts
// written by hand against the code (the citations of the contract and of decisions, the layout
// of php-bridge/README.md). Pure functions of the repository's files; `node scripts/docs.mjs`
// writes the generated parts, test/docs/ checks them all.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const CONTRACT_DIR = 'docs/contract';
export const CONTRACT_INDEX = `${CONTRACT_DIR}/README.md`;
export const DECISIONS_DIR = 'docs/decisions';
export const DECISIONS_INDEX = `${DECISIONS_DIR}/README.md`;
export const REGENERATE = 'node scripts/docs.mjs';

/** 4.15 before 4.2 is wrong: compares section numbers part by part. */
export function compareSections(a, b) {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? -1) !== (y[i] ?? -1)) return (x[i] ?? -1) - (y[i] ?? -1);
  return 0;
}

/** Every numbered heading of the contract's files (`## 4. Calls`, `### 4.15 Place order …`): { num, title, file, text }, in number order. */
export function contractSections(root) {
  const dir = join(root, CONTRACT_DIR);
  const sections = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.md') && f !== 'README.md')) {
    let current = null;
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      const heading = line.match(/^#{2,3} (\d+(?:\.\d+)?)\.? (.*)$/);
      if (heading) sections.push((current = { num: heading[1], title: heading[2], file, text: '' }));
      else if (current) current.text += `${line}\n`;
    }
  }
  return sections.sort((a, b) => compareSections(a.num, b.num));
}

const cell = (text) => String(text).replaceAll('|', '\\|');

/** The index: every section → its title and file. */
export function sectionIndex(sections) {
  return [
    '| §   | section | file |',
    '| --- | ------- | ---- |',
    ...sections.map((s) => `| ${s.num} | ${cell(s.title)} | [${s.file}](${s.file}) |`),
  ].join('\n');
}

/** Actions::TABLE as PHP holds it (the file is constants only; it needs no WordPress). */
export function actionsTable(root) {
  const code = "define('ABSPATH', '/'); require $argv[1]; echo json_encode(Whl\\Bridge\\Http\\Ajax\\Actions::TABLE, JSON_THROW_ON_ERROR);";
  return JSON.parse(execFileSync('php', ['-r', code, join(root, 'php-bridge/src/Http/Ajax/Actions.php')], { encoding: 'utf8' }));
}

/**
 * The section that documents `name`: the one whose heading names it, else the one of a resource's
 * file (not the page's or the transport's) that names it most (`name` in backquotes or after
 * `action=`; a list item or table row it starts counts ten), or null.
 */
export function documentedIn(sections, name) {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const mention = new RegExp(`(\`|action=)${escaped}(?![\\w-])`, 'g');
  const defines = new RegExp(`^[-|] \`${escaped}\``, 'gm');
  const count = (text) => (text.match(mention)?.length ?? 0) + 9 * (text.match(defines)?.length ?? 0);
  const candidates = sections.filter((s) => !['page.md', 'transport.md'].includes(s.file));
  const score = (s) => (count(s.title) ? Infinity : count(s.text));
  const best = candidates.reduce((a, b) => (score(b) > score(a) ? b : a), candidates[0]);
  return best && score(best) > 0 ? best : null;
}

/** One row per (action, sub_action) of Actions::TABLE, with the section that documents it. */
export function actionRows(table, sections) {
  return Object.entries(table).flatMap(([action, subs]) =>
    Object.entries(subs).map(([subAction, route]) => ({ action, subAction, route, section: documentedIn(sections, subAction || action) })),
  );
}

/** The action table: what answers each call and what it asks of the caller. */
export function actionTable(rows) {
  const shortClass = (name) => name.split('\\').pop();
  const yes = (flag) => (flag ? 'yes' : '–');
  const captcha = (r) => (r.captcha ? `\`${r.captcha}\` (\`${r.captcha_field ?? 'captcha-response'}\`)` : '–');
  return [
    '| action | sub_action | handler | rate group | GET | nonce | captcha (field) | cache | Sandbox only | § |',
    '| ------ | ---------- | ------- | ---------- | --- | ----- | --------------- | ----- | ------------ | - |',
    ...rows.map(({ action, subAction, route: r, section }) =>
      [
        `\`${action}\``,
        subAction ? `\`${subAction}\`` : '–',
        `\`${shortClass(r.handler[0])}::${r.handler[1]}\``,
        r.rate,
        yes(r.get),
        yes(r.nonce !== false),
        captcha(r),
        r.cache ? `${r.cache} s` : '–',
        yes(r.sandbox),
        section ? `[${section.num}](${section.file})` : '–',
      ]
        .map(cell)
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
    ),
  ].join('\n');
}

/** `text` with the block between `<!-- generated: name … -->` and `<!-- end generated: name -->` replaced by `body`. */
export function replaceBlock(text, name, body) {
  const block = new RegExp(`(<!-- generated: ${name}[^\\n]*-->\\n)[\\s\\S]*?(<!-- end generated: ${name} -->)`);
  if (!block.test(text)) throw new Error(`no block "${name}" (<!-- generated: ${name} … --> … <!-- end generated: ${name} -->)`);
  return text.replace(block, (_, open, close) => `${open}${body}\n${close}`);
}

/** docs/contract/README.md as it should be: its index and action table regenerated. */
export function contractIndex(root) {
  const sections = contractSections(root);
  const text = readFileSync(join(root, CONTRACT_INDEX), 'utf8');
  return replaceBlock(
    replaceBlock(text, 'sections', sectionIndex(sections)),
    'actions',
    actionTable(actionRows(actionsTable(root), sections)),
  );
}

/** The areas of the decisions, in the order of their list: the contract's resources, then what serves them all. */
export const DECISION_AREAS = [
  'calls and session',
  'catalogue and numbers',
  'cart',
  'checkout',
  'orders and payment',
  'account',
  'pages and theme',
  'widgets: store, texts, bundle',
  'bridge: ports, adapters, storage, operations',
  'tests and tooling',
];

/** Every decision (`docs/decisions/NNN-title.md`): { num, file, title, status, area, kind, from }, in number order. */
export function decisions(root) {
  const dir = join(root, DECISIONS_DIR);
  return readdirSync(dir)
    .filter((f) => /^\d{3}-.*\.md$/.test(f))
    .sort()
    .map((file) => {
      const text = readFileSync(join(dir, file), 'utf8');
      const field = (name) => text.match(new RegExp(`^- ${name}: (.*)$`, 'm'))?.[1] ?? null;
      const title = text.match(/^# (\d{3})\. (.*)$/m);
      const [status, area, kind, from] = ['Status', 'Area', 'Kind', 'From'].map(field);
      return { num: title?.[1] ?? null, file, title: title?.[2] ?? null, status, area, kind, from };
    });
}

/** The list of decisions by area, one line each. */
export function decisionList(all) {
  return DECISION_AREAS.flatMap((area) => [
    `### ${area[0].toUpperCase()}${area.slice(1)}`,
    '',
    '| №   | decision | kind | status |',
    '| --- | -------- | ---- | ------ |',
    ...all
      .filter((d) => d.area === area)
      .map((d) => `| ${d.num} | [${cell(d.title)}](${d.file}) | ${d.kind === 'design' ? 'design' : 'reading'} | ${cell(d.status)} |`),
    '',
  ])
    .join('\n')
    .trimEnd();
}

/** docs/decisions/README.md as it should be: its list regenerated. */
export function decisionsIndex(root) {
  return replaceBlock(readFileSync(join(root, DECISIONS_INDEX), 'utf8'), 'decisions', decisionList(decisions(root)));
}

/** Folders never searched for citations: dependencies, build output, local state. */
const SKIP = new Set(['node_modules', '.git', '.state', 'artefacts', 'dist', 'coverage', 'build']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|php|md|json|po|css|html|sh|xml|yml|yaml)$/;

/** Every text file under `dirs` (relative to root), recursively. */
export function textFiles(root, dirs) {
  const walk = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : walk(path);
      return TEXT.test(entry.name) ? [path] : [];
    });
  return dirs.flatMap((dir) => walk(dir));
}

/**
 * The sections a line cites as the contract's: "contract §4.15", and the rest of a list or range
 * that follows it ("contract §4.4, §4.5, §7.1", "contract §8.6–8.7"); a list stops at another
 * document ("contract §4.17, 000 §9").
 */
export function citedSections(line) {
  const cite = /contract §(\d+(?:\.\d+)*)((?:(?:\s*(?:,|and|or)\s*§|\s*[–-]\s*§?)\d+(?:\.\d+)*)*)/g;
  return [...line.matchAll(cite)].flatMap((m) => [m[1], ...[...m[2].matchAll(/\d+(?:\.\d+)*/g)].map((n) => n[0])]);
}

/** Every citation of the contract in `files` (relative to root): [{ file, line, num }]. */
export function contractCitations(root, files) {
  return files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((text, i) => citedSections(text).map((num) => ({ file, line: i + 1, num }))),
  );
}

export const BRIDGE_README = 'php-bridge/README.md';

/** The paths the `## Layout` block of php-bridge/README.md names: a line's first column, where "src/Http/Ajax/, Rest/" names src/Http/Ajax/ and src/Http/Rest/. */
export function layoutPaths(readme) {
  const block = readme.match(/## Layout\n[\s\S]*?```\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error(`${BRIDGE_README} has no code block under ## Layout`);
  return block
    .split('\n')
    .filter((line) => /^\S/.test(line))
    .flatMap((line) => {
      const [first, ...more] = line.split(/\s{2,}/)[0].split(', ');
      const parent = first.replace(/[^/]+\/?$/, '');
      return [first, ...more.map((name) => parent + name)];
    });
}

/** What the layout must name: every entry of php-bridge/ (but its README and hidden files) and of its src/, every file of its bin/; folders end in "/". */
export function bridgeEntries(root) {
  const list = (dir) =>
    readdirSync(join(root, 'php-bridge', dir), { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith('.'))
      .map((entry) => `${dir ? `${dir}/` : ''}${entry.name}${entry.isDirectory() ? '/' : ''}`);
  return [...list('').filter((e) => !['README.md', 'src/', 'bin/'].includes(e)), ...list('src'), ...list('bin')];
}

/** Whether `path` of php-bridge/ exists as what it says: a folder when it ends in "/", else a file. */
export function bridgePathExists(root, path) {
  try {
    const stat = statSync(join(root, 'php-bridge', path));
    return path.endsWith('/') ? stat.isDirectory() : stat.isFile();
  } catch {
    return false;
  }
}
