// <whl-payment>: 000 §2.11 checkout step 3, payment.
import { defineWidget } from '../../src/shell/define-widget';
import { CHECKOUT } from '../../src/checkout/catalog';
import type { PurchaseUnit } from '../../src/store/purchase-slices';
import { FLOW_CSS } from '../../src/components/flow-styles';
import { tag, purchase, attributes } from './widget.json';
import { PaymentScreen } from './Screen';
import { PAYMENT_CSS } from './styles';

// the step's own texts (widget.json `catalog`): only its pages load them
const catalog = { en: () => import('../../locales/en/payment'), ar: () => import('../../locales/ar/payment') };

defineWidget({ tag, purchase: purchase as PurchaseUnit[], attributes }, PaymentScreen, FLOW_CSS + PAYMENT_CSS, [CHECKOUT, catalog]);
