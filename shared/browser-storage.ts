// Every name this site stores in a visitor's or an admin's browser, in one place: the code that
// sets them and the cookie policy (client/src/features/legal/content/browser-storage.ts) read these.

/** The admin area's session cookie (set only when staff sign in). */
export const SESSION_COOKIE = "spreehaus.sid";
/** A session ends this many days after the last request. */
export const SESSION_DAYS = 7;

/** localStorage: the public site and the admin area remember their colour schemes separately. */
export const PUBLIC_THEME_STORAGE_KEY = "ui-theme";
export const ADMIN_THEME_STORAGE_KEY = "admin-ui-theme";

/** sessionStorage: the admin area's cached sign-in state. */
export const AUTH_STATUS_STORAGE_KEY = "admin-auth-status";

/** sessionStorage: what was typed into a tenant application, per listing, until it is sent. */
export const applicationDraftStorageKey = (propertyId: number | string) => `spreehaus:bewerbung:${propertyId}`;

/** sessionStorage: the reference of an application sent from this tab, so a reload shows the thank-you card again. */
export const applicationSentStorageKey = (propertyId: number | string) => `spreehaus:bewerbung-gesendet:${propertyId}`;

/** localStorage: the visitor's 'Merkliste', the ids of the listings they bookmarked (no account needed). */
export const FAVORITES_STORAGE_KEY = "spreehaus:merkliste";

/** localStorage: the visitor agreed to load maps from the map provider (asked once, then remembered). */
export const MAP_CONSENT_STORAGE_KEY = "spreehaus:karte-erlaubt";
