// 000 §5.3 names while they are typed (the rules they are checked by are personal-rules.ts).

/** 000 §5.3 while typing: the first letter of each word, after a space or a hyphen, in capitals. */
export function capitaliseName(value: string): string {
  return value.replace(/(^|[\s-])(\p{Ll})/gu, (_all, before: string, letter: string) => before + letter.toUpperCase());
}
