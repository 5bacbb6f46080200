import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { useAppStore } from "../lib/app-store";
import { resetCalls, server } from "./api";

// jsdom lacks what antd asks of a browser for its responsive parts and its popups
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// jsdom implements getComputedStyle without pseudo-elements and says so on every call antd makes
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
window.scrollTo = () => {};

/** the app store as a first visit has it: each test starts from it (render.tsx sets the language and session) */
const firstVisit = useAppStore.getState();

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  useAppStore.setState(firstVisit, true);
  server.resetHandlers();
  resetCalls();
  localStorage.clear();
});
afterAll(() => server.close());
