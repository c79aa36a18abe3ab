// <whl-number-picker service-type="prepaid|postpaid" mode="recommended|search">: 000 §2.7.
import { defineCheckoutWidget } from '../../src/checkout/define-checkout-widget';
import FLOW_CSS from '../../src/components/flow-styles.css';
import { tag, attributes, checkout, catalog } from './widget.json';
import { NumberPickerScreen } from './Screen';
import NUMBER_PICKER_CSS from './styles.css';
import SPINNER_CSS from '../../src/components/spinner-styles.css';

// the widget's own texts (widget.json `catalog`): only its pages load them
const ownCatalog = { en: () => import('../../locales/en/number-picker'), ar: () => import('../../locales/ar/number-picker') };

defineCheckoutWidget({ tag, attributes, checkout, catalog }, NumberPickerScreen, FLOW_CSS + NUMBER_PICKER_CSS + SPINNER_CSS, ownCatalog);
