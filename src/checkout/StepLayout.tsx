import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * StepLayout's rules (a purchase-flow primitive, docs/tokens.md). The cart's flex-wrap "sidebar",
 * in reverse: the summary comes first in the document, so it sits at the inline end beside the
 * content where there is room and above it where the columns wrap; no breakpoint. Whether they
 * wrapped is read from their places (sideBySide below), not from a width, so the summary is
 * collapsible exactly when it is above the content.
 */
export const STEP_LAYOUT_CSS = `.step-layout{display:flex;flex-direction:row-reverse;flex-wrap:wrap;align-items:start;gap:calc(var(--_g)*2)}
.step-main{display:grid;gap:calc(var(--_g)*2);flex:999 1 0;min-inline-size:60%}
.step-summary{display:grid;gap:var(--_g);flex:1 1 calc(var(--_col)*1.5);min-inline-size:0;overflow-wrap:anywhere}
.step-summary h2{font-size:var(--_fl)}
.summary-toggle{display:flex;align-items:center;justify-content:space-between;gap:var(--_g);inline-size:100%;min-block-size:var(--_c);padding:var(--_g) 0;border:0;background:none;color:inherit;font:inherit;font-weight:inherit;text-align:start;cursor:pointer}
.summary-toggle:after{content:"\\25BE";content:"\\25BE"/"";color:var(--_p)}
.summary-toggle[aria-expanded="true"]:after{scale:1 -1}`;

export interface StepLayoutProps {
  /** the order summary */
  summary: ReactNode;
  /** its heading, and the toggle's name where it is collapsible */
  summaryTitle: string;
  /** the step itself */
  children?: ReactNode;
}

/** Whether the two columns are side by side: the summary's top is the content's. */
function sideBySide(summary: HTMLElement, main: HTMLElement): boolean {
  return Math.abs(summary.getBoundingClientRect().top - main.getBoundingClientRect().top) < 1;
}

/**
 * 000 §2.9–§2.11 a checkout step: its content, and the order summary beside it on a wide screen
 * (always open) or above it on a narrow one, where the summary is a heading whose button shows and
 * hides it (closed at first).
 */
export function StepLayout({ summary, summaryTitle, children }: StepLayoutProps) {
  // one step layout per widget: fixed ids are unique in its shadow root
  const [bodyId, titleId] = ['step-summary-body', 'step-summary-title'];
  const root = useRef<HTMLDivElement>(null);
  const side = useRef<HTMLElement>(null);
  const main = useRef<HTMLDivElement>(null);
  const [wide, setWide] = useState(false);
  const [open, setOpen] = useState(false);

  // before the first paint, then whenever the layout's size changes (a window resized, a phone turned)
  useLayoutEffect(() => {
    const [node, summaryNode, mainNode] = [root.current, side.current, main.current];
    if (!node || !summaryNode || !mainNode) return;
    const measure = () => setWide(sideBySide(summaryNode, mainNode));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={root} className="step-layout" part="step-layout">
      <aside ref={side} className="step-summary" aria-labelledby={titleId} part="step-summary">
        <h2 id={titleId}>
          {wide ? (
            summaryTitle
          ) : (
            <button type="button" className="summary-toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
              {summaryTitle}
            </button>
          )}
        </h2>
        <div id={bodyId} hidden={!wide && !open}>
          {summary}
        </div>
      </aside>
      <div ref={main} className="step-main" part="step-main">
        {children}
      </div>
    </div>
  );
}
