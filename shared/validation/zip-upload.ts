// The ZIP import's limits, checked by the admin page before uploading and by the server on arrival.

/** The largest ZIP archive an admin may upload for the bulk import (50 MB). */
export const MAX_ZIP_BYTES = 50 * 1024 * 1024;
export const zipTooLargeMessage = "Die maximale Dateigröße beträgt 50 MB.";
export const notZipMessage = "Bitte wählen Sie eine ZIP-Datei aus.";

/** Whether a file name says ZIP (any case of the extension); the server checks the bytes as well. */
export const hasZipName = (name: string) => /\.zip$/i.test(name);
