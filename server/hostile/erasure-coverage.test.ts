import { describe, expect, it } from "vitest";
import request from "supertest";
import { useTestApp } from "../test/test-app";
import { createProperty, validApplication } from "../test/factories";

// A person asks for erasure (GDPR Art. 17). Whatever table holds their address, today or after the
// next feature, nothing of it may be left: this test searches every text column of the database.

const ctx = useTestApp();

/** Every place in the public schema where `needle` still stands, as "table.column". */
async function whereStored(needle: string): Promise<string[]> {
  const { rows: columns } = await ctx.database.pool.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await ctx.database.pool.query<{ n: number }>(
      `select count(*)::int as n from "${table_name}" where lower("${column_name}"::text) like $1`,
      [`%${needle.toLowerCase()}%`],
    );
    if (rows[0].n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe("hostile input: an erasure request", () => {
  it("leaves the address in no table: applications, messages, alerts, mails by recipient and Reply-To", async () => {
    const address = "Lotte.Loeschen@example.de";
    const listing = await createProperty(ctx.services);
    await request(ctx.app)
      .post("/api/applications")
      .send(validApplication(listing.id, { email: address }))
      .expect(201);
    await request(ctx.app)
      .post("/api/contact")
      .send({ name: "Lotte Löschen", email: address, message: "Bitte rufen Sie mich wegen der Wohnung an." })
      .expect(201);
    await request(ctx.app)
      .post("/api/search-alerts")
      .send({ email: address, frequency: "daily", filter: { transactionType: "rent" } })
      .expect(202);
    expect((await whereStored(address)).sort()).toEqual(
      expect.arrayContaining([
        "applications.email",
        "contacts.email",
        "outbox_mails.recipient",
        "outbox_mails.reply_to",
        "search_alerts.email",
      ]),
    );

    const owner = await ctx.admin();
    await owner.post("/api/applicant-data/erase").send({ email: address.toUpperCase() }).expect(200);
    expect(await whereStored(address)).toEqual([]);
    // The person's name went with their records too (the audit trail keeps no address, only "l…@example.de").
    expect(await whereStored("Lotte Löschen")).toEqual([]);
  });
});
