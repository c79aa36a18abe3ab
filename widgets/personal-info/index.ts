// <whl-personal-info>: 000 §2.9 checkout step 1, personal information.
import { defineWidget } from '../../src/shell/define-widget';
import { CHECKOUT } from '../../src/checkout/catalog';
import type { PurchaseUnit } from '../../src/store/purchase-slices';
import { FLOW_CSS } from '../../src/components/flow-styles';
import { tag, purchase, attributes } from './widget.json';
import { PersonalInfoScreen } from './Screen';
import { PERSONAL_CSS } from './styles';

// the step's own texts (widget.json `catalog`): only its pages load them
const catalog = { en: () => import('../../locales/en/personal-info'), ar: () => import('../../locales/ar/personal-info') };

defineWidget({ tag, purchase: purchase as PurchaseUnit[], attributes }, PersonalInfoScreen, FLOW_CSS + PERSONAL_CSS, [CHECKOUT, catalog]);
