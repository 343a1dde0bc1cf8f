import { describe, expect, it } from "vitest";
import request from "supertest";
import sharp from "sharp";
import { useHostileApp, withoutBlockingOthers } from "../test/hostile-app";
import { dataUrl, validPost, validProperty } from "../test/factories";

// Rule: media paths are random and cannot be guessed; a hidden listing's or a draft's photos are
// not served to visitors (404) but to the signed-in admin (private, never cached); a deleted
// listing's files are gone.
const ctx = useHostileApp();

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 90, g: 60, b: 40 } } })
    .jpeg()
    .toBuffer();

async function listingWithPhoto(status: "active" | "hidden" = "active") {
  const admin = await ctx.admin();
  const res = await admin
    .post("/api/properties")
    .send(validProperty({ status, images: [dataUrl("image/jpeg", await photo())] }))
    .expect(201);
  return { id: res.body.id as number, path: res.body.images[0] as string, admin };
}

const mediaRows = async () =>
  (await ctx.database.pool.query<{ n: number }>("select count(*)::int as n from media")).rows[0].n;

describe("hostile media requests", () => {
  it("gives every file a random 128-bit path, so walking ids finds nothing", async () => {
    const first = await listingWithPhoto();
    const second = await listingWithPhoto();
    for (const path of [first.path, second.path]) expect(path).toMatch(/^\/media\/[A-Za-z0-9_-]{22}$/);
    expect(first.path).not.toBe(second.path);
    // Through the one listening server, as a visitor walking ids would: not a test server per request.
    const guesses = await withoutBlockingOthers(ctx, () =>
      Promise.all(
        Array.from({ length: 200 }, async (_, i) => {
          const res = await fetch(`${ctx.baseUrl}/media/${i + 1}`);
          await res.arrayBuffer();
          return res.status;
        }),
      ),
    );
    expect(new Set(guesses)).toEqual(new Set([400]));
  });

  it("hides a hidden listing's photos from visitors and shows them to the admin, uncached", async () => {
    const { id, path, admin } = await listingWithPhoto();
    const visitorBefore = await request(ctx.app).get(`${path}/400.webp`).expect(200);
    expect(visitorBefore.headers["cache-control"]).toBe("public, max-age=86400");

    await admin.patch(`/api/properties/${id}`).send({ status: "hidden" }).expect(200);
    const answers = await withoutBlockingOthers(ctx, () =>
      Promise.all([path, `${path}/400.webp`, `${path}/1200.jpg`].map((url) => request(ctx.app).get(url))),
    );
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Bild nicht gefunden" });
    }
    for (const url of [path, `${path}/800.jpg`]) {
      const res = await admin.get(url).expect(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
    }

    await admin.patch(`/api/properties/${id}`).send({ status: "active" }).expect(200);
    await request(ctx.app).get(path).expect(200);
  });

  it("does not show a listing created hidden, nor a draft's cover", async () => {
    const hidden = await listingWithPhoto("hidden");
    await request(ctx.app).get(hidden.path).expect(404);
    const draft = await hidden.admin
      .post("/api/blog")
      .send(validPost({ published: false, coverImage: dataUrl("image/jpeg", await photo()) }))
      .expect(201);
    await request(ctx.app).get(draft.body.coverImage).expect(404);
    await hidden.admin.get(draft.body.coverImage).expect(200);
  });

  it("removes a deleted listing's files, for everyone", async () => {
    const { id, path, admin } = await listingWithPhoto();
    const before = await mediaRows();
    await admin.delete(`/api/properties/${id}`).expect(204);
    expect(await mediaRows()).toBe(before - 1);
    await admin.get(path).expect(404);
    await request(ctx.app).get(`${path}/400.webp`).expect(404);
  });
});
