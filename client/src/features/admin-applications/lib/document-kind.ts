import { slugify } from "@shared/text";

/** The two documents of an application, as the admin list names their links (idCardUrl, payslipUrl). */
export type DocumentSlot = "idCard" | "payslip";

/** How the viewer shows a file: as an image, as a PDF, or not at all. */
export type DocumentKind = "image" | "pdf" | "unsupported";

export function documentKind(contentType: string): DocumentKind {
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (type.startsWith("image/")) return "image";
  if (type === "application/pdf") return "pdf";
  return "unsupported";
}

const extensions: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};

/** "personalausweis-anna-schmidt-12.png": a readable name for the download. */
export function documentFileName(
  label: string,
  applicantName: string,
  applicationId: number,
  contentType: string,
): string {
  const ext = extensions[contentType.split(";")[0].trim().toLowerCase()] ?? "bin";
  return `${[slugify(label), slugify(applicantName), applicationId].filter(Boolean).join("-")}.${ext}`;
}
