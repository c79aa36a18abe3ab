// 000 §7.4 wpb_countryLookUp: the countries of the nationality and country-code lists, in the page's
// language, loaded once per page (the bridge's answer is cacheable by the browser, contract §4.12).
// A failed load leaves the lists with +968 and is tried again by the next mount.
import { useEffect, useState } from 'react';
import type { Country } from '../../src/api/countries';
import { usePage } from '../../src/hooks/use-page';
import { reportError } from '../../src/shell/page';
import type { Lang } from '../../src/domain/lang';
import { failed, ok, type Result } from '../../src/api/result';

export type { Country };

export interface Countries {
  status: 'loading' | 'ready' | 'error';
  list: readonly Country[];
}

const loads = new Map<Lang, Promise<Result<Country[]>>>();

export function useCountries(): Countries {
  const { env, lang } = usePage();
  const [countries, setCountries] = useState<Countries>({ status: 'loading', list: [] });
  useEffect(() => {
    let live = true;
    let load = loads.get(lang);
    if (!load) {
      // the call's code (its schema) loads with it: the list is not needed before the page is drawn
      load = import('../../src/api/countries').then(
        async ({ fetchCountries }) => {
          const answer = await fetchCountries({ ajaxUrl: env.config.ajaxUrl, lang });
          return answer.ok ? ok(answer.value.countries) : answer;
        },
        () => failed('failure'),
      );
      loads.set(lang, load);
    }
    void load.then((answer) => {
      if (answer.ok) return live && setCountries({ status: 'ready', list: answer.value });
      loads.delete(lang);
      reportError(`countries: ${answer.code}`); // 000 §8: errors of background calls are only logged
      if (live) setCountries({ status: 'error', list: [] });
    });
    return () => {
      live = false;
    };
  }, [env, lang]);
  return countries;
}
