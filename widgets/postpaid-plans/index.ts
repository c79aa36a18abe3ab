// <whl-postpaid-plans>: 000 §2.5 the postpaid listing with its family tabs.
import { defineWidget } from '../../src/shell/define-widget';
import { tag, attributes } from './widget.json';
import { PostpaidPlansScreen } from './Screen';
import { POSTPAID_PLANS_CSS } from './styles';

// the widget's own texts (widget.json `catalog`): only its page loads them
const catalog = { en: () => import('../../locales/en/postpaid-plans'), ar: () => import('../../locales/ar/postpaid-plans') };

defineWidget({ tag, attributes }, PostpaidPlansScreen, POSTPAID_PLANS_CSS, [catalog]);
