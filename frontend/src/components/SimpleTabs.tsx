import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import styles from './SimpleTabs.module.css';

export interface SimpleTab {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * Line tabs with antd's look and keyboard (arrows and Home/End move the focus, Enter/Space
 * choose) without antd's Tabs, its overflow menu and animations, for the sign-in card. Only
 * the chosen tab's panel is in the page. With `activeKey` and `onChange` the caller chooses.
 */
export function SimpleTabs({
  items,
  defaultKey,
  activeKey: chosenKey,
  onChange,
}: {
  items: readonly SimpleTab[];
  defaultKey: string;
  activeKey?: string;
  onChange?: (key: string) => void;
}) {
  const id = useId();
  const [ownKey, setOwnKey] = useState(defaultKey);
  const activeKey = chosenKey ?? ownKey;
  const setActiveKey = onChange ?? setOwnKey;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = items.find((item) => item.key === activeKey) ?? items[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.current.indexOf(document.activeElement as HTMLButtonElement);
    const last = items.length - 1;
    const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: last }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    tabs.current[to < 0 ? last : to > last ? 0 : to]?.focus();
  };

  return (
    <>
      <div role="tablist" className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(tab) => {
              tabs.current[index] = tab;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={item === active}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={item === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActiveKey(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {active && (
        <div
          key={active.key}
          role="tabpanel"
          id={`${id}-panel-${active.key}`}
          aria-labelledby={`${id}-tab-${active.key}`}
          tabIndex={0}
        >
          {active.children}
        </div>
      )}
    </>
  );
}
