// Mails stored before tokens were made at sending held working links. The migration redacts every
// one of them and, where the record is found by the token's hash, lets the mail be sent again.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECRET_TOKEN_PLACEHOLDER } from "@shared/mail";
import type { Database } from "./client";
import { migrate } from "./migrate";
import { openTestDatabase } from "../test/test-database";
import { hashToken } from "../mail/link-tokens";

const LAST_BEFORE_SECRET_LINKS = 12;

function migrationsBeforeSecretLinks(): string {
  const folder = mkdtempSync(join(tmpdir(), "spreehaus-migrations-"));
  cpSync(resolve(process.cwd(), "migrations"), folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= LAST_BEFORE_SECRET_LINKS);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const SITE = "https://www.spreehaus.test";
const tokens = { withdraw: "alt-ruecknahme-Token_1234", reset: "alt-reset-Token_5678", unsubscribe: "alt-abmelden-9" };
let database: Database;
const query = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await database.pool.query<T>(text, params)).rows;

beforeAll(async () => {
  database = await openTestDatabase({ migrated: false });
  await migrate(database, migrationsBeforeSecretLinks());
  const [{ id: userId }] = await query<{ id: number }>(
    "insert into users (username, password, role, email) values ('inhaberin', null, 'owner', 'Inhaberin@Example.de') returning id",
  );
  const [{ id: applicationId }] = await query<{ id: number }>(
    `insert into applications (property_id, name, email, phone, birth_date, birth_place, occupation, employment_info,
       income, current_address, move_in_date, signature, reference, withdraw_token_hash)
     values (1, 'Ada Alt', 'ada@example.de', '030 123456', '01.01.1990', 'Berlin', 'Ärztin',
       '{"employer":"Charité","duration":"3 Jahre","employmentType":"Vollzeit"}', 4200, 'Alte Straße 1, 10115 Berlin',
       '2027-01-01', 'Ada Alt', 'BW-AAAA-BBBB', $1) returning id`,
    [hashToken(tokens.withdraw)],
  );
  const [{ id: alertId }] = await query<{ id: number }>(
    "insert into search_alerts (email, frequency, filter, unsubscribe_token_hash, confirmed_at) values ('abo@example.de', 'daily', '{}', $1, now()) returning id",
    [hashToken(tokens.unsubscribe)],
  );
  const mail = (kind: string, recipient: string, link: string, extra: Record<string, unknown> = {}) =>
    query(
      `insert into outbox_mails (kind, recipient, subject, text, html, headers, status, application_id)
       values ($1, $2, 'Betreff', $3, $4, $5, 'sent', $6)`,
      [
        kind,
        recipient,
        `Bitte klicken:\n${link}\n`,
        `<a href="${link}">Link</a>`,
        JSON.stringify(extra.headers ?? {}),
        extra.applicationId ?? null,
      ],
    );
  await mail("application-receipt", "ada@example.de", `${SITE}/withdraw-application?token=${tokens.withdraw}`, {
    applicationId,
  });
  await mail("password-reset", "inhaberin@example.de", `${SITE}/admin/password-reset?token=${tokens.reset}`);
  await mail("search-alert", "abo@example.de", `${SITE}/search-alerts/unsubscribe?token=${tokens.unsubscribe}`, {
    headers: { "List-Unsubscribe": `<${SITE}/api/search-alerts/unsubscribe?token=${tokens.unsubscribe}>` },
  });
  await migrate(database);
  Object.assign(tokens, { userId, applicationId, alertId });
});
afterAll(async () => {
  await database.close();
});

describe("the migration that redacts stored tokens", () => {
  it("leaves no old token in any stored mail, in text, HTML or headers", async () => {
    const stored = JSON.stringify(await query("select text, html, headers from outbox_mails"));
    for (const token of [tokens.withdraw, tokens.reset, tokens.unsubscribe]) expect(stored).not.toContain(token);
    expect(stored.split(SECRET_TOKEN_PLACEHOLDER).length - 1).toBe(7);
  });

  it("names the record each link opens, so sending again makes a working token", async () => {
    const links = await query<{ kind: string; secret_link: unknown }>(
      "select kind, secret_link from outbox_mails order by id",
    );
    const ids = tokens as unknown as { userId: number; applicationId: number; alertId: number };
    expect(links).toEqual([
      { kind: "application-receipt", secret_link: { purpose: "application", ref: ids.applicationId } },
      { kind: "password-reset", secret_link: { purpose: "password-reset", ref: ids.userId } },
      { kind: "search-alert", secret_link: { purpose: "search-alert-unsubscribe", ref: ids.alertId } },
    ]);
  });
});
