// Checks a chosen ZIP archive before it is uploaded (the server checks again, with the same rules).
import { hasZipName, MAX_ZIP_BYTES, notZipMessage, zipTooLargeMessage } from "@shared/validation/zip-upload";

export type FileProblem = { title: string; message: string };

export const noFileProblem: FileProblem = {
  title: "Keine Datei ausgewählt",
  message: "Bitte wählen Sie zuerst eine Datei aus.",
};
export const notZipProblem: FileProblem = {
  title: "Ungültiges Dateiformat",
  message: notZipMessage,
};
export const tooLargeProblem: FileProblem = {
  title: "Datei zu groß",
  message: zipTooLargeMessage,
};

/** null when the file can be uploaded, otherwise the reason (toast title + sentence under the field). */
export function checkZipFile(file: Pick<File, "name" | "size"> | null | undefined): FileProblem | null {
  if (!file) return noFileProblem;
  if (!hasZipName(file.name)) return notZipProblem;
  if (file.size > MAX_ZIP_BYTES) return tooLargeProblem;
  return null;
}
