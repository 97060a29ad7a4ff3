import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Tabs with one panel (WAI-ARIA tabs pattern): the selected tab is the only one in the tab order; arrow keys, Home
 * and End move between tabs and select them.
 */
export function Tabs<Name extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  tabs: readonly { name: Name; label: string }[];
  selected: Name;
  onSelect: (name: Name) => void;
  /** The selected tab's panel. */
  children: ReactNode;
}) {
  const id = useId();
  const tabRefs = useRef<Partial<Record<Name, HTMLButtonElement | null>>>({});

  const onTabKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.name === selected);
    const next =
      event.key === 'Home'
        ? tabs[0]!
        : event.key === 'End'
          ? tabs.at(-1)!
          : tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
    onSelect(next.name);
    tabRefs.current[next.name]?.focus();
  };

  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={onTabKey}>
        {tabs.map(({ name, label: tabLabel }) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-controls={`${id}-panel-${name}`}
            aria-selected={selected === name}
            tabIndex={selected === name ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(name)}
          >
            {tabLabel}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${selected}`} aria-labelledby={`${id}-tab-${selected}`}>
        {children}
      </div>
    </>
  );
}
