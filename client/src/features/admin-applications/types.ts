import type { ApplicationRow } from "@shared/schema/applications";
import type { Jsonified } from "@/lib/json";

/**
 * An application as GET /api/applications returns it: the stored fields, the property's title
 * (null when the property was deleted) and admin-only document links instead of media ids.
 */
export type AdminApplication = Jsonified<Omit<ApplicationRow, "idCardMediaId" | "payslipMediaId">> & {
  propertyTitle: string | null;
  idCardUrl: string | null;
  payslipUrl: string | null;
};

export type DocumentSlot = "idCard" | "payslip";
