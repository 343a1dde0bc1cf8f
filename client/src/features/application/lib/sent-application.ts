// After sending, a reload must show the thank-you card with the reference again, not an empty form
// that invites a second application: the tab remembers name and reference (nothing else) per listing.
import { applicationSentStorageKey } from "@shared/browser-storage";

export type SentApplication = { name: string; reference: string };
type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

export function loadSentApplication(storage: Storage | undefined, propertyId: number): SentApplication | null {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(applicationSentStorageKey(propertyId)) ?? "null");
    if (!raw || typeof raw !== "object") return null;
    const { name, reference } = raw as Record<string, unknown>;
    return typeof name === "string" && typeof reference === "string" ? { name, reference } : null;
  } catch {
    return null;
  }
}

export function saveSentApplication(storage: Storage | undefined, propertyId: number, sent: SentApplication): void {
  try {
    storage?.setItem(applicationSentStorageKey(propertyId), JSON.stringify(sent));
  } catch {
    // Blocked or full storage: the card is shown now; only a reload would not find it.
  }
}
