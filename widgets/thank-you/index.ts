// <whl-thank-you>: 000 §2.12 the thank-you pages, the online_payment return and the receipt.
import { defineWidget } from '../../src/shell/define-widget';
import { tag, attributes } from './widget.json';
import { ThankYouScreen } from './Screen';
import THANK_YOU_CSS from './styles.css';

// the page's own texts (widget.json `catalog`): only its pages load them; it shows none of the
// checkout catalog's (src/checkout), so it does not load that one
const catalog = { en: () => import('../../locales/en/thank-you'), ar: () => import('../../locales/ar/thank-you') };

// `purchase` is empty: the page reads the order, never the cart (no purchase action, no unit loads with it)
defineWidget({ tag, attributes }, ThankYouScreen, THANK_YOU_CSS, [catalog]);
