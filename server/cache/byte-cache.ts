import { LRUCache } from "lru-cache";

// An in-memory copy of answers that the database can always give again: bounded in bytes, each
// entry short-lived, and concurrent misses of one key share one load. lru-cache keeps the entries
// (least recently used order, the byte bound, the hard end of their life) and shares the loads;
// what stays here is our policy: what counts as fresh, the stale window, scopes for invalidation
// and how many loads run at once.

export type Sized = { bytes: number };

export type ByteCacheOptions = {
  /** Upper bound of the bytes all entries hold together; 0 keeps nothing. */
  maxBytes: number;
  /** An entry older than this is loaded again (other processes on the database may have written). */
  ttlMs: number;
  /** Loads running at once; further misses wait, so a burst of distinct keys cannot pile up memory. */
  maxConcurrentLoads?: number;
  /**
   * For this long after its time to live, an entry is still answered while one reload runs in the
   * background, so expiry never makes every request wait for a slow load (default 0: wait).
   * Invalidation is unaffected: a write drops the entry at once.
   */
  staleWhileReloadMs?: number;
};

type Entry<V, S> = { value: V; scope: S; storedAt: number };
type Request<V, S> = { scope: S; load: () => Promise<V> };

// Map keys and bookkeeping per entry, on top of the value's own bytes.
const overheadBytes = (key: string) => 2 * key.length + 96;

/**
 * Least-recently-used cache of values that know their size. `scope` is what invalidate() decides
 * on (for example the filter a list was built for). A load that was running when its scope was
 * invalidated is not stored, and later requests do not join it: an answer given after a write never
 * comes from before it. A reload that fails drops the entry: it is never answered again.
 */
export function createByteCache<V extends Sized, S>({
  maxBytes,
  ttlMs,
  maxConcurrentLoads = 2,
  staleWhileReloadMs = 0,
}: ByteCacheOptions) {
  // The scope of each running load: lru-cache holds a running load as a bare promise.
  const loading = new Map<string, { scope: S }>();
  // Under which key a value was stored: lets a copy made elsewhere ask whether it is still current.
  const keyOf = new WeakMap<V, string>();
  const waiting: (() => void)[] = [];
  let running = 0;

  const fresh = (entry: Entry<V, S>) => Date.now() - entry.storedAt <= ttlMs;

  async function limited<T>(work: () => Promise<T>): Promise<T> {
    if (running >= maxConcurrentLoads) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  const entries = new LRUCache<string, Entry<V, S>, Request<V, S>>({
    // lru-cache wants a positive bound; every entry weighs more than 1 byte, so 1 keeps nothing.
    // A running load for a new key counts 1 byte until it ends.
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (entry, key) => Math.ceil(entry.value.bytes) + overheadBytes(key),
    // Past its time to live and the stale window an entry is gone; within them fresh() decides.
    // (A ttl of 0 means "none" to lru-cache; fresh() still expires such entries.)
    ttl: Math.min(ttlMs + staleWhileReloadMs, Number.MAX_SAFE_INTEGER),
    // One clock for lru-cache and storedAt, read at every look (no cached time).
    perf: { now: () => Date.now() },
    ttlResolution: 0,
    // A load disowned by invalidate() still answers the requests that waited for it; lru-cache then
    // does not store it, because its slot no longer holds that load.
    ignoreFetchAbort: true,
    fetchMethod: async (key, _previous, { context }) => {
      const flight = { scope: context.scope };
      loading.set(key, flight);
      try {
        const value = await limited(context.load);
        keyOf.set(value, key);
        return { value, scope: context.scope, storedAt: Date.now() };
      } finally {
        if (loading.get(key) === flight) loading.delete(key);
      }
    },
  });

  return {
    /** The cached value, or the one load for this key (started now or already running). */
    async get(key: string, scope: S, load: () => Promise<V>): Promise<V> {
      // peek() also gives the value a running reload is replacing.
      const held = entries.peek(key);
      const expired = held !== undefined && !fresh(held);
      // Expired but recent: answered as it is while one reload replaces it.
      const answerHeld = expired && staleWhileReloadMs > 0 && Date.now() - held.storedAt <= ttlMs + staleWhileReloadMs;
      // forceFetch: fetch that rejects rather than resolving to nothing.
      const entry = await entries.forceFetch(key, {
        context: { scope, load },
        forceRefresh: expired,
        allowStale: answerHeld,
      });
      return entry.value;
    },

    /** Drops every entry, and disowns every running load, whose scope `affected` says a write touched. */
    invalidate(affected: (scope: S) => boolean) {
      const touched = [...entries.entries()].filter(([, entry]) => affected(entry.scope)).map(([key]) => key);
      for (const [key, flight] of loading) {
        if (!affected(flight.scope)) continue;
        loading.delete(key);
        touched.push(key);
      }
      for (const key of touched) entries.delete(key);
    },

    /** The value stored under `key` while it is within its time to live; never loads. */
    peek(key: string): V | undefined {
      const entry = entries.get(key);
      return entry && fresh(entry) ? entry.value : undefined;
    },

    /** Stores a value made elsewhere (nothing to load), within the same byte bound. */
    put(key: string, scope: S, value: V) {
      keyOf.set(value, key);
      entries.set(key, { value, scope, storedAt: Date.now() });
    },

    /**
     * Whether this very value is still what the cache answers: held, within its time to live, and
     * not dropped by a write or by the byte bound since.
     */
    isCurrent(value: V): boolean {
      const key = keyOf.get(value);
      const entry = key === undefined ? undefined : entries.peek(key);
      return entry?.value === value && fresh(entry);
    },

    stats: () => ({ entries: [...entries.keys()].length, bytes: entries.calculatedSize, loading: loading.size }),
  };
}

export type ByteCache<V extends Sized, S> = ReturnType<typeof createByteCache<V, S>>;
