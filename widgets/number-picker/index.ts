// <whl-number-picker service-type="prepaid|postpaid" mode="recommended|search">: 000 §2.7.
import { defineWidget } from '../../src/shell/define-widget';
import { FLOW_CSS } from '../../src/components/flow-styles';
import { tag, checkout, attributes } from './widget.json';
import { NumberPickerScreen } from './Screen';
import { NUMBER_PICKER_CSS } from './styles';
import { SPINNER_CSS } from '../../src/components/spinner-styles';

defineWidget({ tag, checkout, attributes }, NumberPickerScreen, FLOW_CSS + NUMBER_PICKER_CSS + SPINNER_CSS);
