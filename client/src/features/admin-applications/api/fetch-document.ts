import { apiRequest } from "@/lib/api-client";

/**
 * GET /api/applications/{id}/documents/{kind}: the file itself (admin-only, sent with the
 * session cookie), at the address the application's answer names (`idCardUrl`, `payslipUrl`).
 * Returns the bytes as a Blob that carries the server's content type.
 */
export async function fetchDocument(url: string, purpose: "view" | "download" | "print" = "view"): Promise<Blob> {
  // The purpose goes to the audit trail: viewed, saved as a file, or loaded into the print export.
  const response = await apiRequest("GET", purpose === "view" ? url : `${url}?purpose=${purpose}`);
  return response.blob();
}
