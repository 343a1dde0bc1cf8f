// How long personal data is kept. The server reads the periods from its settings (RETENTION_DAYS …),
// the privacy page shows the ones the server reports, and both compute due dates here.

export type RetentionPeriods = {
  /** Applications and their documents, after a rejection or after the listing was let or removed. */
  applicationDays: number;
  /** Contact messages, after they arrived. */
  contactDays: number;
  /** Entries of the audit trail. */
  auditDays: number;
  /** Mails in the outbox (the Postausgang), after they were written. */
  outboxDays: number;
};

export const defaultRetention: RetentionPeriods = {
  applicationDays: 180,
  contactDays: 365,
  auditDays: 730,
  outboxDays: 90,
};

const DAY = 86_400_000;

export const daysAfter = (start: Date, days: number) => new Date(start.getTime() + days * DAY);

/** When an application is erased: the earlier of its rejection's and its listing's period; null while neither runs. */
export function applicationErasesAt(
  application: { rejectedAt: Date | null; listingClosedAt: Date | null },
  days: number,
): Date | null {
  const starts = [application.rejectedAt, application.listingClosedAt].filter((d): d is Date => d !== null);
  if (!starts.length) return null;
  return daysAfter(new Date(Math.min(...starts.map((d) => d.getTime()))), days);
}

const words = {
  accusative: { year: ["ein Jahr", "Jahre"], month: ["einen Monat", "Monate"], day: ["einen Tag", "Tage"] },
  dative: { year: ["einem Jahr", "Jahren"], month: ["einem Monat", "Monaten"], day: ["einem Tag", "Tagen"] },
} as const;

/**
 * A period as the privacy page states it: "6 Monate danach" (accusative), "nach 2 Jahren" (dative).
 * Whole years and 30-day months are named as such, anything else in days.
 */
export function periodInWords(days: number, grammaticalCase: "accusative" | "dative" = "accusative"): string {
  const w = words[grammaticalCase];
  const [count, unit] =
    days % 365 === 0 ? [days / 365, w.year] : days % 30 === 0 ? [days / 30, w.month] : [days, w.day];
  return count === 1 ? unit[0] : `${count} ${unit[1]}`;
}
