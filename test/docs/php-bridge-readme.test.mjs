// php-bridge/README.md's layout is checked against the tree, so it cannot go stale: a folder or a
// file added to the plugin (or to its src/) without a line there fails, and so does a line naming
// what is gone.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BRIDGE_README, bridgeEntries, bridgePathExists, layoutPaths } from '../../scripts/lib/docs.mjs';

const root = resolve(__dirname, '../..');
const named = layoutPaths(readFileSync(join(root, BRIDGE_README), 'utf8'));

describe('php-bridge/README.md layout (issue 30: docs by place)', () => {
  test('names every entry of the plugin folder, of src/ and of bin/', () => {
    const entries = bridgeEntries(root);
    expect(entries).toEqual(
      expect.arrayContaining(['whl-bridge.php', 'languages/', 'tests/', 'src/WordPress/', 'src/Http/', 'bin/make-mo.php']),
    );
    expect(entries.filter((entry) => !named.includes(entry))).toEqual([]);
  });

  test('names nothing that does not exist', () => {
    expect(named.filter((path) => !bridgePathExists(root, path))).toEqual([]);
  });

  test('reads "src/Http/Ajax/, Rest/" as two folders of src/Http/', () => {
    expect(layoutPaths('## Layout\n\n```\nsrc/Http/Ajax/, Rest/     what\n                          more\n```\n')).toEqual([
      'src/Http/Ajax/',
      'src/Http/Rest/',
    ]);
  });
});
