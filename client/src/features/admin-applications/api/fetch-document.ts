import { apiRequest } from "@/lib/api-client";

/**
 * GET /api/applications/{id}/documents/{kind}: the file itself (admin-only, sent with the
 * session cookie). Returns the bytes as a Blob that carries the server's content type.
 */
export async function fetchDocument(url: string): Promise<Blob> {
  const response = await apiRequest("GET", url);
  return response.blob();
}
