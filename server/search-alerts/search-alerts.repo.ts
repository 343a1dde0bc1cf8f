import { and, count, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import { properties, searchAlertDeliveries, searchAlerts, type SearchAlert } from "@shared/schema/index";
import type { PropertyFilter } from "@shared/search/list-query";
import type { AlertFrequency } from "@shared/search/search-alerts";
import type { Db } from "../db/client";
import { filterConditions } from "../properties/properties.repo";

/** What an alert mail shows of a listing. */
export type AlertListing = {
  id: number;
  title: string;
  city: string;
  transactionType: "rent" | "buy";
  price: number;
  totalRent: number | null;
  size: number;
  rooms: number;
};

const listingColumns = {
  id: properties.id,
  title: properties.title,
  city: properties.city,
  transactionType: properties.transactionType,
  price: properties.price,
  totalRent: properties.totalRent,
  size: properties.size,
  rooms: properties.rooms,
};

/** Alerts tested against one listing per query: one boolean column each. */
const MATCH_BATCH = 200;

export function createSearchAlertsRepo(db: Db) {
  return {
    /** Stores a new alert; its link tokens derive from the stored row, so their hashes are set right after. */
    async insert(row: {
      email: string;
      frequency: AlertFrequency;
      filter: PropertyFilter;
      tokenHashes: (alert: SearchAlert) => { confirm: string; unsubscribe: string };
    }): Promise<SearchAlert> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(searchAlerts)
          .values({ email: row.email, frequency: row.frequency, filter: row.filter })
          .returning();
        const hashes = row.tokenHashes(inserted);
        const [alert] = await tx
          .update(searchAlerts)
          .set({ confirmTokenHash: hashes.confirm, unsubscribeTokenHash: hashes.unsubscribe })
          .where(eq(searchAlerts.id, inserted.id))
          .returning();
        return alert;
      });
    },

    async setConfirmHash(id: number, hash: string): Promise<void> {
      await db.update(searchAlerts).set({ confirmTokenHash: hash }).where(eq(searchAlerts.id, id));
    },

    async find(id: number): Promise<SearchAlert | undefined> {
      const [alert] = await db.select().from(searchAlerts).where(eq(searchAlerts.id, id)).limit(1);
      return alert;
    },

    /**
     * Uses a confirmation token (once: the hash is cleared). An equal alert the address already
     * confirmed makes this one redundant: it is erased, the existing one stays.
     */
    async confirm(confirmTokenHash: string): Promise<SearchAlert | undefined> {
      return db.transaction(async (tx) => {
        const [alert] = await tx
          .update(searchAlerts)
          .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
          .where(and(eq(searchAlerts.confirmTokenHash, confirmTokenHash), isNull(searchAlerts.confirmedAt)))
          .returning();
        if (!alert) return undefined;
        const [existing] = await tx
          .select()
          .from(searchAlerts)
          .where(
            and(
              ne(searchAlerts.id, alert.id),
              eq(searchAlerts.email, alert.email),
              eq(searchAlerts.frequency, alert.frequency),
              sql`${searchAlerts.filter} = ${JSON.stringify(alert.filter)}::jsonb`,
              isNotNull(searchAlerts.confirmedAt),
            ),
          )
          .limit(1);
        if (!existing) return alert;
        await tx.delete(searchAlerts).where(eq(searchAlerts.id, alert.id));
        return existing;
      });
    },

    async deleteByUnsubscribeHash(unsubscribeTokenHash: string): Promise<SearchAlert | undefined> {
      const [row] = await db
        .delete(searchAlerts)
        .where(eq(searchAlerts.unsubscribeTokenHash, unsubscribeTokenHash))
        .returning();
      return row;
    },

    /** The listing as an alert mail shows it, while visitors may see it. */
    async visibleListing(id: number): Promise<AlertListing | undefined> {
      const [row] = await db
        .select(listingColumns)
        .from(properties)
        .where(and(eq(properties.id, id), ne(properties.status, "hidden")))
        .limit(1);
      return row;
    },

    /**
     * The confirmed alerts whose filter the listing matches, judged in SQL by the list's own
     * conditions (so an alert finds what the list page with its filter would show).
     */
    async alertsMatching(listingId: number): Promise<SearchAlert[]> {
      const alerts = await db
        .select()
        .from(searchAlerts)
        .where(isNotNull(searchAlerts.confirmedAt))
        .orderBy(searchAlerts.id);
      const matching: SearchAlert[] = [];
      for (let i = 0; i < alerts.length; i += MATCH_BATCH) {
        const batch = alerts.slice(i, i + MATCH_BATCH);
        const columns = Object.fromEntries(
          batch.map((alert) => [
            `a${alert.id}`,
            sql<boolean>`coalesce(${and(sql`true`, ...filterConditions(alert.filter, false))}, false)`,
          ]),
        );
        const [row] = await db.select(columns).from(properties).where(eq(properties.id, listingId)).limit(1);
        if (row) matching.push(...batch.filter((alert) => row[`a${alert.id}`] === true));
      }
      return matching;
    },

    /** Notes that these alerts are told about the listing; answers the ids not told before. */
    async recordMatches(alertIds: number[], propertyId: number): Promise<number[]> {
      if (!alertIds.length) return [];
      const rows = await db
        .insert(searchAlertDeliveries)
        .values(alertIds.map((alertId) => ({ alertId, propertyId })))
        .onConflictDoNothing()
        .returning({ alertId: searchAlertDeliveries.alertId });
      return rows.map((row) => row.alertId);
    },

    async markSent(alertId: number, propertyIds: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(searchAlertDeliveries)
          .set({ sentAt: sql`now()` })
          .where(
            and(eq(searchAlertDeliveries.alertId, alertId), inArray(searchAlertDeliveries.propertyId, propertyIds)),
          );
        await tx
          .update(searchAlerts)
          .set({ lastSentAt: sql`now()` })
          .where(eq(searchAlerts.id, alertId));
      });
    },

    /** Matches of confirmed daily alerts not yet mailed, for listings visitors can still see. */
    async pendingDigests(): Promise<Array<{ alert: SearchAlert; listings: AlertListing[] }>> {
      const rows = await db
        .select({ alert: searchAlerts, listing: listingColumns })
        .from(searchAlertDeliveries)
        .innerJoin(searchAlerts, eq(searchAlerts.id, searchAlertDeliveries.alertId))
        .innerJoin(properties, eq(properties.id, searchAlertDeliveries.propertyId))
        .where(
          and(
            isNull(searchAlertDeliveries.sentAt),
            eq(searchAlerts.frequency, "daily"),
            isNotNull(searchAlerts.confirmedAt),
            ne(properties.status, "hidden"),
          ),
        )
        .orderBy(searchAlerts.id, desc(properties.createdAt), desc(properties.id));
      const byAlert = new Map<number, { alert: SearchAlert; listings: AlertListing[] }>();
      for (const { alert, listing } of rows) {
        const entry = byAlert.get(alert.id) ?? { alert, listings: [] };
        entry.listings.push(listing);
        byAlert.set(alert.id, entry);
      }
      return [...byAlert.values()];
    },

    /** Erases alerts never confirmed within `days`; answers how many. */
    async eraseUnconfirmed(days: number): Promise<number> {
      const rows = await db
        .delete(searchAlerts)
        .where(
          and(
            isNull(searchAlerts.confirmedAt),
            lt(searchAlerts.createdAt, sql`now() - make_interval(days => ${days})`),
          ),
        )
        .returning({ id: searchAlerts.id });
      return rows.length;
    },

    /** Confirmed alerts per filter, most wanted first: counts only, never addresses. */
    demand(): Promise<Array<{ filter: PropertyFilter; count: number }>> {
      return db
        .select({ filter: searchAlerts.filter, count: count() })
        .from(searchAlerts)
        .where(isNotNull(searchAlerts.confirmedAt))
        .groupBy(searchAlerts.filter)
        .orderBy(desc(count()))
        .limit(50);
    },
  };
}

export type SearchAlertsRepo = ReturnType<typeof createSearchAlertsRepo>;
