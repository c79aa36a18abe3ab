import { ConfigError, readPageConfig } from '../../../src/shell/config';
import { CONFIG } from '../support/fixtures';

function page(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'whl-config';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe('contract §1 the page configuration is read once from #whl-config', () => {
  test('a valid configuration', () => {
    expect(readPageConfig(page(JSON.stringify(CONFIG)))).toEqual(CONFIG);
  });

  test.each([
    ['missing', null, 'config_missing'],
    ['not JSON', '{', 'config_invalid'],
    ['not the contract', JSON.stringify({ ...CONFIG, routes: 'x' }), 'config_invalid'],
  ])('%s → %s', (_, json, code) => {
    expect(() => readPageConfig(page(json))).toThrow(ConfigError);
    expect(() => readPageConfig(page(json))).toThrow(code);
  });
});
