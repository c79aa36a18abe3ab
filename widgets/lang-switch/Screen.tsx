import { useLangSwitch } from '../../src/hooks/use-lang-switch';
import { useT } from '../../src/i18n';

export function LangSwitchScreen() {
  const { href, target } = useLangSwitch();
  const t = useT();
  return (
    <a href={href} lang={target} hrefLang={target} part="link">
      {t(`lang.${target}`)}
    </a>
  );
}
