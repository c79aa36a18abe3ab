// Talon of whl-lang-switch (000 §2.1).
import { langSwitchUrl, otherLang } from '../../src/domain/routes';
import type { Lang } from '../../src/domain/lang';
import { usePage } from '../../src/hooks/use-page';

export function useLangSwitch(): { href: string; target: Lang } {
  const { env, lang } = usePage();
  return { href: langSwitchUrl(env.location().href, lang), target: otherLang(lang) };
}
