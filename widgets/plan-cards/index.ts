// <whl-plan-cards service-type="prepaid|postpaid|all">: 000 §2.3–§2.5 plan cards.
import { defineWidget } from '../../src/shell/define-widget';
import { tag, checkout, attributes } from './widget.json';
import { PlanCardsScreen } from './Screen';
import { PLAN_CARDS_CSS } from './styles';

defineWidget({ tag, checkout, attributes }, PlanCardsScreen, PLAN_CARDS_CSS);
