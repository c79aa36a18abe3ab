// 000 §9 Money: OMR with 3 decimals, integer baisa inside, VAT 5 %, formatted once at the edge.
import type { Lang } from './lang';

/** Integer amount in baisa (1 OMR = 1000 baisa). */
export type Baisa = number;

export const VAT_PERCENT = 5;

const OMR_PATTERN = /^(-?)(\d+)(?:\.(\d{1,3}))?$/;

/** "5.250" → 5250; anything that is not a plain decimal with at most 3 decimals → null. */
export function parseOmr(value: string): Baisa | null {
  const match = OMR_PATTERN.exec(value.trim());
  if (!match) return null;
  const baisa = Number(match[2]) * 1000 + Number((match[3] ?? '').padEnd(3, '0'));
  if (!Number.isSafeInteger(baisa)) return null;
  return match[1] && baisa ? -baisa : baisa;
}

/** 5250 → "5.250": the wire format of the bridge (exactly 3 decimals, no grouping). */
export function toOmrString(baisa: Baisa): string {
  const sign = baisa < 0 ? '-' : '';
  const abs = Math.abs(baisa);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/** Tax on an amount, rounded to the nearest baisa (halves away from zero). */
export function vatOf(baisa: Baisa, percent: number = VAT_PERCENT): Baisa {
  const tax = Math.round((Math.abs(baisa) * percent) / 100);
  return baisa < 0 && tax > 0 ? -tax : tax; // never -0
}

/** 000 §9 / issue 8: a postpaid plan's price is its monthly charge (the bridge's twin: Domain\Charges::isMonthly). */
export const chargedMonthly = (serviceType: string): boolean => serviceType === 'postpaid';

/** 000 §9: price with tax = price × (1 + tax_percent / 100), in whole baisa. */
export function withVat(baisa: Baisa, percent: number = VAT_PERCENT): Baisa {
  return baisa + vatOf(baisa, percent);
}

/** Intl locale per shop language; Arabic keeps Latin digits (platform facts). */
export function numberLocale(lang: Lang): string {
  return lang === 'ar' ? 'ar-OM-u-nu-latn' : 'en-OM';
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Amount without currency: padded to 3 decimals ("5.250", "1,250.000"); the listing variant
 * strips all-zero decimals ("5") as 000 §9 asks for listings.
 */
export function formatOmr(baisa: Baisa, lang: Lang, variant: 'padded' | 'listing' = 'padded'): string {
  const digits = variant === 'listing' && baisa % 1000 === 0 ? 0 : 3;
  const key = lang + digits;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(lang), { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formatters.set(key, format);
  }
  return format.format(baisa / 1000);
}
