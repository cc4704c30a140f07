import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactElement, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './Tabs.css';

/** One tab: a route (`to`) or a panel of the same page. */
export interface TabItem {
  id: string;
  label: ReactNode;
  /** A path: the tab is a link, e.g. Cannabis -> /products/cannabis. */
  to?: string;
  disabled?: boolean;
}

interface TabsProps {
  tabs: readonly TabItem[];
  activeId: string;
  /** Called for panel tabs (those without `to`). */
  onSelect?: (id: string) => void;
  /** Names the tab list for screen readers. */
  label: string;
  /** The active panel; rendered as its tab panel. Leave out for link tabs. */
  children?: ReactNode;
}

function neighbour(tabs: readonly TabItem[], from: number, step: number): number {
  for (let offset = 1; offset <= tabs.length; offset += 1) {
    const index = (from + step * offset + tabs.length) % tabs.length;
    if (!tabs[index]?.disabled) return index;
  }
  return from;
}

/**
 * Tabs: links to sibling routes (the products list's Cannabis / Horeca) or panel tabs of one
 * page with arrow-key navigation (Left/Right, Home/End).
 */
export function Tabs({ tabs, activeId, onSelect, label, children }: TabsProps): ReactElement {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | HTMLAnchorElement | null)[]>([]);
  const linkTabs = tabs.every((tab) => tab.to !== undefined);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const current = tabs.findIndex((tab) => tab.id === activeId);
    let next = -1;
    if (event.key === 'ArrowRight') next = neighbour(tabs, current, 1);
    if (event.key === 'ArrowLeft') next = neighbour(tabs, current, -1);
    if (event.key === 'Home') next = neighbour(tabs, -1, 1);
    if (event.key === 'End') next = neighbour(tabs, tabs.length, -1);
    const tab = tabs[next];
    if (!tab || linkTabs) return;
    event.preventDefault();
    onSelect?.(tab.id);
    buttons.current[next]?.focus();
  }

  if (linkTabs) {
    return (
      <nav className="tabs" aria-label={label}>
        {tabs.map((tab) => (
          <Link
            key={tab.id}
            to={tab.to ?? ''}
            className={tab.id === activeId ? 'tab tab-active' : 'tab'}
            aria-current={tab.id === activeId ? 'page' : undefined}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
    );
  }

  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={handleKeyDown}>
        {tabs.map((tab, index) => {
          const active = tab.id === activeId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel`}
              tabIndex={active ? 0 : -1}
              disabled={tab.disabled}
              className={active ? 'tab tab-active' : 'tab'}
              onClick={() => onSelect?.(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {children !== undefined && (
        <div
          id={`${baseId}-panel`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${activeId}`}
          className="tab-panel"
        >
          {children}
        </div>
      )}
    </>
  );
}
