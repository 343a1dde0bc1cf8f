import type { ContactMessage } from "@shared/contracts/contacts";

export const inboxFilters = ["all", "unhandled"] as const;
export type InboxFilter = (typeof inboxFilters)[number];

/** All messages, or only those nobody has handled yet (the list stays newest first). */
export function filterMessages(messages: readonly ContactMessage[], filter: InboxFilter): ContactMessage[] {
  return filter === "unhandled" ? messages.filter((m) => !m.handled) : [...messages];
}

export const countUnhandled = (messages: readonly ContactMessage[]) => messages.filter((m) => !m.handled).length;

/** "tel:+49301234567" from what the visitor typed. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
