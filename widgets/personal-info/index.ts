// <whl-personal-info>: 000 §2.9 checkout step 1, personal information.
import { defineCheckoutWidget } from '../../src/checkout/define-checkout-widget';
import FLOW_CSS from '../../src/components/flow-styles.css';
import { tag, attributes, checkout, catalog } from './widget.json';
import { PersonalInfoScreen } from './Screen';
import { PERSONAL_CSS } from './styles';

// the step's own texts (widget.json `catalog`): only its pages load them
const ownCatalog = { en: () => import('../../locales/en/personal-info'), ar: () => import('../../locales/ar/personal-info') };

defineCheckoutWidget({ tag, attributes, checkout, catalog }, PersonalInfoScreen, FLOW_CSS + PERSONAL_CSS, ownCatalog);
