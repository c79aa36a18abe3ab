import { useLangSwitch } from './use-lang-switch';

/** Each language by its own name, whatever the page's language: not translated. */
const NAMES = { en: 'English', ar: 'العربية' } as const;

export function LangSwitchScreen() {
  const { href, target } = useLangSwitch();
  return (
    <a href={href} lang={target} hrefLang={target} part="link">
      {NAMES[target]}
    </a>
  );
}
