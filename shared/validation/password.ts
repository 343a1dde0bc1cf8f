import { z } from "./zod";

/** The password rule for every account: long, and not one everybody else uses too. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 200;

export const passwordMessages = {
  required: "Passwort wird benötigt",
  tooShort: `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`,
  tooLong: `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`,
  common: "Dieses Passwort gehört zu den 10.000 häufigsten Passwörtern. Bitte wählen Sie ein anderes.",
  currentWrong: "Das aktuelle Passwort ist nicht richtig.",
  mismatch: "Die Passwörter stimmen nicht überein.",
};

/**
 * A new password. The list of common passwords is large, so the browser checks the length and the
 * server (which passes `isCommon`) checks both; the server's answer carries the same message.
 */
export const newPasswordRule = (isCommon?: (password: string) => boolean) => {
  const base = z
    .string(passwordMessages.required)
    .min(PASSWORD_MIN_LENGTH, passwordMessages.tooShort)
    .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong);
  return isCommon ? base.refine((value) => !isCommon(value), passwordMessages.common) : base;
};

/** Compared case-insensitively, as the list is written in lower case. */
export const normalizeForCommonCheck = (password: string) => password.trim().toLowerCase();
