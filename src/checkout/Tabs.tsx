import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** Tabs' rules (Tabs.css): each step's widget adopts them with the component (its styles.ts). */
export { default as TABS_CSS } from './Tabs.css';

export interface Tab {
  /** the caller's id: the tab is the element `<id>-tab`, its panel `<id>-panel` (unique in the widget's shadow root) */
  id: string;
  label: ReactNode;
  /** the panel's content; a panel stays mounted (hidden) while another tab is shown, so a form keeps what was typed */
  panel: ReactNode;
}

export interface TabsProps {
  /** accessible name of the tab list, e.g. 'Delivery method' */
  label: string;
  tabs: readonly Tab[];
  /** id of the selected tab */
  selected: string;
  onSelect: (id: string) => void;
}

/**
 * The WAI-ARIA tabs pattern, controlled: one tab stop (the selected tab); Arrow Left/Right move to
 * the previous/next tab and select it (mirrored in RTL, wrapping around), Home/End the first/last.
 * 000 §2.10 home delivery / store pickup, §2.11 the payment methods.
 */
export function Tabs({ label, tabs, selected, onSelect }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  // a `selected` the list does not hold shows the first tab, so the list keeps its one tab stop
  const active = tabs.some((tab) => tab.id === selected) ? selected : tabs[0]?.id;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const node = list.current;
    if (!node || tabs.length === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const rtl = node.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const [at, last] = [tabs.findIndex((tab) => tab.id === active), tabs.length - 1];
    const [next, previous] = rtl ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
    const moves: Partial<Record<string, number>> = {
      [next]: at === last ? 0 : at + 1,
      [previous]: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    onSelect(tabs[to]!.id);
    node.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus();
  };

  return (
    <>
      <div ref={list} role="tablist" aria-label={label} className="tabs" part="tabs" onKeyDown={onKeyDown}>
        {tabs.map(({ id, label: name }) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`${id}-tab`}
            aria-selected={id === active}
            aria-controls={`${id}-panel`}
            tabIndex={id === active ? 0 : -1}
            className="tab"
            part="tab"
            onClick={() => onSelect(id)}
          >
            {name}
          </button>
        ))}
      </div>
      {tabs.map(({ id, panel }) => (
        <div
          key={id}
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab`}
          tabIndex={0}
          hidden={id !== active}
          className="tab-panel"
          part="tab-panel"
        >
          {panel}
        </div>
      ))}
    </>
  );
}
