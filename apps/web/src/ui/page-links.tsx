import type { PaginationProps } from "antd";
import { isValidElement, type MouseEvent, type ReactNode } from "react";

/** A plain click stays with the pager (no reload); with a modifier key the browser opens the link. */
function follow(e: MouseEvent) {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) e.stopPropagation();
  else e.preventDefault();
}

/**
 * antd's pager draws its page numbers and its jumps over five pages as `<a>` elements without an
 * href, links no crawler can follow (Lighthouse's SEO audit "crawlable-anchors" fails a listing
 * for them). Where the page is in the URL, each becomes a real link to its page. The pager's list
 * item keeps the focus and the keys, so the link stays out of the tab order.
 */
export function pageLinks(hrefOf: (page: number) => string): PaginationProps["itemRender"] {
  return (page, type, element) => {
    if (type === "prev" || type === "next") return element;
    const own = isValidElement<{ className?: string; children?: ReactNode }>(element) ? element.props : {};
    return (
      <a href={hrefOf(page)} className={own.className} tabIndex={-1} onClick={follow}>
        {type === "page" ? page : own.children}
      </a>
    );
  };
}
