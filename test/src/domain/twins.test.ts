// The rules a widget checks and the bridge checks again are twins (src/domain/<rule>.ts and a PHP
// class of the same name in Domain/, its rules of the fields in Domain/Validation/); each pair is bound by one table in test/fixtures/rules/ that a jest test
// and a PHPUnit test both read. A twin without its table can drift unseen: this test fails then.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..', '..');
const rulesDir = join(root, 'test', 'fixtures', 'rules');

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const pascal = (kebab: string) => kebab.replace(/(^|-)([a-z])/g, (_m, _dash, letter: string) => letter.toUpperCase());
const phpFiles = filesUnder(join(root, 'php-bridge', 'src'), (name) => name.endsWith('.php'));
const tables = readdirSync(rulesDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => {
    const { twins } = JSON.parse(readFileSync(join(rulesDir, name), 'utf8')) as { twins?: string[] };
    // a twin is named by its path, then the functions it holds
    return { name, twins: (twins ?? []).map((twin) => twin.split(' ')[0]!) };
  });
const sources = new Set([...filesUnder(join(root, 'src'), () => true), ...filesUnder(join(root, 'widgets'), () => true), ...phpFiles]);
const testTexts = (files: string[]) => files.map((file) => readFileSync(join(root, file), 'utf8'));
const jestTests = testTexts(filesUnder(join(root, 'test'), (name) => /\.test\.tsx?$/.test(name)));
const phpUnitTests = testTexts(filesUnder(join(root, 'php-bridge', 'tests'), (name) => name.endsWith('Test.php')));

const domainRules = readdirSync(join(root, 'src', 'domain'))
  .filter((name) => name.endsWith('.ts'))
  .map((name) => name.replace(/\.ts$/, ''));
// the bridge's rules live in Domain/ and Domain/Validation/ (a port or a settings table of the same name is no twin)
const phpRules = phpFiles.filter((file) => /^php-bridge\/src\/Domain\//.test(file));
const namesakes = domainRules.flatMap((rule) => {
  const php = phpRules.filter((file) => file.endsWith(`/${pascal(rule)}.php`));
  return php.map((file) => [`src/domain/${rule}.ts`, file] as const);
});

describe('STYLE "a spec rule lives in one domain function and its PHP twin, tested from one table"', () => {
  test('there are twins to check (the namesake search still finds them)', () => {
    expect(namesakes.map(([ts]) => ts)).toEqual(expect.arrayContaining(['src/domain/money.ts', 'src/domain/payment-methods.ts']));
  });

  test.each(namesakes)('%s and its namesake %s are bound by a table', (ts, php) => {
    expect(tables.filter(({ twins }) => twins.includes(ts) && twins.includes(php)).map(({ name }) => name)).not.toEqual([]);
  });

  test.each(tables.filter(({ twins }) => twins.length > 0).map(({ name, twins }) => [name, twins] as const))(
    '%s names twins that exist and is read by jest and by PHPUnit',
    (name, twins) => {
      for (const twin of twins) expect(sources).toContain(twin);
      expect(jestTests.some((text) => text.includes(`rules/${name}`))).toBe(true);
      expect(phpUnitTests.some((text) => text.includes(`rules/${name}`))).toBe(true);
    },
  );
});
