// The cart's popups (000 §2.8 remove from cart, cart merge failure, maximum connections exceeded,
// selected plan; §4.3 number expired) and its toasts (a failed clear; the fraud warning with the
// operator's message): shown only after an action, an ended hold or a flagged answer, so they are
// their own chunk, loaded when first needed, with their styles.
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../src/components/Button';
import { Popup } from '../../src/components/Popup';
import { Price } from '../../src/components/Price';
import { Toast } from '../../src/components/Toast';
import { NumberExpiredPopup } from '../../src/checkout/NumberExpiredPopup';
import OVERLAY_CSS from '../../src/components/overlay-styles.css';
import SPINNER_CSS from '../../src/components/spinner-styles.css';
import { FLOW, messageFor, POPUP } from '../../src/checkout/messages';
import { allowanceText, validityMessage } from '../../src/checkout/plan-texts';
import { validityOf } from '../../src/domain/validity';
import { dataAllowance, voiceAllowance } from '../../src/domain/allowance';
import { withVat } from '../../src/domain/money';
import type { CartTalon } from './use-cart';
import * as v from 'valibot';
import { OmrSchema } from '../../src/schemas/common';
import PLAN_CSS from './Overlays.css';

/** contract §4.6 selected_plan (the number page's plan details, §4.3): what the popup shows of it. */
const SelectedPlanSchema = v.object({
  name: v.string(),
  validity: v.number(),
  price: OmrSchema,
  price_incl_vat: v.nullish(OmrSchema),
  service_type: v.string(),
  custom_attribute: v.object({
    data_quota: v.nullish(v.string(), ''),
    data_units: v.nullish(v.string(), ''),
    voice_quota: v.nullish(v.string(), ''),
    voice_units: v.nullish(v.string(), ''),
  }),
});
type SelectedPlan = v.InferOutput<typeof SelectedPlanSchema>;

/** 000 §2.8 selected-plan popup: the plan the cart holds, its allowances, validity and price (decisions). */
function PlanPopup({ plan, onClose }: { plan: SelectedPlan; onClose: () => void }) {
  const { t } = useLingui();
  const extras = plan.custom_attribute;
  const data = dataAllowance(extras.data_quota, extras.data_units);
  const voice = voiceAllowance(extras.voice_quota, extras.voice_units);
  const facts = [
    data ? allowanceText(t, data) : '',
    voice ? allowanceText(t, voice) : '',
    t(validityMessage(validityOf(plan.validity))),
  ].filter(Boolean);
  return (
    <Popup
      title={t({ message: 'Selected plan', comment: '000 §2.8 selected-plan popup title' })}
      onEscape={onClose}
      actions={<Button onClick={onClose}>{t(POPUP.close)}</Button>}
    >
      <p className="item">{plan.name}</p>
      <ul className="facts">
        {facts.map((fact) => (
          <li key={fact}>
            <bdi>{fact}</bdi>
          </li>
        ))}
      </ul>
      <Price baisa={plan.price_incl_vat ?? withVat(plan.price)} monthly={plan.service_type === 'postpaid'} />
    </Popup>
  );
}

export function Overlays({ cart }: { cart: CartTalon }) {
  const { t } = useLingui();
  const busy = cart.removal === 'busy';
  const plan = v.safeParse(SelectedPlanSchema, cart.selectedPlan);
  return (
    <>
      <style>{OVERLAY_CSS + SPINNER_CSS + PLAN_CSS}</style>
      {cart.removal !== 'closed' && (
        <Popup
          title={t({ message: 'Remove from cart?', comment: '000 §2.8 remove-from-cart popup' })}
          onEscape={busy ? null : cart.cancelRemoval}
          actions={
            <>
              <Button variant="secondary" onClick={cart.cancelRemoval} disabled={busy}>
                {t(POPUP.cancel)}
              </Button>
              <Button onClick={cart.confirmRemoval} busy={busy}>
                {t(FLOW.remove)}
              </Button>
            </>
          }
        >
          <p>{t`The plan and its reserved number will be removed from your cart, and the number released for others.`}</p>
        </Popup>
      )}
      {cart.removal === 'closed' && cart.mergeFailure && (
        <Popup
          title={t({ message: 'Your cart could not be merged', comment: '000 §2.8, §4.5 cart-merge-failure popup title' })}
          onEscape={cart.dismissMergeFailure}
          actions={<Button onClick={cart.dismissMergeFailure}>{t(POPUP.ok)}</Button>}
        >
          <p>
            {t({
              message:
                'Your account already had a cart with items, so the items you chose before logging in could not be added to it. This is the cart of your account.',
              comment: "000 §4.5, §8 cart merge failure ('customer has already having item we cannot merge'); the spec shows no text",
            })}
          </p>
        </Popup>
      )}
      {cart.removal === 'closed' && !cart.mergeFailure && cart.maxConnections !== null && (
        <Popup
          title={t({ message: 'Maximum connections exceeded', comment: "000 §2.8, §8 'Too many lines' popup title" })}
          onEscape={cart.dismissMaxConnections}
          actions={<Button onClick={cart.dismissMaxConnections}>{t(POPUP.ok)}</Button>}
        >
          <p>{t(FLOW.maxConnections)}</p>
          {cart.maxConnections > 0 && (
            <p>
              {t({
                message: plural(cart.maxConnections, {
                  one: 'One customer may hold # line.',
                  other: 'One customer may hold up to # lines.',
                }),
                comment: "000 §8 'Too many lines': the shop's configured maximum (setting max_connections)",
              })}
            </p>
          )}
        </Popup>
      )}
      {cart.planOpen && plan.success && <PlanPopup plan={plan.output} onClose={cart.closePlan} />}
      {cart.guard.popup && <NumberExpiredPopup {...cart.guard.popup} />}
      {cart.toast && <Toast message={t(messageFor(cart.toast))} onDone={cart.dismissToast} />}
      {cart.fraudToast && <Toast tone="warning" message={cart.fraudToast} onDone={cart.dismissFraudToast} />}
    </>
  );
}
