// A database that does not answer (network gone, server restarting, overloaded) is a temporary
// outage, not a bug: requests end with 503 and a German message instead of a 500 or a hang.

export const databaseUnavailableMessage =
  "Die Datenbank antwortet gerade nicht. Bitte versuchen Sie es in wenigen Augenblicken erneut.";

// node-postgres' own timeouts and lost connections, by their messages (it sets no code on them).
const pgClientMessages = [
  "Query read timeout",
  "timeout exceeded when trying to connect",
  "Connection terminated due to connection timeout",
  "Connection terminated unexpectedly",
  "Client was closed and is not queryable",
];
// Socket errors, and PostgreSQL's: statement timeout (57014), shutting down or starting (57P01-03).
const codes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57014", "57P01", "57P02", "57P03"]);

/** Whether this error, or one it was caused by (Drizzle wraps the driver's), says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let at = error, depth = 0; at && typeof at === "object" && depth < 10; depth++) {
    const { code, message } = at as { code?: unknown; message?: unknown };
    if (typeof code === "string" && codes.has(code)) return true;
    if (typeof message === "string" && pgClientMessages.some((m) => message.startsWith(m))) return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}
