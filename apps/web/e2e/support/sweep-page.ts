import type { Page } from "playwright-core";

/** What the sweep reads off a settled page. */
export interface PageReading {
  /** every visible text: each text node, each element's own text, each shown placeholder */
  texts: string[];
  /** the page is wider than the screen (document scroll width over the viewport's) */
  pageWidth: number;
  viewport: number;
  /** visible elements whose box runs outside the viewport horizontally, not clipped by an ancestor */
  outside: string[];
  /** lines cut with an ellipsis at their start, not their end ("...ira Lighting Studio") */
  cutAtStart: string[];
  /** lists shown empty (antd's empty state) */
  empties: number;
}

/**
 * Waits until the page is drawn and quiet: the loader gone, for 150 ms no request in flight, no
 * text or element added or removed, no spinner or skeleton; then entrance animations done.
 */
export async function waitQuiet(page: Page, inflight: () => number): Promise<void> {
  await page.getByTestId("page-loader").waitFor({ state: "detached", timeout: 15_000 });
  const deadline = Date.now() + 10_000;
  let quietSince = 0;
  while (Date.now() < deadline) {
    const busy =
      inflight() > 0 ||
      (await page
        .evaluate(
          () =>
            performance.now() - ((window as { lastChange?: number }).lastChange ?? 0) < 200 ||
            !!document.querySelector(".ant-spin-spinning, .ant-skeleton-active, [data-testid=page-loader]"),
        )
        .catch(() => true));
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= 150) break;
    await page.waitForTimeout(40);
  }
  // entrance animations done (an endless one, a carousel's or a spinner's, is not waited for)
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
      null,
      { timeout: 3000, polling: 50 },
    )
    .catch(() => {});
}

/** Before a page's own scripts: notes when the page last changed (waitQuiet waits for 200 ms of none). */
export function noteChanges(): void {
  const w = window as { lastChange?: number };
  w.lastChange = performance.now();
  new MutationObserver(() => {
    w.lastChange = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/** Reads the page's visible texts and horizontal layout. */
export function readPage(page: Page): Promise<PageReading> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    /** the part of the page an element's ancestors let it show (each one that hides its overflow, intersected) */
    const windows = new Map<Element, { l: number; r: number; t: number; b: number }>();
    const windowOf = (e: Element | null): { l: number; r: number; t: number; b: number } => {
      if (!e || e === document.documentElement) return { l: -1e9, r: 1e9, t: -1e9, b: 1e9 };
      const known = windows.get(e);
      if (known) return known;
      const outer = getComputedStyle(e).position === "fixed" ? windowOf(null) : windowOf(e.parentElement);
      let w = outer;
      // a box that scrolls lets its content be seen; one that hides or clips does not
      const cut = (v: string) => v === "hidden" || v === "clip";
      if (cut(getComputedStyle(e).overflowX) || cut(getComputedStyle(e).overflowY)) {
        const r = e.getBoundingClientRect();
        w = {
          l: Math.max(w.l, r.left),
          r: Math.min(w.r, r.right),
          t: Math.max(w.t, r.top),
          b: Math.min(w.b, r.bottom),
        };
      }
      windows.set(e, w);
      return w;
    };
    /** drawn, at least 2 px square, and not wholly hidden by an ancestor that clips */
    const shown = (e: Element) => {
      if (!e.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const r = e.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return false;
      const w = windowOf(e.parentElement);
      return Math.min(r.right, w.r) - Math.max(r.left, w.l) > 1 && Math.min(r.bottom, w.b) - Math.max(r.top, w.t) > 1;
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
      // `<code>` holds machine words shown on purpose (an audit action's code, a reference): not text to translate
      if (!v || !parent || parent.closest("script,style,noscript,template,code") || !shown(parent)) continue;
      texts.add(v.replace(/\s+/g, " "));
    }
    const all = Array.from(document.body.querySelectorAll("*"));
    for (const e of all) {
      if (!shown(e)) continue;
      // an element of text only (React writes `{t("x")} {n}` as several text nodes)
      if (e.childElementCount === 0 && e.childNodes.length > 1 && !e.closest("code")) {
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

    // a line cut at its start: its first letter drawn outside its box ("...ira Lighting Studio")
    const cutAtStart: string[] = [];
    for (const e of all) {
      if (getComputedStyle(e).textOverflow !== "ellipsis" || !shown(e)) continue;
      const el = e as HTMLElement;
      if (el.scrollWidth <= el.clientWidth + 1) continue;
      const first = document
        .createTreeWalker(el, NodeFilter.SHOW_TEXT, (n) =>
          n.nodeValue?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
        )
        .nextNode();
      if (!first?.nodeValue) continue;
      const at = first.nodeValue.search(/\S/);
      const range = document.createRange();
      range.setStart(first, at);
      range.setEnd(first, at + 1);
      const letter = range.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      if (letter.left < box.left - 1 || letter.right > box.right + 1) cutAtStart.push(describe(e));
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
