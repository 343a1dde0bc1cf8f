// The three tabs of /legal and which one a URL hash opens: #datenschutz, #cookies, otherwise impressum.

export const legalTabs = [
  { value: "impressum", label: "Impressum" },
  { value: "datenschutz", label: "Datenschutz" },
  { value: "cookies", label: "Cookies" },
] as const;

export type LegalTab = (typeof legalTabs)[number]["value"];

export const isLegalTab = (value: string): value is LegalTab => legalTabs.some((tab) => tab.value === value);

/** "#datenschutz" → "datenschutz", "#cookies" → "cookies", anything else → "impressum". */
export function tabFromHash(hash: string): LegalTab {
  let id = hash.replace(/^#/, "");
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape is just an unknown hash.
  }
  id = id.trim().toLowerCase();
  return id === "datenschutz" || id === "cookies" ? id : "impressum";
}
