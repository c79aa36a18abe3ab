// <whl-device-details>: 000 §2.6 the device page the bridge prints inside it.
import { defineWidget } from '../../src/shell/define-widget';
import { tag, attributes } from './widget.json';
import { DeviceDetailsScreen } from './Screen';

defineWidget({ tag, attributes }, DeviceDetailsScreen);
