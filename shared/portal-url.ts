// The one listing portal the scraper may visit, as the admin page and the server both judge it.
export const PORTAL_ORIGIN = "https://www.funda.nl";
export const PORTAL_PREFIX = `${PORTAL_ORIGIN}/`;
export const noPortalUrlsMessage = "Bitte geben Sie mindestens eine gültige Funda-URL ein.";

/** True for an https URL on www.funda.nl (the host is compared parsed, not by prefix alone). */
export function isPortalUrl(value: string): boolean {
  if (!value.startsWith(PORTAL_PREFIX)) return false;
  try {
    const url = new URL(value);
    return (
      url.protocol === "https:" && url.hostname === "www.funda.nl" && url.port === "" && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

/** Purchase or rental from the URL: funda puts /koop/ or /huur/ in its listing paths. */
export function transactionFromUrl(value: string): "buy" | "rent" {
  try {
    return /\/huur\//i.test(new URL(value).pathname) ? "rent" : "buy";
  } catch {
    return "buy";
  }
}
