// 000 §5: a numeric field takes what an Arabic keyboard types. Arabic-Indic (٠–٩) and Persian
// (۰–۹) digits become 0–9; spaces, hyphens and the invisible direction marks a phone or a paste
// may add are dropped. Twin: php-bridge/src/Domain/Validation/Digits.php (fixture
// test/fixtures/rules/digits.json).

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;
/** every Unicode space, hyphens and dashes, the minus sign, LRM/RLM/ALM and the bidi isolates */
const IGNORED = /[\s\u00ad\u200b-\u200f\u2010-\u2015\u2212\u061c\u2066-\u2069\ufeff-]/u;

export function normaliseDigits(raw: string): string {
  let out = '';
  for (const char of raw) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= ARABIC_INDIC_ZERO && code <= ARABIC_INDIC_ZERO + 9) out += String(code - ARABIC_INDIC_ZERO);
    else if (code >= PERSIAN_ZERO && code <= PERSIAN_ZERO + 9) out += String(code - PERSIAN_ZERO);
    else if (!IGNORED.test(char)) out += char;
  }
  return out;
}
