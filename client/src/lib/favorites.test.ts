// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FAVORITES_STORAGE_KEY } from "@shared/browser-storage";
import { useFavorite, useFavorites } from "@/hooks/use-favorites";
import { createFavoritesStore, favorites, MAX_FAVORITES, parseFavorites } from "./favorites";
import { memoryStorage } from "./memory-storage";

afterEach(() => localStorage.clear());

describe("parseFavorites", () => {
  it("reads positive integer ids once each and ignores anything else", () => {
    expect(parseFavorites('[3, 1, 3, -2, 0, 1.5, "7", null, 9]')).toEqual([3, 1, 9]);
    expect(parseFavorites(null)).toEqual([]);
    expect(parseFavorites("kaputt{")).toEqual([]);
    expect(parseFavorites('{"1": true}')).toEqual([]);
  });
});

describe("the favourites store", () => {
  it("adds newest first, toggles, removes, and keeps the list in storage", () => {
    const storage = memoryStorage();
    const store = createFavoritesStore(() => storage);
    store.add(4);
    store.add(7);
    store.toggle(4);
    store.toggle(9);
    expect(store.get()).toEqual([9, 7]);
    expect(storage.map.get(FAVORITES_STORAGE_KEY)).toBe("[9,7]");
    store.add(7);
    expect(store.get()).toEqual([7, 9]);
    store.remove(9);
    expect(store.has(9)).toBe(false);
    // A second store on the same storage (a reload) reads the same list.
    expect(createFavoritesStore(() => storage).get()).toEqual([7]);
  });

  it("gives the same snapshot until the list changes, and tells subscribers of every change", () => {
    const storage = memoryStorage();
    const store = createFavoritesStore(() => storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.get();
    expect(store.get()).toBe(before);
    store.add(1);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.add(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("keeps at most MAX_FAVORITES, dropping the oldest", () => {
    const storage = memoryStorage();
    const store = createFavoritesStore(() => storage);
    for (let id = 1; id <= MAX_FAVORITES + 5; id++) store.add(id);
    expect(store.get()).toHaveLength(MAX_FAVORITES);
    expect(store.get()[0]).toBe(MAX_FAVORITES + 5);
    expect(store.has(1)).toBe(false);
  });

  it("still works for this tab when the storage refuses writes (private mode, quota)", () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("voll", "QuotaExceededError");
      },
    };
    const store = createFavoritesStore(() => full);
    store.add(5);
    expect(store.get()).toEqual([5]);
  });
});

describe("useFavorites in the browser", () => {
  it("survives a reload and follows changes made in another tab (storage event)", () => {
    localStorage.setItem(FAVORITES_STORAGE_KEY, "[12]");
    const { result } = renderHook(() => ({ all: useFavorites(), twelve: useFavorite(12) }));
    expect(result.current.all).toEqual([12]);
    expect(result.current.twelve.saved).toBe(true);

    act(() => result.current.twelve.toggle());
    expect(result.current.all).toEqual([]);
    expect(localStorage.getItem(FAVORITES_STORAGE_KEY)).toBe("[]");

    // Another tab writes the storage; this one only hears the event.
    act(() => {
      localStorage.setItem(FAVORITES_STORAGE_KEY, "[30,12]");
      window.dispatchEvent(new StorageEvent("storage", { key: FAVORITES_STORAGE_KEY }));
    });
    expect(result.current.all).toEqual([30, 12]);
    expect(result.current.twelve.saved).toBe(true);
    expect(favorites.get()).toEqual([30, 12]);
  });
});
