// Page facts every screen needs: configuration, language, link context, navigation.
import { useMemo } from 'react';
import { useShop } from '../store';
import type { LinkContext } from '../domain/routes';
import type { PageEnv } from '../store/types';

export interface PageFacts {
  env: PageEnv;
  lang: PageEnv['config']['lang'];
  links: LinkContext;
}

export function usePage(): PageFacts {
  const env = useShop((s) => s.env);
  const { config } = env;
  // the same object while the configuration is: hooks list it among their effects' dependencies
  const links = useMemo(() => ({ siteUrl: config.siteUrl, routes: config.routes, lang: config.lang }), [config]);
  return { env, lang: config.lang, links };
}
