// Date rules of the application form, shared by the wizard and the server.

const pad = (n: number) => String(n).padStart(2, "0");

/** Today's calendar date as YYYY-MM-DD in the runtime's local time zone. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A real calendar date (no 31.02.) in ISO form, or null. */
export function isoDateParts(iso: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** "DD.MM.YYYY" → "YYYY-MM-DD" when it is a real date, else null. */
export function germanDateToIso(text: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isoDateParts(iso) ? iso : null;
}

/** Full years between an ISO birth date and today. */
export function ageOn(birthIso: string, today: string = todayIso()): number {
  const birth = isoDateParts(birthIso)!;
  const now = isoDateParts(today)!;
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return now.year - birth.year - (hadBirthday ? 0 : 1);
}

/** The instant a calendar day (YYYY-MM-DD) begins in Berlin, summer time included. */
export function berlinDayStart(iso: string): Date {
  const { year, month, day } = isoDateParts(iso) ?? { year: 1970, month: 1, day: 1 };
  const utcMidnight = Date.UTC(year, month - 1, day);
  // Berlin is UTC+1 or UTC+2: read the wall clock there at UTC midnight and shift by the difference.
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Berlin",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(new Date(utcMidnight));
  const offsetHours = Number(parts.find((p) => p.type === "hour")?.value ?? 0);
  return new Date(utcMidnight - offsetHours * 3_600_000);
}
