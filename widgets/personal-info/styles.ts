// whl-personal-info's own rules; tokens and primitives come from src/components/styles.ts.
export const PERSONAL_CSS = ``;
