import { useSyncExternalStore } from "react";
import type { StoreApi } from "zustand";

/**
 * Reads a store as it is everywhere, also where React asks for the state a server drew with:
 * zustand's own hook answers the store's initial state there. The server draws a first screen from
 * the state it sets for the visitor (ssr/entry-server.tsx), and the browser takes that screen over
 * only when its own state is the same (main.tsx), so both must read the store as it is
 * (docs/architecture.md, "The first screen, drawn by the server").
 */
function useStoreAsIs<T, U>(api: StoreApi<T>, selector: (state: T) => U): U {
  const read = () => selector(api.getState());
  return useSyncExternalStore(api.subscribe, read, read);
}

/** A store's hook (`useX(selector)`, or `useX()` for the whole state) with the store's API on it. */
export function hookOf<T, S extends StoreApi<T>>(api: S & StoreApi<T>) {
  function bound(): T;
  function bound<U>(selector: (state: T) => U): U;
  function bound<U>(selector?: (state: T) => U): U | T {
    // biome-ignore lint/correctness/useHookAtTopLevel: this function is the store's hook (useAppStore)
    return useStoreAsIs<T, U | T>(api, selector ?? ((state: T) => state));
  }
  return Object.assign(bound, api);
}
