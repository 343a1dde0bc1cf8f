import { resolve } from "node:path";
import type { Config } from "./config";

/** What someone starting the server needs to know first; logged once when it listens. */
export type StartupFacts = {
  url: string;
  database: string;
  mail: string;
  /** The first account, when this start created it; the password only when it was generated. */
  admin?: { username: string; password?: string };
};

/** Which database this process works on, without the password of a DATABASE_URL. */
export function databaseInUse(config: Pick<Config, "databaseUrl" | "dataDir">): string {
  if (!config.databaseUrl) {
    return config.dataDir.startsWith("memory://")
      ? "eingebettetes PostgreSQL (PGlite) im Arbeitsspeicher"
      : `eingebettetes PostgreSQL (PGlite) in ${resolve(config.dataDir)}`;
  }
  try {
    const url = new URL(config.databaseUrl);
    // A Unix socket is named as ?host=/run/postgresql and leaves the host part empty.
    const host = url.hostname || url.searchParams.get("host") || "localhost";
    const database = decodeURIComponent(url.pathname.slice(1)) || url.username || "postgres";
    return `PostgreSQL-Server ${host}${url.port ? `:${url.port}` : ""}, Datenbank ${database}`;
  } catch {
    return "PostgreSQL-Server aus DATABASE_URL";
  }
}

/** Whether mails go out, and through which server (never with its credentials). */
export function mailMode(smtpUrl: string | undefined): string {
  if (!smtpUrl) return "kein SMTP_URL: Mails werden nicht versendet, sie bleiben im Postausgang";
  try {
    const url = new URL(smtpUrl);
    const port = url.port || (url.protocol === "smtps:" ? "465" : "587");
    return `SMTP über ${url.hostname}:${port}`;
  } catch {
    return "SMTP aus SMTP_URL";
  }
}

export type Paint = { frame: (text: string) => string; alert: (text: string) => string };
const plain: Paint = { frame: (text) => text, alert: (text) => text };

const LABEL_WIDTH = 11;
const row = (label: string, value: string) => `${label.padEnd(LABEL_WIDTH)}${value}`;

/** The admin rows: what to sign in with, shown once; or that ADMIN_PASSWORD was used. */
function adminRows(admin: NonNullable<StartupFacts["admin"]>): string[] {
  if (!admin.password) return [row("Benutzer", admin.username), "Passwort aus ADMIN_PASSWORD"];
  return [
    row("Benutzer", admin.username),
    row("Passwort", admin.password),
    "Nur jetzt angezeigt. Ein eigenes wählen: ADMIN_PASSWORD setzen.",
  ];
}

/**
 * The start-up banner as lines: a box with the address, the database and the mail mode, and on the
 * first start a second part with the admin account in `alert` colours, so its password is not
 * lost among the log lines that follow.
 */
export function startupBox(facts: StartupFacts, paint: Paint = plain): string[] {
  const info = [
    row("Website", facts.url),
    row("Admin", `${facts.url}/admin`),
    row("Datenbank", facts.database),
    row("E-Mail", facts.mail),
  ];
  const adminTitle = facts.admin?.password ? "Erster Start: Admin-Zugang angelegt" : "Admin-Zugang angelegt";
  const admin = facts.admin ? adminRows(facts.admin) : [];
  const title = "Spreehaus Immobilien";
  const width = Math.max(...[...info, ...admin].map((line) => line.length), adminTitle.length + 2, title.length + 2);
  const line = (text: string) => `│ ${text.padEnd(width)} │`;
  const rule = (left: string, fill: string, right: string, label = "") =>
    `${left}${fill}${label ? ` ${label} ` : ""}${fill.repeat(width + 1 - (label ? label.length + 2 : 0))}${right}`;
  const lines = [paint.frame(rule("┌", "─", "┐", title)), ...info.map((text) => paint.frame(line(text)))];
  if (admin.length) {
    lines.push(paint.alert(rule("╞", "═", "╡", adminTitle)), ...admin.map((text) => paint.alert(line(text))));
  }
  lines.push(paint.frame(rule("└", "─", "┘")));
  return lines;
}

/** The log message of the start: found by tools and tests (server/test/server-process.ts). */
export const startupMessage = (facts: StartupFacts) => `Server läuft auf ${facts.url} (Node ${process.version})`;
