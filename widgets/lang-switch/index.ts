// <whl-lang-switch>: 000 §2.1 language switcher.
import { defineWidget } from '../../src/shell/define-widget';
import { tag, attributes, checkout } from './widget.json';
import { LangSwitchScreen } from './Screen';

defineWidget(
  { tag, attributes, checkout },
  LangSwitchScreen,
  ':host{display:inline-block}a{display:inline-block;padding:var(--_g);color:var(--whl-color-header-text,var(--_t));font-weight:600}',
);
