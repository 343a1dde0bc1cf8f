import type { ApplicationStatus } from "@shared/enums";

/** GET /api/admin/stats (server/admin/stats.repo.ts). */
export type DashboardStats = {
  properties: { total: number; active: number; reserved: number; hidden: number };
  applications: { total: number; new: number };
  blog: { total: number; published: number; drafts: number };
  /** Highlighted properties (shown on the home page). */
  highlights: number;
  contacts: { total: number; unhandled: number };
};

/** The fields of GET /api/applications the dashboard shows. */
export type ApplicationSummary = {
  id: number;
  propertyId: number;
  propertyTitle: string | null;
  name: string;
  email: string;
  status: ApplicationStatus;
  createdAt: string;
};
