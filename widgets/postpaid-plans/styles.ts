// The postpaid listing's own rules are the bridge's (its cards are light DOM: PostpaidCards::CSS);
// the shadow root holds only the alert and the failure state, on the design tokens.
export const POSTPAID_PLANS_CSS = `.notice{margin-block-end:calc(var(--_g)*2)}`;
