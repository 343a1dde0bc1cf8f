import type { PropertyStatus, TransactionType } from "../enums";

export type ApplicationAvailability = "open" | "purchase" | "reserved" | "hidden";
type ApplicationTarget = { transactionType: TransactionType; status: PropertyStatus };

/**
 * The one rule on who may apply, read by the detail page's button, the application page and the
 * server: tenant applications are taken for rentals only, not while reserved, and not for a hidden
 * listing (visitors cannot see it, so nobody can apply for it).
 */
export function applicationAvailability(property: ApplicationTarget): ApplicationAvailability {
  if (property.transactionType !== "rent") return "purchase";
  if (property.status === "reserved") return "reserved";
  if (property.status === "hidden") return "hidden";
  return "open";
}

export const acceptsApplications = (property: ApplicationTarget) => applicationAvailability(property) === "open";
