// <whl-lang-switch>: 000 §2.1 language switcher.
import { defineWidget } from '../../src/shell/define-widget';
import { tag, attributes, checkout } from './widget.json';
import { LangSwitchScreen } from './Screen';
import LANG_SWITCH_CSS from './styles.css';

defineWidget({ tag, attributes, checkout }, LangSwitchScreen, LANG_SWITCH_CSS);
