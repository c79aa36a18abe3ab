// The SIM type choice's logic (./SimType.tsx renders it). 000 §2.9, §7.4 wp_change_sim_type: choosing
// the eSIM asks the bridge with the device's position (./calls.ts, loaded when first needed); one
// choice at a time (a double click sends once); a refusal (location_error, eKycNotVerifed, …) is
// said and the SIM type stays.
import { useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { usePage } from '../../src/hooks/use-page';
import { failure } from '../../src/i18n/messages';
import type { SimType } from '../../src/api/esim';
import type { PersonalInfoTalon } from './use-personal-info';

export interface SimTypeTalon {
  /** the bridge is asked */
  busy: boolean;
  /** why the bridge did not take the choice */
  error: MessageDescriptor | null;
  choose(type: SimType): void;
}

export function useSimType(step: Pick<PersonalInfoTalon, 'facts' | 'setSimType'>): SimTypeTalon {
  const { env } = usePage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const inFlight = useRef(false);

  async function choose(type: SimType) {
    if (inFlight.current || type === step.facts.simType) return;
    inFlight.current = true;
    setError(null);
    setBusy(true);
    try {
      // the step's calls are a chunk of their own (./calls.ts), loaded when first needed
      const calls = await import('./calls').catch(() => null);
      const refused = calls ? await calls.chooseSimType(env, type) : failure;
      if (refused) setError(refused);
      else step.setSimType(type);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { busy, error, choose: (type) => void choose(type) };
}
