import { useSyncExternalStore } from "react";
import { MAP_CONSENT_STORAGE_KEY } from "@shared/browser-storage";

// Whether the visitor agreed to load maps from the provider: asked once, remembered in the browser,
// and the same in every map on the page at once.

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(MAP_CONSENT_STORAGE_KEY) === "ja";
  } catch {
    return false;
  }
}

export function agreeToMaps(): void {
  try {
    window.localStorage.setItem(MAP_CONSENT_STORAGE_KEY, "ja");
  } catch {
    // Private mode without storage: the consent holds for this page only.
    remembered = true;
  }
  for (const listener of listeners) listener();
}

let remembered = false;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once the visitor agreed; false on the server and in the first render (the server knows nothing of it). */
export function useMapConsent(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => remembered || read(),
    () => false,
  );
}
