// <whl-device-details>: 000 §2.6 the device page the bridge prints inside it, and its add to cart.
import { defineWidget } from '../../src/shell/define-widget';
import { tag, attributes, checkout, catalog } from './widget.json';
import { DeviceDetailsScreen } from './Screen';

// the widget's own texts (widget.json `catalog`): only its page loads them
const ownCatalog = { en: () => import('../../locales/en/device-details'), ar: () => import('../../locales/ar/device-details') };

defineWidget({ tag, attributes, checkout, catalog }, DeviceDetailsScreen, '', ownCatalog);
