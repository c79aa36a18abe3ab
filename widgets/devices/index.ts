// <whl-devices>: 000 §2.6 the device or accessory catalogue the bridge prints inside it, with its filters' rules.
import { defineWidget } from '../../src/shell/define-widget';
import { tag, attributes, checkout } from './widget.json';
import { DevicesScreen } from './Screen';

defineWidget({ tag, attributes, checkout }, DevicesScreen);
