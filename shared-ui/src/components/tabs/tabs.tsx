import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface Tab<K extends string = string> {
  key: K;
  label: string;
  panel: ReactNode;
}

export interface TabsProps<K extends string = string> {
  /** Names the tab list, e.g. 'Create'. */
  label: string;
  tabs: readonly Tab<K>[];
  /** The selected tab (controlled); without it the first tab starts selected. */
  selected?: K;
  onSelect?: (key: K) => void;
}

/**
 * Tabs as WAI-ARIA describes them: one tab stop, arrow keys (and Home, End) move between tabs and
 * select them, and only the selected panel is rendered (a form in a hidden tab keeps no state).
 */
export function Tabs<K extends string = string>({ label, tabs, selected, onSelect }: TabsProps<K>) {
  const [own, setOwn] = useState<K | undefined>(tabs[0]?.key);
  const current = selected ?? own;
  const id = useId();
  const list = useRef<HTMLDivElement>(null);

  const select = (key: K) => {
    setOwn(key);
    onSelect?.(key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === current);
    const next = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const wrapped = (next + tabs.length) % tabs.length;
    const target = tabs[wrapped];
    if (!target) return;
    select(target.key);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[wrapped]?.focus();
  };

  const activeIndex = tabs.findIndex((tab) => tab.key === current);
  const active = tabs[activeIndex];
  return (
    <div className="ui-tabs">
      <div ref={list} role="tablist" aria-label={label} className="ui-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            aria-selected={tab.key === current}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={tab.key === current ? 0 : -1}
            className="ui-tabs__tab"
            onClick={() => select(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${id}-panel-${activeIndex}`}
          aria-labelledby={`${id}-tab-${activeIndex}`}
          tabIndex={0}
          className="ui-tabs__panel"
        >
          {active.panel}
        </div>
      )}
    </div>
  );
}
