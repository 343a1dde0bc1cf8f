// German display formatting (Intl, de-DE). Shared so the client and any server-rendered text agree.
// Note: Intl separates number and unit with a no-break space (U+00A0), e.g. "1.450\u00a0€".

const LOCALE = "de-DE";
/** Dates are shown as the Berlin office sees them, whatever the visitor's time zone. */
const TIME_ZONE = "Europe/Berlin";

const priceFormat = new Intl.NumberFormat(LOCALE, {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const roomsFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const areaFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const longDateFormat = new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
});

/** 1450 → "1.450 €" (euros, no decimals). */
export function formatPrice(euros: number): string {
  return priceFormat.format(euros);
}

/** Every rent is a monthly amount and reads "/Monat" wherever it is shown (cards, detail, admin, scraper). */
export const RENT_SUFFIX = "/Monat";

/** A monthly amount (Kaltmiete, Nebenkosten, Warmmiete …): 1785 → "1.785 €/Monat". */
export function formatMonthly(euros: number): string {
  return `${formatPrice(euros)}${RENT_SUFFIX}`;
}

/** A listing's price: rent per month "1.450 €/Monat", a purchase price plain "685.000 €". */
export function formatListingPrice(price: number, transactionType: "rent" | "buy"): string {
  return transactionType === "rent" ? formatMonthly(price) : formatPrice(price);
}

/** The Kaltmiete as portals headline it: 1450 → "1.450 € kalt". */
export function formatColdRent(euros: number): string {
  return `${formatPrice(euros)} kalt`;
}

/** 2.5 → "2,5"; 3 → "3". */
export function formatRooms(rooms: number): string {
  return roomsFormat.format(rooms);
}

/** 1250 → "1.250 m²"; 84.5 → "84,5 m²" (areas carry up to two decimals). */
export function formatArea(squareMetres: number): string {
  return `${areaFormat.format(squareMetres)}\u00a0m²`;
}

/** A measured value with up to one decimal: 118.44 → "118,4"; 3 → "3". */
export function formatDecimal(value: number): string {
  return roomsFormat.format(value);
}

/** A Date, an ISO string or epoch milliseconds → "21. November 2026"; "" for an invalid date. */
export function formatDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : longDateFormat.format(date);
}

/** Price per square metre, rounded to whole euros; null when the size is not a positive number. */
export function pricePerSqm(price: number, size: number): number | null {
  if (!Number.isFinite(size) || size <= 0) return null;
  return Math.round(price / size);
}

const dateTimeFormat = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Berlin",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** "27.11.2026, 14:05" in Berlin time; "" for an invalid date. */
export function formatDateTime(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateTimeFormat.format(date);
}
