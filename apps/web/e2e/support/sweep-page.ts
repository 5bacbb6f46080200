import type { Page } from "playwright-core";
import { settle } from "./browser.js";

/** What the sweep reads off a settled page. */
export interface PageReading {
  /** every visible text: each text node, each element's own text, each shown placeholder */
  texts: string[];
  /** the page is wider than the screen (document scroll width over the viewport's) */
  pageWidth: number;
  viewport: number;
  /** visible elements whose box runs outside the viewport horizontally, not clipped by an ancestor */
  outside: string[];
  /** right to left: Latin text cut at its start by an ellipsis ("...ira Lighting Studio") */
  cutAtStart: string[];
  /** lists shown empty (antd's empty state) */
  empties: number;
}

/**
 * Waits until the page is drawn and quiet: the loader gone, no request in flight for a moment,
 * no spinner or skeleton, animations done.
 */
export async function waitQuiet(page: Page, inflight: () => number): Promise<void> {
  await page.getByTestId("page-loader").waitFor({ state: "detached", timeout: 15_000 });
  const deadline = Date.now() + 10_000;
  let quietSince = 0;
  while (Date.now() < deadline) {
    const busy =
      inflight() > 0 ||
      (await page
        .locator(".ant-spin-spinning, .ant-skeleton-active, [data-testid=page-loader]")
        .first()
        .isVisible()
        .catch(() => false));
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) break;
    await page.waitForTimeout(40);
  }
  await settle(page);
}

/** Reads the page's visible texts and horizontal layout. */
export function readPage(page: Page): Promise<PageReading> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const shown = (e: Element) => {
      if (!e.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const r = e.getBoundingClientRect();
      return r.width > 1 && r.height > 1;
    };
    const describe = (e: Element) => {
      const id = e.getAttribute("data-testid");
      const cls = typeof e.className === "string" ? e.className.split(/\s+/).filter(Boolean).slice(0, 2) : [];
      const text = (e as HTMLElement).innerText?.replace(/\s+/g, " ").trim().slice(0, 40) ?? "";
      return `${e.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ""}${cls.map((c) => `.${c}`).join("")} "${text}"`;
    };
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const v = n.nodeValue?.trim();
      const parent = n.parentElement;
      if (!v || !parent || parent.closest("script,style,noscript,template") || !shown(parent)) continue;
      texts.add(v.replace(/\s+/g, " "));
    }
    const all = Array.from(document.body.querySelectorAll("*"));
    for (const e of all) {
      if (!shown(e)) continue;
      // an element of text only (React writes `{t("x")} {n}` as several text nodes)
      if (e.childElementCount === 0 && e.childNodes.length > 1) {
        const v = (e as HTMLElement).innerText?.replace(/\s+/g, " ").trim();
        if (v) texts.add(v);
      }
      const placeholder = e.getAttribute("placeholder");
      if (placeholder && (e as HTMLInputElement).value === "") texts.add(placeholder.trim());
      if (e instanceof HTMLInputElement && ["button", "submit"].includes(e.type) && e.value) texts.add(e.value);
    }

    // horizontal overflow: an element out of the viewport, unless an ancestor clips or scrolls it
    const clipped = (e: Element) => {
      for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX !== "visible") return true;
        if (s.position === "fixed") return false;
      }
      return false;
    };
    const out = new Set<Element>();
    for (const e of all) {
      if (!shown(e)) continue;
      const r = e.getBoundingClientRect();
      if (!(r.right > vw + 1 || r.left < -1) || clipped(e)) continue;
      // moved wholly off the screen on purpose (a skip link until it has the focus)
      const away = r.left >= vw || r.right <= 0;
      if (away && ["absolute", "fixed"].includes(getComputedStyle(e).position)) continue;
      out.add(e);
    }
    const outside = [...out].filter((e) => !(e.parentElement && out.has(e.parentElement))).map(describe);

    // an ellipsis at the start of Latin text: a right-to-left box cutting a left-to-right line
    const cutAtStart: string[] = [];
    for (const e of all) {
      const s = getComputedStyle(e);
      if (s.textOverflow !== "ellipsis" || s.direction !== "rtl" || !shown(e)) continue;
      const el = e as HTMLElement;
      const text = el.innerText?.trim() ?? "";
      if (el.scrollWidth > el.clientWidth + 1 && /^[A-Za-z0-9]/.test(text)) cutAtStart.push(describe(e));
    }
    const empties = Array.from(document.querySelectorAll(".ant-empty")).filter(shown).length;
    return {
      texts: [...texts],
      pageWidth: document.documentElement.scrollWidth,
      viewport: vw,
      outside,
      cutAtStart,
      empties,
    };
  });
}
