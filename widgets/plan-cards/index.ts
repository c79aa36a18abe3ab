// <whl-plan-cards service-type="prepaid|postpaid|all" layout="grid|section" family="…">: 000 §2.3–§2.5
// the plan cards the bridge prints inside it (the attributes are the bridge's), with the shopper's cart.
import { defineWidget } from '../../src/shell/define-widget';
import { tag, attributes, checkout } from './widget.json';
import { PlanCardsScreen } from './Screen';

defineWidget({ tag, attributes, checkout }, PlanCardsScreen);
