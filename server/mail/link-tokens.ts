import { createHash, createHmac, randomBytes } from "node:crypto";

// The secrets in links the site mails: databases keep only their SHA-256, so a copy of the data
// (or a look into the Postausgang) cannot open anything.

/** What is stored of a link's token, and what a presented token is looked up by. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A fresh random token (one-time links: invitations, password resets). */
export const randomToken = () => randomBytes(32).toString("base64url");

/**
 * A token derived from the server's secret and a label naming its record: the same every time it
 * is made, so each mail about the record carries a working link while only the hash is stored.
 */
export const derivedToken = (secret: string, label: string) =>
  createHmac("sha256", secret).update(label).digest("base64url");
