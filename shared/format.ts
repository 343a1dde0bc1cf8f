// German display formatting (de-DE). Shared so the client and the server's rendered pages agree.
// Numbers and units are separated by a no-break space (U+00A0), e.g. "1.450\u00a0€", as Intl writes them.

const LOCALE = "de-DE";
/** Dates are shown as the Berlin office sees them, whatever the visitor's time zone. */
const TIME_ZONE = "Europe/Berlin";

/**
 * A number as de-DE writes it: thousands grouped with ".", at most `fractionDigits` decimals after
 * ",", trailing zeros dropped, halves rounded away from zero, the sign kept (Intl.NumberFormat's result, which a
 * test checks value by value). Written here because a page's first Intl.NumberFormat loads the
 * browser's locale data: 70–220 ms of blocked main thread on an emulated phone, in every page
 * that shows a price.
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  const [whole, fraction] = roundedDigits(Math.abs(value), fractionDigits);
  const decimals = fraction.replace(/0+$/, "");
  const digits = `${whole.replace(/\B(?=(\d{3})+$)/g, ".")}${decimals ? `,${decimals}` : ""}`;
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}

/**
 * The whole and fraction digits of `value` (not negative) rounded to `fractionDigits`, from its
 * shortest decimal form as Intl rounds it: 663.15 → "663", "2" (the double itself is 663.1499…).
 */
function roundedDigits(value: number, fractionDigits: number): [string, string] {
  const shortest = String(value);
  if (shortest.includes("e")) return value.toFixed(fractionDigits).split(".") as [string, string];
  const [whole, fraction = ""] = shortest.split(".");
  if (fraction.length <= fractionDigits) return [whole, fraction];
  const kept = BigInt(whole + fraction.slice(0, fractionDigits)) + (fraction[fractionDigits] >= "5" ? 1n : 0n);
  const digits = kept.toString().padStart(fractionDigits + 1, "0");
  return [digits.slice(0, digits.length - fractionDigits), digits.slice(digits.length - fractionDigits)];
}

/** Created on first use: a page that shows no date does not load the time-zone data. */
const lazyFormat = (options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  return (date: Date) => (format ??= new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, ...options })).format(date);
};
const longDate = lazyFormat({ day: "numeric", month: "long", year: "numeric" });
const dateTime = lazyFormat({ day: "2-digit", month: "2-digit", year: "numeric", hour: "2-digit", minute: "2-digit" });

/** 1450 → "1.450 €" (euros, no decimals). */
export function formatPrice(euros: number): string {
  return `${formatNumber(euros)}\u00a0€`;
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
  return formatNumber(rooms, 1);
}

/** 1250 → "1.250 m²"; 84.5 → "84,5 m²" (areas carry up to two decimals). */
export function formatArea(squareMetres: number): string {
  return `${formatNumber(squareMetres, 2)}\u00a0m²`;
}

/** A measured value with up to one decimal: 118.44 → "118,4"; 3 → "3". */
export function formatDecimal(value: number): string {
  return formatNumber(value, 1);
}

/** A count with its German noun: "1 Immobilie", "1.234 Immobilien" (never "1 Immobilien"). */
export function formatCount(n: number, one: string, many: string): string {
  return `${formatNumber(n)} ${n === 1 ? one : many}`;
}

/** A Date, an ISO string or epoch milliseconds → "21. November 2026"; "" for an invalid date. */
export function formatDate(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : longDate(date);
}

/** Price per square metre, rounded to whole euros; null when the size is not a positive number. */
export function pricePerSqm(price: number, size: number): number | null {
  if (!Number.isFinite(size) || size <= 0) return null;
  return Math.round(price / size);
}

/** "27.11.2026, 14:05" in Berlin time; "" for an invalid date. */
export function formatDateTime(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateTime(date);
}

/** A file's size as people read it: 850 → "850 Byte", 12_345_678 → "11,8 MB" (1 MB = 1024² bytes). */
export function formatFileSize(bytes: number): string {
  const units = ["Byte", "KB", "MB", "GB"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, unit === 0 ? 0 : 1)}\u00a0${units[unit]}`;
}
