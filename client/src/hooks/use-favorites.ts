import { useSyncExternalStore } from "react";
import { favorites } from "@/lib/favorites";

const none: readonly number[] = [];

/** The ids on the visitor's Merkliste, newest first; re-renders when this or another tab changes it. */
export function useFavorites(): readonly number[] {
  return useSyncExternalStore(favorites.subscribe, favorites.get, () => none);
}

/** Whether listing `id` is on the Merkliste, and how to change that. */
export function useFavorite(id: number) {
  const ids = useFavorites();
  return { saved: ids.includes(id), toggle: () => favorites.toggle(id), remove: () => favorites.remove(id) };
}
