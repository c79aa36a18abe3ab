// <whl-device-details>: 000 §2.6 the device page the bridge prints inside it, and its add to cart.
import { defineWidget } from '../../src/shell/define-widget';
import { tag, attributes } from './widget.json';
import { DeviceDetailsScreen } from './Screen';

// the widget's own texts (widget.json `catalog`): only its page loads them
const catalog = { en: () => import('../../locales/en/device-details'), ar: () => import('../../locales/ar/device-details') };

defineWidget({ tag, attributes }, DeviceDetailsScreen, '', [catalog]);
