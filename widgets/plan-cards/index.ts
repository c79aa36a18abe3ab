// <whl-plan-cards service-type="prepaid|postpaid|all">: 000 §2.3–§2.5 plan cards.
import { defineWidget } from '../../src/shell/define-widget';
import { tag, attributes } from './widget.json';
import { PlanCardsScreen } from './Screen';
import { PLAN_CARDS_CSS } from './styles';

defineWidget({ tag, attributes }, PlanCardsScreen, PLAN_CARDS_CSS);
