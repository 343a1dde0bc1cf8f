import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Logger } from "../logger";

// Instances on one database keep their caches (lists, listings, rendered pages, sitemaps) fresh
// with each other: each tells the others what it changed, through PostgreSQL's LISTEN/NOTIFY, after
// the change is committed. A notification reaches the other instances within milliseconds; their
// time to live (seconds) is only the net below. The embedded database has one process, no others.

export const CACHE_CHANNEL = "spreehaus_cache";

/** What an instance changed: listings by id (or so many that every view of them counts), or the blog. */
export type CacheChange = { kind: "properties"; ids: number[] | "all" } | { kind: "blog" };

/** More ids than this go as "all": a notification carries at most 8,000 bytes. */
const MAX_IDS = 500;
const RECONNECT_MS = 1000;

export type ChangeFeed = {
  /** Tells the other instances; never throws (their caches still expire on their own). */
  announce: (change: CacheChange) => void;
  /** Starts hearing the other instances; `apply` runs for each change of theirs. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/** For the embedded database: one process, nothing to tell. */
export const noChangeFeed: ChangeFeed = { announce: () => {}, start: async () => {}, stop: async () => {} };

type Notify = (channel: string, payload: string) => Promise<unknown>;

export function createChangeFeed(options: {
  url: string;
  notify: Notify;
  /** A change another instance made; `everything` after the connection was lost (changes may have been missed). */
  apply: (change: CacheChange | { kind: "everything" }) => void;
  logger: Logger;
}): ChangeFeed {
  const instance = randomUUID();
  let client: pg.Client | undefined;
  let stopped = true;
  let retry: NodeJS.Timeout | undefined;
  let started = false;

  const connect = async (afterLoss: boolean) => {
    const listener = new pg.Client({ connectionString: options.url, keepAlive: true });
    listener.on("notification", ({ payload }) => {
      try {
        const message = JSON.parse(payload ?? "") as { from: string; change: CacheChange };
        if (message.from !== instance) options.apply(message.change);
      } catch (error) {
        options.logger.warn({ err: error }, "Unlesbare Cache-Nachricht einer anderen Instanz");
      }
    });
    const lost = () => {
      if (stopped || client !== listener) return;
      client = undefined;
      void listener.end().catch(() => {});
      options.logger.warn("Verbindung für Cache-Nachrichten verloren; neuer Versuch");
      retry = setTimeout(() => void connect(true).catch(lostAgain), RECONNECT_MS).unref();
    };
    const lostAgain = () => {
      if (!stopped) retry = setTimeout(() => void connect(true).catch(lostAgain), RECONNECT_MS).unref();
    };
    listener.on("error", lost);
    listener.on("end", lost);
    await listener.connect();
    await listener.query(`LISTEN ${CACHE_CHANNEL}`);
    client = listener;
    // While not listening, another instance may have changed anything: drop every copy.
    if (afterLoss) options.apply({ kind: "everything" });
  };

  return {
    announce(change) {
      const sent: CacheChange =
        change.kind === "properties" && change.ids !== "all" && change.ids.length > MAX_IDS
          ? { kind: "properties", ids: "all" }
          : change;
      options.notify(CACHE_CHANNEL, JSON.stringify({ from: instance, change: sent })).catch((error: unknown) => {
        options.logger.warn({ err: error }, "Cache-Nachricht an andere Instanzen fehlgeschlagen");
      });
    },
    async start() {
      stopped = false;
      // Started again: what changed meanwhile was not heard.
      await connect(started);
      started = true;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const listener = client;
      client = undefined;
      await listener?.end().catch(() => {});
    },
  };
}
