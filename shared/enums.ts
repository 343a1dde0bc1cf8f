// Enum values with their German labels: the one place both client and server read them from.

export const propertyTypes = ["apartment", "house", "commercial", "new"] as const;
export type PropertyType = (typeof propertyTypes)[number];
export const propertyTypeLabels: Record<PropertyType, string> = {
  apartment: "Wohnung",
  house: "Haus",
  commercial: "Gewerbe",
  new: "Neubau",
};

export const transactionTypes = ["buy", "rent"] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const transactionTypeLabels: Record<TransactionType, string> = {
  buy: "Kaufen",
  rent: "Mieten",
};

export const propertyStatuses = ["active", "reserved", "hidden"] as const;
export type PropertyStatus = (typeof propertyStatuses)[number];
export const propertyStatusLabels: Record<PropertyStatus, string> = {
  active: "Aktiv",
  reserved: "Reserviert",
  hidden: "Versteckt",
};

export const applicationStatuses = ["new", "processing", "accepted", "rejected"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  new: "Neu",
  processing: "In Prüfung",
  accepted: "Angenommen",
  rejected: "Abgelehnt",
};

export const mediaKinds = ["image", "document"] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** owner: everything, including the accounts; staff: everything but the accounts. */
export const accountRoles = ["owner", "staff"] as const;
export type AccountRole = (typeof accountRoles)[number];
export const accountRoleLabels: Record<AccountRole, string> = {
  owner: "Inhaber",
  staff: "Mitarbeiter",
};
