import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { createApp } from "../app";
import { createLogger } from "../logger";
import { useTestApp } from "../test/test-app";
import { testsUseDatabaseServer } from "../test/test-database";
import { createProperty } from "../test/factories";

// Rule: instances on one database hold copies, never their own truth. A listing hidden or renamed
// through one instance is gone or renamed on the other within a second, though the other had it
// cached (its copies live 5 s; the change feed tells it at once). The embedded database has one
// process, so this runs on PostgreSQL.
describe.skipIf(!testsUseDatabaseServer)("hostile: two instances on one database", () => {
  const first = useTestApp();
  let second: ReturnType<typeof createApp>;

  beforeAll(async () => {
    second = createApp({ config: first.config, database: first.database, logger: createLogger("silent") });
    await first.services.changeFeed.start();
    await second.services.changeFeed.start();
  });
  afterAll(async () => {
    await second.services.changeFeed.stop();
    await first.services.changeFeed.stop();
  });

  it("hides a listing on the second instance within a second of hiding it on the first", async () => {
    const listing = await createProperty(first.services, { title: "Zweite Instanz, Altbau" });
    const visitor = request(second.app);
    await visitor.get(`/api/properties/${listing.id}`).expect(200);
    const list = await visitor.get("/api/properties?page=1").expect(200);
    expect(list.body.map((row: { id: number }) => row.id)).toContain(listing.id);

    const admin = await first.admin();
    await admin.patch(`/api/properties/${listing.id}`).send({ status: "hidden" }).expect(200);

    await expect
      .poll(async () => (await visitor.get(`/api/properties/${listing.id}`)).status, { timeout: 1000, interval: 25 })
      .toBe(404);
    const after = await visitor.get("/api/properties?page=1").expect(200);
    expect(after.body.map((row: { id: number }) => row.id)).not.toContain(listing.id);
  });

  it("shows a new title on the second instance within a second", async () => {
    const listing = await createProperty(first.services, { title: "Vorher: Hinterhaus" });
    const visitor = request(second.app);
    expect((await visitor.get(`/api/properties/${listing.id}`).expect(200)).body.title).toBe("Vorher: Hinterhaus");

    const admin = await first.admin();
    await admin.patch(`/api/properties/${listing.id}`).send({ title: "Nachher: Gartenhaus" }).expect(200);

    await expect
      .poll(async () => (await visitor.get(`/api/properties/${listing.id}`)).body.title, {
        timeout: 1000,
        interval: 25,
      })
      .toBe("Nachher: Gartenhaus");
  });

  it("drops every copy after its listening connection was lost, as changes may have been missed", async () => {
    const listing = await createProperty(first.services, { title: "Verpasst: Seitenflügel" });
    const visitor = request(second.app);
    await visitor.get(`/api/properties/${listing.id}`).expect(200);
    // The change happens while the second instance does not listen.
    await second.services.changeFeed.stop();
    await first.services.properties.update(listing.id, { title: "Verpasst und doch gesehen" });
    await second.services.changeFeed.start();
    expect((await visitor.get(`/api/properties/${listing.id}`).expect(200)).body.title).toBe(
      "Verpasst und doch gesehen",
    );
  });
});
