// 000 §5.1 number search pattern and 000 §9 Oman numbers.
import { normaliseDigits } from './digits';

export type SearchPatternError = 'number_search_empty' | 'number_search_not_numeric' | 'number_search_too_long';

/** '*' asks for every number (the default list). */
export const ANY_PATTERN = '*';

/** 000 §5 / §5.1: the pattern as it is sent, in ASCII digits without spaces or hyphens. */
export function searchPattern(raw: string): string {
  return normaliseDigits(raw);
}

/**
 * 000 §5.1, on the normalised pattern (searchPattern): empty or shorter than 3 → empty-search
 * error; not numeric → not-a-number error; longer than 8 → length error. The bridge re-checks the
 * same rule (contract §4.4).
 */
export function searchPatternError(raw: string): SearchPatternError | null {
  const pattern = searchPattern(raw);
  if (pattern === ANY_PATTERN) return null;
  if (pattern.length < 3) return 'number_search_empty';
  if (!/^\d+$/.test(pattern)) return 'number_search_not_numeric';
  if (pattern.length > 8) return 'number_search_too_long';
  return null;
}

export type OmanNumberError = 'number_invalid' | 'number_prefix';

/** 000 §9: 8 digits starting with 9, 7 or 2; numbers starting with 999 are refused. */
export function omanNumberError(raw: string): OmanNumberError | null {
  const number = raw.trim();
  if (!/^\d{8}$/.test(number)) return 'number_invalid';
  if (!/^[972]/.test(number)) return 'number_prefix';
  if (number.startsWith('999')) return 'number_invalid';
  return null;
}

/** Oman mobile numbers start with 9 or 7 (2 is fixed line). */
export function isOmanMobile(raw: string): boolean {
  return omanNumberError(raw) === null && /^[97]/.test(raw.trim());
}

/** "91234567" → "9123 4567" for reading; the wire value stays unspaced. */
export function displayMsisdn(msisdn: string): string {
  return /^\d{8}$/.test(msisdn) ? `${msisdn.slice(0, 4)} ${msisdn.slice(4)}` : msisdn;
}

export const VANITY_LEVELS = ['FREE', 'SILVER', 'GOLD', 'PLATINUM'] as const;
export type VanityLevel = (typeof VANITY_LEVELS)[number];
