import { FAVORITES_STORAGE_KEY } from "@shared/browser-storage";

// The visitor's 'Merkliste': listing ids in localStorage, newest first. Every tab of the site reads
// the same list; a change in one tab reaches the others through the browser's storage event.

/** More would be a list nobody reads; the oldest entry goes first. */
export const MAX_FAVORITES = 100;

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** The ids stored under the key: positive integers, each once, at most MAX_FAVORITES; anything else is ignored. */
export function parseFavorites(raw: string | null): number[] {
  let value: unknown;
  try {
    value = raw === null ? [] : JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_FAVORITES);
}

const EMPTY: readonly number[] = Object.freeze([]);

/**
 * A favourites store over `storage` (localStorage in the browser). Snapshots are stable arrays
 * (the same array until the list changes), as useSyncExternalStore needs. When the storage cannot
 * be written (private mode, quota), the list lives on in memory for this tab.
 */
export function createFavoritesStore(
  storage: () => StorageLike | undefined,
  events?: Pick<Window, "addEventListener" | "removeEventListener">,
) {
  const listeners = new Set<() => void>();
  let snapshot: { raw: string | null; ids: readonly number[] } = { raw: null, ids: EMPTY };
  let unwritten: string | null | undefined;

  const readRaw = () => {
    if (unwritten !== undefined) return unwritten;
    try {
      return storage()?.getItem(FAVORITES_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  };
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage.
    if (event.key === FAVORITES_STORAGE_KEY || event.key === null) notify();
  };

  const store = {
    get(): readonly number[] {
      const raw = readRaw();
      if (raw !== snapshot.raw) snapshot = { raw, ids: Object.freeze(parseFavorites(raw)) };
      return snapshot.ids;
    },
    has: (id: number) => store.get().includes(id),
    set(ids: readonly number[]) {
      const raw = JSON.stringify([...new Set(ids)].slice(0, MAX_FAVORITES));
      try {
        storage()?.setItem(FAVORITES_STORAGE_KEY, raw);
        unwritten = undefined;
      } catch {
        unwritten = raw;
      }
      notify();
    },
    add: (id: number) => store.set([id, ...store.get().filter((known) => known !== id)]),
    remove: (id: number) => store.set(store.get().filter((known) => known !== id)),
    toggle: (id: number) => (store.has(id) ? store.remove(id) : store.add(id)),
    subscribe(listener: () => void) {
      if (listeners.size === 0) events?.addEventListener("storage", onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener("storage", onStorage);
      };
    },
  };
  return store;
}

export type FavoritesStore = ReturnType<typeof createFavoritesStore>;

/** The browser's one store (no window, e.g. in a server-side test: an empty list). */
export const favorites = createFavoritesStore(
  () => (typeof localStorage === "undefined" ? undefined : localStorage),
  typeof window === "undefined" ? undefined : window,
);
