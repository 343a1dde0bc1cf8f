// The ZIP import's limits, checked by the admin page before uploading and by the server on arrival.

/** The largest ZIP archive an admin may upload for the bulk import, in MB as the page states it. */
export const MAX_ZIP_MB = 50;
export const MAX_ZIP_BYTES = MAX_ZIP_MB * 1024 * 1024;
// Written out, as the page and the server say it; zip-upload.test.ts holds it to MAX_ZIP_MB.
export const zipTooLargeMessage = "Die maximale Dateigröße beträgt 50 MB.";
export const notZipMessage = "Bitte wählen Sie eine ZIP-Datei aus.";

/** Whether a file name says ZIP (any case of the extension); the server checks the bytes as well. */
export const hasZipName = (name: string) => /\.zip$/i.test(name);
