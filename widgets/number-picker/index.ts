// <whl-number-picker service-type="prepaid|postpaid" mode="recommended|search">: 000 §2.7.
import { defineWidget } from '../../src/shell/define-widget';
import { CHECKOUT } from '../../src/checkout/catalog';
import type { PurchaseUnit } from '../../src/store/purchase-slices';
import { FLOW_CSS } from '../../src/components/flow-styles';
import { tag, purchase, attributes } from './widget.json';
import { NumberPickerScreen } from './Screen';
import { NUMBER_PICKER_CSS } from './styles';
import { SPINNER_CSS } from '../../src/components/spinner-styles';

// the widget's own texts (widget.json `catalog`): only its pages load them
const catalog = { en: () => import('../../locales/en/number-picker'), ar: () => import('../../locales/ar/number-picker') };

defineWidget({ tag, purchase: purchase as PurchaseUnit[], attributes }, NumberPickerScreen, FLOW_CSS + NUMBER_PICKER_CSS + SPINNER_CSS, [
  CHECKOUT,
  catalog,
]);
