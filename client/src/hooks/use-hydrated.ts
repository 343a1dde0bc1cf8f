import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React renders on the server and hydrates what the server rendered, true from the
 * render right after (and at once in a page the browser renders itself). What the server cannot
 * know (this browser's storage, its screen) waits for it, so hydration finds the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
