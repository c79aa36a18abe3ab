// <whl-postpaid-plans>: 000 §2.5 the postpaid listing the bridge prints inside it, with the shopper's state.
import { defineWidget } from '../../src/shell/define-widget';
import { tag, attributes, checkout } from './widget.json';
import { PostpaidPlansScreen } from './Screen';
import POSTPAID_PLANS_CSS from './styles.css';

defineWidget({ tag, attributes, checkout }, PostpaidPlansScreen, POSTPAID_PLANS_CSS);
