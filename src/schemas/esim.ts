// Contract §4.10 / 000 §4.1, §7.4: the SIM type change and the eSIM passcode's answers.
import * as v from 'valibot';

export type SimType = 'esim' | 'physical';

export const SimTypeChangedSchema = v.object({ sim_type: v.picklist(['esim', 'physical']) });

export const EsimPasscodeVerifiedSchema = v.object({
  /** 000 §4.1: true → payment; false → thank-you */
  payment_status: v.boolean(),
  service_type: v.string(),
});

export const EsimPasscodeSentSchema = v.object({ expires_in: v.nullish(v.number(), 300) });
