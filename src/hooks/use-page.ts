// Page facts every screen needs: configuration, language, link context, navigation.
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
  return { env, lang: config.lang, links: { siteUrl: config.siteUrl, routes: config.routes, lang: config.lang } };
}
