import { swatchTextColour, yiqOf } from '../../../src/domain/swatch';

describe('000 §2.6, §9 swatch text colour: black when YIQ ≥ 128, else white', () => {
  test.each([
    ['#000000', 0, 'white'],
    ['#ffffff', 255, 'black'],
    ['#FFF', 255, 'black'],
    ['#808080', 128, 'black'], // (128·299 + 128·587 + 128·114) / 1000 = 128: the boundary is black
    ['#7f7f7f', 127, 'white'], // 127: just under
    ['#ff0000', 76.245, 'white'],
    ['#00ff00', 149.685, 'black'],
    ['#0000ff', 29.07, 'white'],
    ['#ffd700', 202.45, 'black'], // gold
    ['1c1c1e', 28.228, 'white'], // without '#'
    [' #f5f5f7 ', 245.228, 'black'], // spaces around
  ])('%p → YIQ %p → %s text', (colour, yiq, text) => {
    expect(yiqOf(colour)).toBeCloseTo(yiq, 3);
    expect(swatchTextColour(colour)).toBe(text);
  });

  test.each(['', 'red', '#12', '#12345', '#gggggg', 'rgb(0,0,0)'])('%p is no colour it can read: black text', (colour) => {
    expect(yiqOf(colour)).toBeNull();
    expect(swatchTextColour(colour)).toBe('black');
  });
});
