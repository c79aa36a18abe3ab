// <whl-payment>: 000 §2.11 checkout step 3, payment.
import { defineCheckoutWidget } from '../../src/checkout/define-checkout-widget';
import FLOW_CSS from '../../src/components/flow-styles.css';
import { tag, attributes, checkout, catalog } from './widget.json';
import { PaymentScreen } from './Screen';
import { PAYMENT_CSS } from './styles';

// the step's own texts (widget.json `catalog`): only its pages load them
const ownCatalog = { en: () => import('../../locales/en/payment'), ar: () => import('../../locales/ar/payment') };

defineCheckoutWidget({ tag, attributes, checkout, catalog }, PaymentScreen, FLOW_CSS + PAYMENT_CSS, ownCatalog);
