// The personal-information form (000 §2.9, §4.6–§4.9, §5.2–§5.4) as pure functions of what the
// step knows: which fields it shows and what an input keeps of what is typed; what it finds wrong
// and the personal_details it sends (000 §3.8) are ./form-check.ts, loaded on the shopper's first
// action. The rules themselves are the domain's (src/domain/personal-*.ts, the bridge's twins);
// this file adds what only the page has: the confirmation e-mail, the scan not yet done, the
// deposit choice and the terms.
import { normaliseDigits } from '../../src/domain/digits';
import { idTypeOptions, type IdType } from '../../src/domain/id-types';
import { requiredPersonalFields, type PersonalField, type PersonalFieldsQuestion } from '../../src/domain/personal-fields';
import { capitaliseName } from '../../src/domain/names';
import type { Lang } from '../../src/domain/lang';

/** The form's inputs, named as personal_details names them (plus the confirmation e-mail). */
export const FIELD_ORDER = [
  'user_email',
  'confirm_email',
  'country_code',
  'user_phone_number',
  'nationality',
  'customer_id_type',
  'customer_id',
  'customer_id_dob',
  'customer_id_expiry_date',
  'user_first_name',
  'middle_name',
  'user_last_name',
  'gender',
  'ID_doc_front_image_path',
  'ID_doc_back_image_path',
  'income_proof_docs',
] as const;
export type FieldName = (typeof FIELD_ORDER)[number];
export type Values = Record<FieldName, string>;

/** Checks of the page that are not fields: the scan, the deposit choice, the terms. */
export type StepCheck = 'ekyc' | 'security_deposit_type' | 'terms';
export type FormErrorKey = FieldName | StepCheck;

export const EMPTY_VALUES: Values = Object.fromEntries(FIELD_ORDER.map((name) => [name, name === 'country_code' ? '968' : ''])) as Values;

/**
 * 000 §4.6 the scan, as the page sees it: `pending` (offered, not done: the identity fields wait for
 * it), `success`, `failed` (the manual fields and documents), `disabled` (no scan for this shopper:
 * the manual fields).
 */
export type EkycState = 'pending' | 'success' | 'failed' | 'disabled';

/** 000 §4.8: the options of the deposit section (PROVIDE INCOME PROOF LATER is hidden, as specified). */
export type DepositChoice = '' | 'income_proof' | 'deposit';

export interface StepFacts extends Omit<PersonalFieldsQuestion, 'ekyc'> {
  ekyc: EkycState;
  lang: Lang;
  blockedNumbers: readonly string[];
  reservedMsisdn: string;
  /** today in Oman, yyyy-mm-dd */
  today: string;
  /** 000 §4.8: the bridge answered security_deposit; its data */
  deposit: { creditLimit: string; salaryRange: boolean; submitToken: string } | null;
  depositChoice: DepositChoice;
  /** 000 §4.9: eSIM chosen */
  simType: 'physical' | 'esim';
  terms: boolean;
}

/** The question the §4.7 table answers: a scan not yet done counts as disabled, as the bridge counts it. */
export const question = (facts: StepFacts): PersonalFieldsQuestion => ({
  ...facts,
  ekyc: facts.ekyc === 'pending' ? 'disabled' : facts.ekyc,
});

/** The §4.7 fields this step asks for, plus what travels with them. */
export function shownFields(facts: StepFacts): ReadonlySet<FieldName> {
  // while the scan is pending, only what does not come from it
  const required: readonly PersonalField[] =
    facts.ekyc === 'pending' ? requiredPersonalFields({ ...question(facts), ekyc: 'success' }) : requiredPersonalFields(question(facts));
  const shown = new Set<FieldName>(required);
  shown.add('confirm_email');
  shown.add('country_code');
  if (shown.has('user_first_name')) shown.add('middle_name');
  if (shown.has('customer_id_type')) shown.add('nationality'); // the ID types follow the nationality (000 §4.9)
  // 000 §2.9 the tourist pack: the visa copy goes with the passport data page, not required (000 §5.3)
  if (facts.touristPack && shown.has('ID_doc_front_image_path')) shown.add('ID_doc_back_image_path');
  // 000 §4.8 / §5.3: the income proof (in the table's list) only when the deposit asks for it and that option is chosen
  shown.delete('income_proof_docs');
  if (facts.deposit && facts.depositChoice === 'income_proof') shown.add('income_proof_docs');
  return shown;
}

/** 000 §5.4: the ID types offered for the chosen nationality. */
export const idTypesFor = (facts: StepFacts, nationality: string): IdType[] => idTypeOptions({ ...facts, nationality });

/**
 * What an input keeps of what was typed (000 §5.2–§5.3): an Arabic keyboard's digits read as
 * digits; the contact number digits only; the ID number digits only (at most 9 for ID types 1 and
 * 6), or letters, digits and hyphens up to 15 for a passport; names capitalised while typing; dates
 * digits with their slashes.
 */
export function typed(field: FieldName, raw: string, context: { idType: string; passport: boolean }): string {
  switch (field) {
    case 'user_phone_number':
      return normaliseDigits(raw).replace(/\D/g, '').slice(0, 15);
    case 'customer_id':
      if (context.passport)
        return latinDigits(raw)
          .replace(/[^A-Za-z0-9-]/g, '')
          .slice(0, 15);
      return normaliseDigits(raw)
        .replace(/\D/g, '')
        .slice(0, context.idType === '1' || context.idType === '6' ? 9 : 15);
    case 'user_first_name':
    case 'middle_name':
    case 'user_last_name':
      return capitaliseName(raw);
    case 'customer_id_dob':
    case 'customer_id_expiry_date':
      return typedDate(raw);
    default:
      return raw;
  }
}

/** An Arabic keyboard's digits as 0–9, everything else as typed (a passport number keeps its hyphens). */
export const latinDigits = (raw: string): string => [...raw].map((char) => (char === '-' ? char : normaliseDigits(char))).join('');

/** dd/mm/yyyy as it is typed: digits only, the slashes put in after the day and the month. */
export function typedDate(raw: string): string {
  const digits = normaliseDigits(raw).replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((part) => part !== '').join('/');
}

/** Today in Oman (UTC+4, no daylight saving), yyyy-mm-dd. */
export const omanToday = (now: number): string => new Date(now + 4 * 3600_000).toISOString().slice(0, 10);
