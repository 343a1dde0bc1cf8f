// Checks a chosen ZIP archive before it is uploaded (the server checks again).

export const MAX_ZIP_BYTES = 50 * 1024 * 1024;

export type FileProblem = { title: string; message: string };

export const noFileProblem: FileProblem = {
  title: "Keine Datei ausgewählt",
  message: "Bitte wählen Sie zuerst eine Datei aus.",
};
export const notZipProblem: FileProblem = {
  title: "Ungültiges Dateiformat",
  message: "Bitte wählen Sie eine ZIP-Datei aus.",
};
export const tooLargeProblem: FileProblem = {
  title: "Datei zu groß",
  message: "Die maximale Dateigröße beträgt 50 MB.",
};

/** null when the file can be uploaded, otherwise the reason (toast title + sentence under the field). */
export function checkZipFile(file: Pick<File, "name" | "size"> | null | undefined): FileProblem | null {
  if (!file) return noFileProblem;
  if (!/\.zip$/i.test(file.name)) return notZipProblem;
  if (file.size > MAX_ZIP_BYTES) return tooLargeProblem;
  return null;
}
