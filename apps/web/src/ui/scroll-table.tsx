import { Table, type TableProps } from "antd";
import { useLayoutEffect, useRef } from "react";

export interface ScrollTableProps<T> extends Omit<TableProps<T>, "scroll" | "aria-label"> {
  /** the table's width below which it scrolls sideways (phones) */
  scrollX: number;
  /** the accessible name of the table, and of the region that scrolls it */
  label: string;
}

/**
 * An antd table that scrolls sideways when the screen is narrower than `scrollX`, and can be
 * scrolled from the keyboard: antd's scroller (`.ant-table-content`, where its right-fixed
 * columns stick) becomes a named region, in the tab order while it has anything to scroll
 * (WCAG 2.1.1; axe's scrollable-region-focusable). antd gives that element no props of its own, so
 * it is marked after each render and whenever its size or the table's changes.
 */
export function ScrollTable<T extends object>({ scrollX, label, ...table }: ScrollTableProps<T>) {
  const holder = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const scroller = holder.current?.querySelector<HTMLElement>(".ant-table-content");
    if (!scroller) return;
    scroller.setAttribute("role", "region");
    scroller.setAttribute("aria-label", label);
    scroller.classList.add("ui-scroll-table__scroller");
    const mark = () => {
      if (scroller.scrollWidth > scroller.clientWidth + 1) scroller.tabIndex = 0;
      else scroller.removeAttribute("tabindex");
    };
    mark();
    const watch = new ResizeObserver(mark);
    watch.observe(scroller);
    if (scroller.firstElementChild) watch.observe(scroller.firstElementChild);
    return () => watch.disconnect();
  });
  return (
    <div ref={holder} className="ui-scroll-table">
      <Table<T> {...table} aria-label={label} scroll={{ x: scrollX }} />
    </div>
  );
}
