import { describe, expect, it } from "vitest";
import { type ClickSource, holdEarlyClicks } from "./early-clicks";

type Listener = (e: MouseEvent) => void;

/**
 * A page in miniature: the document's capture listeners, tappable elements whose clicks reach
 * the app (its handlers write `seen`) unless a listener stops them, and a task queue run by hand.
 */
function miniPage() {
  const listeners = new Set<Listener>();
  const source: ClickSource = {
    addEventListener: (_type, l) => listeners.add(l),
    removeEventListener: (_type, l) => listeners.delete(l),
  };
  const seen: string[] = [];
  const tasks: (() => void)[] = [];
  const element = (name: string, tappable = true) => {
    const el = {
      isConnected: true,
      closest: () => (tappable ? el : null),
      click: () => {
        let stopped = false;
        const e = { target: el, preventDefault: () => {}, stopPropagation: () => (stopped = true) };
        for (const l of [...listeners]) l(e as unknown as MouseEvent);
        if (!stopped) seen.push(name);
      },
    };
    return el;
  };
  const runOneTask = () => tasks.shift()?.();
  const runAllTasks = () => {
    while (tasks.length) runOneTask();
  };
  return { source, listeners, seen, tasks, element, runOneTask, runAllTasks, later: (f: () => void) => tasks.push(f) };
}

describe("holdEarlyClicks", () => {
  it("holds taps until the app is ready, then replays them in order, one per task", () => {
    const page = miniPage();
    const ready = holdEarlyClicks(page.source, page.later);
    const [size, colour, add] = [page.element("size M"), page.element("white"), page.element("add to cart")];
    size.click();
    colour.click();
    add.click();
    expect(page.seen).toEqual([]);
    ready();
    page.runOneTask();
    expect(page.seen).toEqual(["size M"]);
    page.runAllTasks();
    expect(page.seen).toEqual(["size M", "white", "add to cart"]);
    // once the line is empty the page is the app's alone
    expect(page.listeners.size).toBe(0);
    add.click();
    expect(page.seen).toEqual(["size M", "white", "add to cart", "add to cart"]);
  });

  it("puts a tap made during the replay at the end of the line, after the held ones", () => {
    const page = miniPage();
    const ready = holdEarlyClicks(page.source, page.later);
    const [size, colour, add] = [page.element("size M"), page.element("white"), page.element("add to cart")];
    size.click();
    colour.click();
    ready();
    page.runOneTask(); // "size M" replayed; "white" still waits
    add.click(); // the person taps again now
    expect(page.seen).toEqual(["size M"]);
    page.runAllTasks();
    expect(page.seen).toEqual(["size M", "white", "add to cart"]);
  });

  it("skips a held element that left the page and lets taps on plain text through", () => {
    const page = miniPage();
    const ready = holdEarlyClicks(page.source, page.later);
    const gone = page.element("old button");
    const text = page.element("a paragraph", false);
    gone.click();
    text.click();
    expect(page.seen).toEqual(["a paragraph"]);
    gone.isConnected = false;
    ready();
    ready(); // a second call (React's strict mode runs effects twice) replays nothing again
    page.runAllTasks();
    expect(page.seen).toEqual(["a paragraph"]);
    expect(page.listeners.size).toBe(0);
  });
});
