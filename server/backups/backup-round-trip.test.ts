import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { start, type Running } from "../start";
import { readBinary } from "../test/binary";
import { runRestore } from "../test/restore-process";
import { zipFiles } from "../openimmo/zip-writer";
import { PDF_BYTES, PNG_DATA_URL, validApplication, validProperty } from "../test/factories";

// CI's round trip (decision 0039): data made through the API (a listing with a photo, an
// application with its documents, an invited account) is backed up while the server runs, restored
// with `npm run restore` into an empty folder, and a server started on it finds the same rows and
// the same bytes. The restore command's refusals are checked on the way.
const folders: string[] = [];
const folder = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `spreehaus-${name}-`));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const ADMIN_PASSWORD = "rundreise-passwort-123";
const startOn = (dataDir: string) =>
  start(
    loadConfig({
      NODE_ENV: "test",
      SESSION_SECRET: "rundreise-geheimnis-123",
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      SEED_DEMO: "0",
      HOST: "127.0.0.1",
      PORT: "0",
    }),
    createLogger("silent"),
    { serveClient: "none" },
  );

async function signedIn(running: Running) {
  const agent = request.agent(`http://127.0.0.1:${running.port}`);
  await agent.post("/api/auth/login").send({ username: "admin", password: ADMIN_PASSWORD }).expect(200);
  return agent;
}

const counts = async (running: Running) =>
  (
    await running.database.pool.query<Record<string, number>>(`select
      (select count(*) from properties)::int as properties, (select count(*) from applications)::int as applications,
      (select count(*) from users)::int as users, (select count(*) from media)::int as media,
      (select count(*) from media_variants)::int as variants`)
  ).rows[0];

const bytesOf = async (agent: ReturnType<typeof request.agent>, path: string) =>
  (await agent.get(path).buffer(true).parse(readBinary).expect(200)).body as Buffer;

describe("backup and restore of the embedded database", () => {
  it("restores listings, applications, accounts and every file's bytes into an empty folder", async () => {
    const original = await startOn(folder("original"));
    let archive: string;
    let before: Record<string, number>;
    let photo: Buffer, payslip: Buffer, idCard: Buffer;
    let listingId: number, applicationId: number, photoPath: string;
    try {
      const admin = await signedIn(original);
      const listing = await admin
        .post("/api/properties")
        .send(validProperty({ images: [PNG_DATA_URL] }))
        .expect(201);
      listingId = listing.body.id;
      photoPath = listing.body.images[0];
      const application = await request(`http://127.0.0.1:${original.port}`)
        .post("/api/applications")
        .send(validApplication(listingId))
        .expect(201);
      applicationId = application.body.id;
      await admin
        .post("/api/users")
        .send({ username: "kollegin", email: "kollegin@spreehaus-immobilien.de", role: "staff" })
        .expect(201);
      photo = await bytesOf(admin, photoPath);
      payslip = await bytesOf(admin, `/api/applications/${applicationId}/documents/payslip`);
      idCard = await bytesOf(admin, `/api/applications/${applicationId}/documents/id-card`);
      expect(payslip.equals(PDF_BYTES)).toBe(true);
      before = await counts(original);

      const made = await admin.post("/api/backups").expect(201);
      archive = join(folder("download"), made.body.name);
      writeFileSync(archive, await bytesOf(admin, `/api/backups/${made.body.name}`));
    } finally {
      await original.stop(1000);
    }

    const target = folder("restored");
    const restored = await runRestore(target, archive);
    expect(restored.output).toContain("Wiederhergestellt");
    expect(restored.code).toBe(0);

    const again = await startOn(target);
    try {
      expect(await counts(again)).toEqual(before);
      const admin = await signedIn(again);
      expect((await bytesOf(admin, photoPath)).equals(photo)).toBe(true);
      expect((await bytesOf(admin, `/api/applications/${applicationId}/documents/payslip`)).equals(payslip)).toBe(true);
      expect((await bytesOf(admin, `/api/applications/${applicationId}/documents/id-card`)).equals(idCard)).toBe(true);
      const accounts = await admin.get("/api/users").expect(200);
      expect(JSON.stringify(accounts.body)).toContain("kollegin");
      await admin.get(`/api/properties/${listingId}`).expect(200);
    } finally {
      await again.stop(1000);
    }

    // A folder with data is refused and left as it was; --force sets its content aside instead.
    const entries = readdirSync(target).sort();
    const refused = await runRestore(target, archive);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("ist nicht leer");
    expect(refused.output).toContain("Am Datenordner wurde nichts verändert.");
    expect(readdirSync(target).sort()).toEqual(entries);
    const forced = await runRestore(target, archive, "--force");
    expect(forced.code).toBe(0);
    expect(forced.output).toMatch(/Der bisherige Inhalt liegt in .*vor-wiederherstellung-/);
  }, 180_000);

  it("refuses a file that is not there, one that is not a backup, and unknown options, in German", async () => {
    const empty = folder("empty");
    const notThere = await runRestore(empty, join(empty, "gibt-es-nicht.zip"));
    expect(notThere).toMatchObject({ code: 1 });
    expect(notThere.output).toContain("gibt es nicht");
    const text = join(folder("text"), "notizen.zip");
    writeFileSync(text, "Das ist keine Sicherung.");
    const wrong = await runRestore(empty, text);
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain("ist keine Sicherung dieser Website (kein ZIP-Archiv)");
    const foreign = join(folder("zip"), "fotos.zip");
    writeFileSync(foreign, await zipFiles([{ name: "foto.txt", data: Buffer.from("kein Foto") }]));
    const noManifest = await runRestore(empty, foreign);
    expect(noManifest.code).toBe(1);
    expect(noManifest.output).toContain("ist keine Sicherung dieser Website (es fehlt manifest.json)");
    const option = await runRestore(empty, text, "--alles");
    expect(option.code).toBe(2);
    expect(option.output).toContain("Unbekannte Option: --alles");
    expect(readdirSync(empty)).toEqual([]);
  }, 60_000);
});
