import { randomBytes } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useHostileApp, withoutBlockingOthers } from "../test/hostile-app";
import { timeSync } from "../test/health-probe";
import { createProperty, dataUrl, PDF_DATA_URL, validApplication } from "../test/factories";
import { readBinary } from "../test/binary";
import { testsUseDatabaseServer } from "../test/test-database";
import { MAX_DOCUMENT_BYTES } from "@shared/validation/application";

// Rule: no request blocks the event loop for long, whatever it uploads. With the embedded database
// (PGlite runs on the event loop), file bytes go to files under DATA_DIR/media, written
// asynchronously; the row only names them. Other visitors keep being served while applications
// with two 5 MB documents each arrive at once.
const ctx = useHostileApp();

/** A PDF of exactly the largest size accepted, with random (incompressible) contents. */
const largestPdf = () => Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(MAX_DOCUMENT_BYTES - 9)]);

const count = async (table: string) =>
  (await ctx.database.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n;

// This rule is the embedded database's: the run against a PostgreSQL server (TEST_DATABASE_URL) has
// none, and `npm test` always runs this file on it.
describe.skipIf(testsUseDatabaseServer)("hostile uploads: maximum-size applications on the embedded database", () => {
  // 100 MB of bodies: seconds on a quiet machine, far more when CI runs other files beside it.
  it(
    "answers health checks in time while 5 applications of 10 MB arrive at once, and keeps every byte",
    { timeout: 120_000 },
    async () => {
      expect(ctx.database.kind).toBe("pglite");
      const property = await createProperty(ctx.services, { transactionType: "rent", status: "active" });
      const documents = Array.from({ length: 5 }, () => ({ idCard: largestPdf(), payslip: largestPdf() }));
      // Serialised up front: this test process is also the server's, and its own work must not count.
      const bodies = documents.map((d) =>
        JSON.stringify(
          validApplication(property.id, {
            idCardUrl: dataUrl("application/pdf", d.idCard),
            payslipUrl: dataUrl("application/pdf", d.payslip),
          }),
        ),
      );
      const before = { applications: await count("applications"), media: await count("media") };

      // Any server must parse each body and decode its two documents, on its event loop; bodies that
      // arrive together may be parsed back to back. That work, timed here, twice for the garbage it
      // leaves, is the least gap a busy machine can show; blocking on the bytes shows seconds more.
      const parseAndDecode = (body: string) => {
        const parsed = JSON.parse(body) as { idCardUrl: string; payslipUrl: string };
        return [parsed.idCardUrl, parsed.payslipUrl].map((url) =>
          Buffer.from(url.slice(url.indexOf(",") + 1), "base64"),
        );
      };
      const unavoidableMs = 2 * bodies.length * timeSync(() => parseAndDecode(bodies[0]));

      const answers = await withoutBlockingOthers(
        ctx,
        () =>
          Promise.all(
            bodies.map((body) =>
              fetch(`${ctx.baseUrl}/api/applications`, {
                method: "POST",
                headers: { "Content-Type": "application/json", Origin: ctx.baseUrl },
                body,
              }).then(async (res) => ({ status: res.status, body: (await res.json()) as { id: number } })),
            ),
          ),
        unavoidableMs,
      );
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
      expect(await count("applications")).toBe(before.applications + 5);
      expect(await count("media")).toBe(before.media + 10);

      // The rows name files; the bytes are on disk, not in the database.
      const { rows } = await ctx.database.pool.query<{ file: string | null; has_bytes: boolean; size: number }>(
        "select file, bytes is not null as has_bytes, size from media where kind = 'document'",
      );
      for (const row of rows) {
        expect(row.has_bytes).toBe(false);
        expect(statSync(join(ctx.config.dataDir, "media", row.file!)).size).toBe(row.size);
      }

      const admin = await ctx.admin();
      const [first] = answers;
      const stored = await admin
        .get(`/api/applications/${first.body.id}/documents/payslip`)
        .buffer(true)
        .parse(readBinary)
        .expect(200);
      expect(Buffer.compare(stored.body as Buffer, documents[0].payslip)).toBe(0);
    },
  );

  it("leaves no file on disk when an application is refused after its documents were written", async () => {
    const property = await createProperty(ctx.services, { transactionType: "rent", status: "active" });
    const post = (body: object) =>
      fetch(`${ctx.baseUrl}/api/applications`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ctx.baseUrl },
        body: JSON.stringify(body),
      }).then(async (res) => ({ status: res.status, message: ((await res.json()) as { message: string }).message }));
    const text = dataUrl("text/plain", Buffer.from("hallo welt"));

    // Refused by the document check, by the form's validation and by the listing: every time the
    // worker had already written the valid document to disk.
    expect(await post(validApplication(property.id, { idCardUrl: PDF_DATA_URL, payslipUrl: text }))).toEqual({
      status: 400,
      message: "Lohnabrechnung: Dateiformat nicht erlaubt oder Inhalt passt nicht zum angegebenen Typ.",
    });
    expect((await post(validApplication(property.id, { signature: "Jemand Anderes" }))).status).toBe(400);
    expect(await post(validApplication(999_999))).toEqual({
      status: 400,
      message: "Für diese Immobilie ist keine Bewerbung möglich.",
    });

    const { rows } = await ctx.database.pool.query<{ file: string }>("select file from media where file is not null");
    const named = new Set(rows.map((row) => row.file));
    const unnamed = () => readdirSync(join(ctx.config.dataDir, "media")).filter((name) => !named.has(name));
    // Removal follows the answer; it is asynchronous but quick.
    await expect.poll(unnamed, { timeout: 2000 }).toEqual([]);
  });
});
