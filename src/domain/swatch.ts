// 000 §2.6, §9 Display: a device's colour swatch writes its text in black when the swatch's YIQ
// brightness is 128 or more, else in white.

/** YIQ brightness (0–255) of a #rgb or #rrggbb colour; null for anything else. */
export function yiqOf(colour: string): number | null {
  const hex = /^#?([\da-f]{3}|[\da-f]{6})$/i.exec(colour.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as [number, number, number];
  return (r * 299 + g * 587 + b * 114) / 1000;
}

/** The swatch's text colour; a colour that cannot be read gets black (the swatch keeps its border). */
export function swatchTextColour(colour: string): 'black' | 'white' {
  const yiq = yiqOf(colour);
  return yiq === null || yiq >= 128 ? 'black' : 'white';
}
