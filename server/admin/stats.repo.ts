import { count, sql } from "drizzle-orm";
import { applications, blogPosts, contacts, properties } from "@shared/schema/index";
import type { Db } from "../db/client";

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The dashboard numbers, each counted in SQL. */
export async function loadDashboardStats(db: Db) {
  const [[p], [a], [b], [c]] = await Promise.all([
    db
      .select({
        total: count(),
        active: countWhere(sql`${properties.status} = 'active'`),
        reserved: countWhere(sql`${properties.status} = 'reserved'`),
        hidden: countWhere(sql`${properties.status} = 'hidden'`),
        highlighted: countWhere(sql`${properties.isHighlight}`),
      })
      .from(properties),
    db.select({ total: count(), new: countWhere(sql`${applications.status} = 'new'`) }).from(applications),
    db
      .select({
        total: count(),
        published: countWhere(sql`${blogPosts.published}`),
        drafts: countWhere(sql`not ${blogPosts.published}`),
      })
      .from(blogPosts),
    db.select({ total: count(), unhandled: countWhere(sql`not ${contacts.handled}`) }).from(contacts),
  ]);
  const { highlighted, ...propertyCounts } = p;
  return { properties: propertyCounts, applications: a, blog: b, highlights: highlighted, contacts: c };
}

export type DashboardStats = Awaited<ReturnType<typeof loadDashboardStats>>;
