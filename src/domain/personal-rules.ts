// 000 §5.2–§5.3: the rules of the personal-information fields, each answering an error code or
// null. Twin of php-bridge/src/Domain/Validation/PersonalRules.php; one table for both:
// test/fixtures/rules/personal-rules.json (its `readings` say how the spec's open points are read).
// Digits typed on an Arabic keyboard are read first (000 §5, normaliseDigits).
import { normaliseDigits } from './digits';
import { omanNumberError } from './msisdn';

export type PersonalRuleError =
  | 'required'
  | 'email_invalid'
  | 'number_invalid'
  | 'number_prefix'
  | 'contact_invalid'
  | 'contact_blocked'
  | 'contact_is_reserved_number'
  | 'country_code_invalid'
  | 'country_code_locked'
  | 'name_alphabet'
  | 'id_number_invalid'
  | 'date_invalid'
  | 'dob_under_age'
  | 'document_expired';

export interface PersonalRuleContext {
  /** the page's language: Arabic letters are names too in Arabic mode */
  lang?: 'en' | 'ar';
  /** the country code chosen, '+968' by default */
  countryCode?: string;
  /** the country list's dial codes (digits); when not given, any 1 to 4 digits pass here and the bridge checks its list */
  dialCodes?: readonly string[];
  /** 000 §5.2 rop_number: numbers that may not be given as a contact */
  blockedNumbers?: readonly string[];
  /** the MSISDN reserved for this order */
  reservedMsisdn?: string;
  orderType?: string;
  portInType?: string;
  touristPack?: boolean;
  idType?: string;
  nationality?: string;
  /** today in Oman, yyyy-mm-dd */
  today?: string;
}

/** 000 §5.2: a local part of letters, digits and _ . + -, '@', dot-separated labels, an alphanumeric TLD of 2–4. */
const EMAIL = /^[A-Za-z0-9_.+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z0-9]{2,4}$/;
/** Names: letters (Latin, and Arabic in Arabic mode), spaces, hyphens and apostrophes between them. */
const LATIN_NAME = /^[A-Za-z]+(?:[ '-]+[A-Za-z]+)*$/;
const ANY_NAME = /^\p{L}+(?:[ '-]+\p{L}+)*$/u;
const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export function emailError(value: string): PersonalRuleError | null {
  const email = value.trim();
  if (email === '') return 'required';
  return EMAIL.test(email) ? null : 'email_invalid';
}

/** E.164: a number is at most 15 digits, its country code's included. */
const E164_MAX_DIGITS = 15;

/** A dial code of the country list, digits; 000 §5.2: +968 is the only one of postpaid, sim_reactivation and port-in orders. */
export function countryCodeError(value: string, ctx: PersonalRuleContext): PersonalRuleError | null {
  const code = value.replace(/[+\s-]/g, '');
  if (!/^\d{1,4}$/.test(code) || (ctx.dialCodes !== undefined && !ctx.dialCodes.includes(code))) return 'country_code_invalid';
  const locked = ctx.orderType === 'postpaid' || ctx.orderType === 'sim_reactivation' || ctx.orderType === 'port-in';
  return locked && code !== '968' ? 'country_code_locked' : null;
}

export function contactNumberError(value: string, ctx: PersonalRuleContext): PersonalRuleError | null {
  const number = normaliseDigits(value);
  if (number === '') return 'required';
  const code = (ctx.countryCode ?? '+968').replace(/[+\s-]/g, '');
  if (code === '968') {
    const oman = omanNumberError(number);
    if (oman) return oman;
  } else if (!/^\d{6,15}$/.test(number) || code.length + number.length > E164_MAX_DIGITS) {
    return 'contact_invalid';
  }
  if ((ctx.blockedNumbers ?? []).includes(number)) return 'contact_blocked';
  return ctx.reservedMsisdn && number === ctx.reservedMsisdn ? 'contact_is_reserved_number' : null;
}

/** First and last name: required; letters, spaces and hyphens (Latin only outside Arabic mode). */
export function nameError(value: string, ctx: PersonalRuleContext, required = true): PersonalRuleError | null {
  const name = value.trim();
  if (name === '') return required ? 'required' : null;
  return (ctx.lang === 'ar' ? ANY_NAME : LATIN_NAME).test(name) ? null : 'name_alphabet';
}

/** 000 §5.3: the middle name is required for ID type 1 with nationality OM, else optional but alphabetic. */
export function middleNameError(value: string, ctx: PersonalRuleContext): PersonalRuleError | null {
  return nameError(value, ctx, ctx.idType === '1' && ctx.nationality === 'OM');
}

export function idNumberError(value: string, ctx: PersonalRuleContext): PersonalRuleError | null {
  const id = normaliseDigits(value);
  if (id === '') return 'required';
  const passport = ctx.touristPack === true || (ctx.idType === '14' && isPrepaid(ctx));
  if (passport) return /^[A-Za-z0-9-]{1,15}$/.test(id) ? null : 'id_number_invalid';
  const longest = ctx.idType === '1' || ctx.idType === '6' ? 9 : 15;
  return new RegExp(`^\\d{1,${longest}}$`).test(id) ? null : 'id_number_invalid';
}

/** 000 §5.3: dd/mm/yyyy, at least 18 years before today. */
export function dobError(value: string, ctx: PersonalRuleContext): PersonalRuleError | null {
  const date = parseDate(value);
  if (date === 'empty') return 'required';
  if (date === null) return 'date_invalid';
  const [y, m, d] = date;
  return compareDates([y + 18, m, d], today(ctx)) <= 0 ? null : 'dob_under_age';
}

/** 000 §5.3: dd/mm/yyyy, today or later; ID type 1 on postpaid (a postpaid port-in, a migration) has no minimum. */
export function idExpiryError(value: string, ctx: PersonalRuleContext): PersonalRuleError | null {
  const date = parseDate(value);
  if (date === 'empty') return 'required';
  if (date === null) return 'date_invalid';
  const postpaid =
    ctx.orderType === 'postpaid' || ctx.orderType === 'migration' || (ctx.orderType === 'port-in' && ctx.portInType === 'postpaid');
  if (ctx.idType === '1' && postpaid) return null;
  return compareDates(date, today(ctx)) >= 0 ? null : 'document_expired';
}

/** The rule of a field by its personal_details key (the twins' table reads through this). */
export const PERSONAL_RULES = {
  user_email: emailError,
  country_code: countryCodeError,
  user_phone_number: contactNumberError,
  user_first_name: nameError,
  user_last_name: nameError,
  middle_name: middleNameError,
  customer_id: idNumberError,
  customer_id_dob: dobError,
  customer_id_expiry_date: idExpiryError,
} as const satisfies Record<string, (value: string, ctx: PersonalRuleContext) => PersonalRuleError | null>;

function isPrepaid(ctx: PersonalRuleContext): boolean {
  return ctx.orderType === 'prepaid' || (ctx.orderType === 'port-in' && ctx.portInType !== 'postpaid');
}

type Ymd = [number, number, number];

function parseDate(value: string): Ymd | 'empty' | null {
  const text = normaliseDigits(value);
  if (text === '') return 'empty';
  const match = DATE.exec(text);
  if (!match) return null;
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const real = new Date(Date.UTC(y, m - 1, d));
  return real.getUTCFullYear() === y && real.getUTCMonth() === m - 1 && real.getUTCDate() === d ? [y, m, d] : null;
}

function today(ctx: PersonalRuleContext): Ymd {
  const [y = 0, m = 0, d = 0] = (ctx.today ?? '').split('-').map(Number);
  return [y, m, d];
}

function compareDates(a: Ymd, b: Ymd): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}
