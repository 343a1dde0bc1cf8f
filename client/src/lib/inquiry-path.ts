// The contact page about one listing: /contact?propertyId=12. The detail page's buttons link there,
// the contact page reads the id back; both through these two functions.

const PARAM = "propertyId";

/** "/contact?propertyId=12". */
export const inquiryPath = (propertyId: number) => `/contact?${PARAM}=${propertyId}`;

/** The listing id of a contact page's query string ("?propertyId=12" → 12); undefined when absent or not an id. */
export function inquiryPropertyId(search: string): number | undefined {
  const raw = new URLSearchParams(search).get(PARAM);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}
