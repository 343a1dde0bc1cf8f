// An in-memory copy of answers that the database can always give again: bounded in bytes, each
// entry short-lived, and concurrent misses of one key share one load.

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
type Flight<V, S> = { promise: Promise<V>; scope: S; invalidated: boolean };

// Map keys and bookkeeping per entry, on top of the value's own bytes.
const overheadBytes = (key: string) => 2 * key.length + 96;

/**
 * Least-recently-used cache of values that know their size. `scope` is what invalidate() decides
 * on (for example the filter a list was built for). A load that was running when its scope was
 * invalidated is not stored, and later requests do not join it: an answer given after a write never
 * comes from before it.
 */
export function createByteCache<V extends Sized, S>({
  maxBytes,
  ttlMs,
  maxConcurrentLoads = 2,
  staleWhileReloadMs = 0,
}: ByteCacheOptions) {
  const entries = new Map<string, Entry<V, S>>();
  // Which entry holds a value, while it is held: lets a copy made elsewhere ask whether it is still current.
  const entryOf = new WeakMap<V, Entry<V, S>>();
  const flights = new Map<string, Flight<V, S>>();
  const waiting: (() => void)[] = [];
  let bytes = 0;
  let running = 0;

  const size = (key: string, entry: Entry<V, S>) => entry.value.bytes + overheadBytes(key);

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    entryOf.delete(entry.value);
    bytes -= size(key, entry);
  }

  function store(key: string, scope: S, value: V) {
    remove(key);
    const entry = { value, scope, storedAt: Date.now() };
    const needed = size(key, entry);
    if (needed > maxBytes) return;
    // Map iteration order is insertion order, and every hit re-inserts: the first key is the least recently used.
    for (const oldest of entries.keys()) {
      if (bytes + needed <= maxBytes) break;
      remove(oldest);
    }
    entries.set(key, entry);
    entryOf.set(value, entry);
    bytes += needed;
  }

  /** The entry's value unless it is too old to answer; `expired` asks for a reload. */
  function usable(key: string): { value: V; expired: boolean } | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const age = Date.now() - entry.storedAt;
    if (age > ttlMs + staleWhileReloadMs || (age > ttlMs && staleWhileReloadMs === 0)) {
      remove(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return { value: entry.value, expired: age > ttlMs };
  }

  /** One load for `key`, stored when it ends unless a write touched its scope meanwhile. */
  function start(key: string, scope: S, load: () => Promise<V>): Promise<V> {
    const flight = { scope, invalidated: false } as Flight<V, S>;
    flight.promise = limited(load).then(
      (value) => {
        if (flights.get(key) === flight) flights.delete(key);
        if (!flight.invalidated) store(key, scope, value);
        return value;
      },
      (error: unknown) => {
        if (flights.get(key) === flight) flights.delete(key);
        throw error;
      },
    );
    flights.set(key, flight);
    return flight.promise;
  }

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

  return {
    /** The cached value, or the one load for this key (started now or already running). */
    get(key: string, scope: S, load: () => Promise<V>): Promise<V> {
      const hit = usable(key);
      if (hit) {
        // Expired but recent: answered as it is while one reload replaces it.
        if (hit.expired && !flights.has(key)) start(key, scope, load).catch(() => undefined);
        return Promise.resolve(hit.value);
      }
      return flights.get(key)?.promise ?? start(key, scope, load);
    },

    /** Drops every entry, and disowns every running load, whose scope `affected` says a write touched. */
    invalidate(affected: (scope: S) => boolean) {
      for (const [key, entry] of entries) if (affected(entry.scope)) remove(key);
      for (const [key, flight] of flights) {
        if (!affected(flight.scope)) continue;
        flight.invalidated = true;
        flights.delete(key);
      }
    },

    /** The value stored under `key` while it is within its time to live; never loads. */
    peek(key: string): V | undefined {
      const hit = usable(key);
      return hit && !hit.expired ? hit.value : undefined;
    },

    /** Stores a value made elsewhere (nothing to load), within the same byte bound. */
    put(key: string, scope: S, value: V) {
      store(key, scope, value);
    },

    /**
     * Whether this very value is still what the cache answers: held, within its time to live, and
     * not dropped by a write or by the byte bound since.
     */
    isCurrent(value: V): boolean {
      const entry = entryOf.get(value);
      return entry !== undefined && Date.now() - entry.storedAt <= ttlMs;
    },

    stats: () => ({ entries: entries.size, bytes, loading: flights.size }),
  };
}

export type ByteCache<V extends Sized, S> = ReturnType<typeof createByteCache<V, S>>;
