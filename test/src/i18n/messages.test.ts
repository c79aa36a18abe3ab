import { configured } from '../../../src/i18n/messages';

describe("000 §4.8, §4.12, §5.5, §5.6: a configured message or the widget's own", () => {
  test.each([
    [{ generic_error: 'Our team is on it.' }, 'Our team is on it.'],
    [{ generic_error: '' }, ''],
    [{ generic_error: 42 }, ''],
    [{}, ''],
    [null, ''],
    [undefined, ''],
    ['not an object', ''],
  ])('%j → %j', (messages, expected) => {
    expect(configured(messages, 'generic_error')).toBe(expected);
  });
});
