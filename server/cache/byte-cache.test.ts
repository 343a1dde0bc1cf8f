import { describe, expect, it, vi } from "vitest";
import { createByteCache } from "./byte-cache";

const value = (bytes: number, tag = "") => ({ bytes, tag });
type Value = ReturnType<typeof value>;

describe("byte-bounded cache", () => {
  it("never holds more bytes than allowed, dropping the least recently used first", async () => {
    const cache = createByteCache<Value, string>({ maxBytes: 3000, ttlMs: 60_000 });
    for (const key of ["a", "b", "c"]) await cache.get(key, key, async () => value(800, key));
    await cache.get("a", "a", async () => value(800, "neu"));
    await cache.get("d", "d", async () => value(800, "d"));
    expect(cache.stats().bytes).toBeLessThanOrEqual(3000);
    // "b" was used least recently ("a" was read again), so it went.
    expect((await cache.get("a", "a", async () => value(1, "geladen"))).tag).toBe("a");
    expect((await cache.get("b", "b", async () => value(1, "geladen"))).tag).toBe("geladen");
  });

  it("does not keep a value larger than the whole budget, but still returns it", async () => {
    const cache = createByteCache<Value, string>({ maxBytes: 1000, ttlMs: 60_000 });
    expect((await cache.get("gross", "", async () => value(5000, "x"))).tag).toBe("x");
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it("lets concurrent misses of one key share one load", async () => {
    const cache = createByteCache<Value, string>({ maxBytes: 10_000, ttlMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return value(10, "eins");
    };
    const answers = await Promise.all(Array.from({ length: 34 }, () => cache.get("k", "", load)));
    expect(loads).toBe(1);
    expect(answers.every((a) => a.tag === "eins")).toBe(true);
  });

  it("runs at most the allowed number of loads at once", async () => {
    const cache = createByteCache<Value, string>({ maxBytes: 10_000, ttlMs: 60_000, maxConcurrentLoads: 2 });
    let running = 0;
    let most = 0;
    const load = async () => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return value(10);
    };
    await Promise.all(Array.from({ length: 12 }, (_, i) => cache.get(`k${i}`, "", load)));
    expect(most).toBe(2);
  });

  it("does not store a load that was running when its scope was invalidated, and starts a new one", async () => {
    const cache = createByteCache<Value, string>({ maxBytes: 10_000, ttlMs: 60_000 });
    let release!: () => void;
    const before = cache.get(
      "liste",
      "berlin",
      () => new Promise((resolve) => (release = () => resolve(value(10, "alt")))),
    );
    await Promise.resolve();
    cache.invalidate((scope) => scope === "berlin");
    const after = cache.get("liste", "berlin", async () => value(10, "neu"));
    release();
    expect((await before).tag).toBe("alt");
    expect((await after).tag).toBe("neu");
    expect((await cache.get("liste", "berlin", async () => value(10, "nochmal"))).tag).toBe("neu");
  });

  it("invalidates only the scopes a write touched", async () => {
    const cache = createByteCache<Value, string>({ maxBytes: 10_000, ttlMs: 60_000 });
    await cache.get("a", "mitte", async () => value(10, "a"));
    await cache.get("b", "pankow", async () => value(10, "b"));
    cache.invalidate((scope) => scope === "mitte");
    expect((await cache.get("a", "mitte", async () => value(10, "a2"))).tag).toBe("a2");
    expect((await cache.get("b", "pankow", async () => value(10, "b2"))).tag).toBe("b");
  });

  it("loads again after the time to live", async () => {
    const cache = createByteCache<Value, string>({ maxBytes: 10_000, ttlMs: 0 });
    await cache.get("a", "", async () => value(10, "eins"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await cache.get("a", "", async () => value(10, "zwei"))).tag).toBe("zwei");
  });

  it("answers an expired entry while one reload runs, then the reloaded one", async () => {
    const cache = createByteCache<Value, string>({ maxBytes: 10_000, ttlMs: 0, staleWhileReloadMs: 60_000 });
    await cache.get("a", "", async () => value(10, "eins"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    let finish: (v: Value) => void = () => undefined;
    let loads = 0;
    const slow = () => {
      loads++;
      return new Promise<Value>((resolve) => (finish = resolve));
    };
    expect((await cache.get("a", "", slow)).tag).toBe("eins");
    expect((await cache.get("a", "", slow)).tag).toBe("eins");
    expect(loads).toBe(1);
    finish(value(10, "zwei"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await cache.get("a", "", async () => value(10, "drei"))).tag).not.toBe("eins");
  });

  it("waits for the load once an entry is older than its stale window, and after a write", async () => {
    const cache = createByteCache<Value, string>({ maxBytes: 10_000, ttlMs: 0, staleWhileReloadMs: 1 });
    await cache.get("a", "s", async () => value(10, "eins"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect((await cache.get("a", "s", async () => value(10, "zwei"))).tag).toBe("zwei");
    const long = createByteCache<Value, string>({ maxBytes: 10_000, ttlMs: 60_000, staleWhileReloadMs: 60_000 });
    await long.get("a", "s", async () => value(10, "eins"));
    long.invalidate((scope) => scope === "s");
    expect((await long.get("a", "s", async () => value(10, "zwei"))).tag).toBe("zwei");
  });

  it("drops an entry whose reload fails (or finds the record gone): its old value is not answered again", async () => {
    const cache = createByteCache<Value, string>({ maxBytes: 10_000, ttlMs: 0, staleWhileReloadMs: 60_000 });
    await cache.get("a", "", async () => value(10, "eins"));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const gone = async (): Promise<Value> => {
      throw new Error("nicht gefunden");
    };
    // Answered as it is while the reload runs …
    expect((await cache.get("a", "", gone)).tag).toBe("eins");
    await new Promise((resolve) => setTimeout(resolve, 5));
    // … but the reload failed, so the entry is gone and the next request waits for its own load.
    expect(cache.stats()).toMatchObject({ entries: 0, loading: 0 });
    await expect(cache.get("a", "", gone)).rejects.toThrow("nicht gefunden");
    expect((await cache.get("a", "", async () => value(10, "zwei"))).tag).toBe("zwei");
  });

  it("gives a failed load's error to every request that shared it, and keeps nothing", async () => {
    const cache = createByteCache<Value, string>({ maxBytes: 10_000, ttlMs: 60_000 });
    let loads = 0;
    const failing = async (): Promise<Value> => {
      loads++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error("Datenbank weg");
    };
    const answers = await Promise.allSettled(Array.from({ length: 5 }, () => cache.get("k", "", failing)));
    expect(loads).toBe(1);
    expect(answers.every((a) => a.status === "rejected")).toBe(true);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0, loading: 0 });
  });

  it("keeps nothing when the budget is zero", async () => {
    const cache = createByteCache<Value, string>({ maxBytes: 0, ttlMs: 60_000 });
    await cache.get("a", "", async () => value(1));
    expect(cache.stats().entries).toBe(0);
  });

  it("says whether a value it gave is still current: not after a write, the byte bound or its time to live", async () => {
    const cache = createByteCache<Value, string>({ maxBytes: 2000, ttlMs: 60_000 });
    const written = await cache.get("a", "a", async () => value(800, "a"));
    const evicted = await cache.get("b", "b", async () => value(800, "b"));
    expect(cache.isCurrent(written) && cache.isCurrent(evicted)).toBe(true);
    cache.invalidate((scope) => scope === "a");
    expect(cache.isCurrent(written)).toBe(false);
    await cache.get("c", "c", async () => value(800, "c"));
    await cache.get("d", "d", async () => value(800, "d"));
    expect(cache.isCurrent(evicted)).toBe(false);
    const put = value(10, "p");
    cache.put("p", "p", put);
    expect(cache.peek("p")).toBe(put);
    expect(cache.isCurrent(put)).toBe(true);
    const later = vi.spyOn(Date, "now").mockReturnValue(Date.now() + 61_000);
    try {
      expect(cache.isCurrent(put)).toBe(false);
      expect(cache.peek("p")).toBeUndefined();
    } finally {
      later.mockRestore();
    }
  });
});
