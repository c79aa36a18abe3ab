import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** StepLayout's rules (StepLayout.css): each step's widget adopts them with the component (its styles.ts). */
export { default as STEP_LAYOUT_CSS } from './StepLayout.css';

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
