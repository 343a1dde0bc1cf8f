import { errorMessage, isApiError } from "@/lib/api-client";

export const loginFailedTitle = "Login fehlgeschlagen";
export const wrongCredentials = "Ungültiger Benutzername oder Passwort.";

/** The toast text for a failed sign-in: wrong credentials (401), too many attempts (429: the server's text), or the error itself. */
export function loginErrorDescription(error: unknown): string {
  if (isApiError(error) && error.status === 401) return wrongCredentials;
  return errorMessage(error);
}
