// Contract §4.8–§4.9: the personal-information step's answers.
import * as v from 'valibot';

/** Contract §4.8 / 000 §3.13: the accepted personal details; the session's new nonce beside them. */
export const PersonalCaptureSchema = v.object({
  type: v.nullish(v.string(), 'physical'),
  current_nonce: v.string(),
});

/** Contract §4.9: a passcode went to the customer's number. */
export const PasscodeSentSchema = v.object({ expires_in: v.nullish(v.number(), 300) });

/** 'true' / 'false' as the bridge sends them (a boolean reads the same); the schemas use only the valibot functions every page loads */
const Flag = v.pipe(
  v.unknown(),
  v.transform((value) => (value === true || value === 'true' ? 'true' : 'false')),
);
/** A string or a number as the bridge sends it; anything else reads as '' */
const Text = v.pipe(
  v.unknown(),
  v.transform((value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')),
);

/** 000 §3.12: what the operator knows of a verified existing customer. */
export const ExistingCustomerSchema = v.object({
  productType: v.nullish(v.string(), ''),
  msisdn: v.string(),
  nationalityId: Text,
  customerIdType: Text,
  customerEligibilityStatus: Flag,
  customerName: v.nullish(v.string(), ''),
  idExpiryStatus: v.nullish(v.string(), 'valid'),
  otherNationalityStatus: v.nullish(Flag, 'false'),
  securityDepositStatus: v.nullish(Flag, 'false'),
  creditLimitMoney: Text,
  salaryRange: v.nullish(v.unknown(), null),
});
