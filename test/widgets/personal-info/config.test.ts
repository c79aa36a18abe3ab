import { personalConfig } from '../../../widgets/personal-info/config';

describe("contract §1 `personal`, 000 §5.2, §5.5: the personal step's settings", () => {
  test('as sent: the blocked contact numbers, the upload maximums and the box images are compressed to fit', () => {
    expect(
      personalConfig({ blockedContactNumbers: ['99887766'], uploads: { imageMaxMb: 8, pdfMaxMb: 2, maxWidth: 1200, maxHeight: 900 } }),
    ).toEqual({ blockedContactNumbers: ['99887766'], uploads: { imageMaxMb: 8, pdfMaxMb: 2, maxWidth: 1200, maxHeight: 900 } });
  });

  test.each([undefined, null, {}, { uploads: { maxWidth: -5 } }, 'nonsense'])('%j reads as the defaults', (sent) => {
    expect(personalConfig(sent)).toEqual({
      blockedContactNumbers: [],
      uploads: { imageMaxMb: 5, pdfMaxMb: 5, maxWidth: 1600, maxHeight: 1600 },
    });
  });
});
