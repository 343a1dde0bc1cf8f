import { createHash } from "node:crypto";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import { rateLimits } from "@shared/schema/index";
import type { Db } from "../db/client";

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** The stored key of a limit's counter: a hash, so the table holds no readable address or username. */
export const storedRateLimitKey = (name: string, key: string) =>
  createHash("sha256").update(`${name}:${key}`).digest("base64url");

/**
 * express-rate-limit's counters in PostgreSQL: every app process on the database counts into the
 * same window, and a restart does not hand an attacker a fresh one. Fixed windows per key; expired
 * rows are deleted now and then as counting goes on.
 */
export class PgRateLimitStore implements Store {
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly name: string,
  ) {
    this.prefix = `${name}:`;
  }

  init(options: Pick<Options, "windowMs">) {
    this.windowMs = options.windowMs;
  }

  private rowKey(key: string) {
    return storedRateLimitKey(this.name, key);
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const t = rateLimits;
    const [row] = await this.db
      .insert(t)
      .values({
        key: this.rowKey(key),
        hits: 1,
        resetAt: sql`now() + ${this.windowMs}::integer * interval '1 millisecond'`,
      })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          hits: sql`case when ${t.resetAt} <= now() then 1 else ${t.hits} + 1 end`,
          resetAt: sql`case when ${t.resetAt} <= now() then excluded.reset_at else ${t.resetAt} end`,
        },
      })
      .returning({ hits: t.hits, resetAt: t.resetAt });
    this.pruneNowAndThen();
    return { totalHits: row.hits, resetTime: row.resetAt };
  }

  /**
   * Takes back a hit once the answer has gone out. Best effort: if the database is gone by then
   * (an outage, or the process shutting down), the hit simply stays counted until its window ends,
   * which errs on the cautious side; there is no request left to fail.
   */
  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(and(eq(rateLimits.key, this.rowKey(key)), gt(rateLimits.resetAt, sql`now()`)))
      .then(
        () => undefined,
        () => undefined,
      );
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.db
      .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, this.rowKey(key)), gt(rateLimits.resetAt, sql`now()`)));
    return row ? { totalHits: row.hits, resetTime: row.resetAt } : undefined;
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, this.rowKey(key)));
  }

  private pruneNowAndThen() {
    if (Date.now() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = Date.now();
    // Best effort: a failed clean-up is retried at the next round, and never fails a request.
    this.db
      .delete(rateLimits)
      .where(lt(rateLimits.resetAt, sql`now()`))
      .then(
        () => undefined,
        () => undefined,
      );
  }
}
