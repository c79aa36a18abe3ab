// <whl-thank-you>: 000 §2.12 the thank-you pages, the online_payment return and the receipt.
import { defineCheckoutWidget } from '../../src/checkout/define-checkout-widget';
import { tag, attributes, checkout, catalog } from './widget.json';
import { ThankYouScreen } from './Screen';
import THANK_YOU_CSS from './styles.css';

// the page's own texts (widget.json `catalog`): only its pages load them
const ownCatalog = { en: () => import('../../locales/en/thank-you'), ar: () => import('../../locales/ar/thank-you') };

// `purchase` is empty: the page reads the order, never the cart (no purchase unit loads with it)
defineCheckoutWidget({ tag, attributes, checkout, catalog }, ThankYouScreen, THANK_YOU_CSS, ownCatalog);
