import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import "./light-tabs.css";

export interface LightTab {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/** The index of the tab a key moves to (arrows follow the reading direction; Home, End), or none. */
export function stepFor(key: string, index: number, count: number, rtl: boolean): number | undefined {
  const forward = rtl ? "ArrowLeft" : "ArrowRight";
  const back = rtl ? "ArrowRight" : "ArrowLeft";
  if (key === forward) return (index + 1) % count;
  if (key === back) return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

/**
 * Tabs as plain markup (the WAI-ARIA tabs pattern: arrows, Home and End move between tabs), for
 * pages the server draws. antd's Tabs measure every tab as they appear and set state from it,
 * which makes React run all of a page's effects at once while it takes a drawn page over
 * (docs/architecture.md, "Nothing drawn twice"). A panel's content is drawn when first opened, then kept.
 */
export function LightTabs({ items, className }: { items: LightTab[]; className?: string }) {
  const id = useId();
  const first = items[0]?.key ?? "";
  const [active, setActive] = useState(first);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([first]));
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  const open = (key: string) => {
    setActive(key);
    setOpened((was) => (was.has(key) ? was : new Set(was).add(key)));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(e.currentTarget).direction === "rtl";
    const next = stepFor(
      e.key,
      items.findIndex((tab) => tab.key === active),
      items.length,
      rtl,
    );
    const key = next === undefined ? undefined : items[next]?.key;
    if (key === undefined) return;
    e.preventDefault();
    open(key);
    tabs.current.get(key)?.focus();
  };

  return (
    <div className={className ? `light-tabs ${className}` : "light-tabs"}>
      <div role="tablist" className="light-tabs__list" onKeyDown={onKeyDown}>
        {items.map((tab) => (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) tabs.current.set(tab.key, el);
              else tabs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            className="light-tabs__tab"
            onClick={() => open(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {items.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={tab.key !== active}
          className="light-tabs__panel"
        >
          {opened.has(tab.key) ? tab.children : null}
        </div>
      ))}
    </div>
  );
}
