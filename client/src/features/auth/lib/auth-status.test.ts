import { describe, expect, it } from "vitest";
import { AUTH_CACHE_KEY, clearCachedAuthStatus, readCachedAuthStatus, writeCachedAuthStatus } from "./auth-status";
import { memoryStorage } from "@/lib/memory-storage";

describe("cached auth status", () => {
  it("round-trips a status through the store", () => {
    const store = memoryStorage();
    const status = { authenticated: true, user: { id: 1, username: "admin", role: "owner" as const } };
    writeCachedAuthStatus(status, store);
    expect(readCachedAuthStatus(store)).toEqual(status);
    clearCachedAuthStatus(store);
    expect(readCachedAuthStatus(store)).toBeUndefined();
  });

  it("ignores broken or foreign content", () => {
    const store = memoryStorage();
    store.setItem(AUTH_CACHE_KEY, "{kaputt");
    expect(readCachedAuthStatus(store)).toBeUndefined();
    store.setItem(AUTH_CACHE_KEY, JSON.stringify({ authenticated: "yes" }));
    expect(readCachedAuthStatus(store)).toBeUndefined();
  });

  it("works without any storage", () => {
    expect(readCachedAuthStatus(undefined)).toBeUndefined();
    expect(() => writeCachedAuthStatus({ authenticated: false, user: null }, undefined)).not.toThrow();
  });

  it("survives a store that throws", () => {
    const throwing = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(readCachedAuthStatus(throwing)).toBeUndefined();
    expect(() => writeCachedAuthStatus({ authenticated: false, user: null }, throwing)).not.toThrow();
    expect(() => clearCachedAuthStatus(throwing)).not.toThrow();
  });
});
