import { describe, expect, it } from "vitest";
import request from "supertest";
import { useTestApp } from "../test/test-app";
import { blogPostAnswer, blogPostListAnswer } from "@shared/contracts/blog";
import { createPost, PNG_DATA_URL, validPost } from "../test/factories";
import { fieldMessages } from "../test/field-messages";

const ctx = useTestApp();

describe("blog", () => {
  it("lists only published posts for visitors and all for the admin", async () => {
    const published = await createPost(ctx.services, { title: "Veröffentlichter Beitrag" });
    const draft = await createPost(ctx.services, { title: "Entwurf eines Beitrags", published: false });
    const visitor = (await request(ctx.app).get("/api/blog").expect(200)).body.map((p: { id: number }) => p.id);
    expect(visitor).toContain(published.id);
    expect(visitor).not.toContain(draft.id);
    const admin = await ctx.admin();
    expect((await admin.get("/api/blog").expect(200)).body.map((p: { id: number }) => p.id)).toContain(draft.id);
  });

  it("reads a published post by slug and hides drafts behind 404", async () => {
    const published = await createPost(ctx.services);
    const draft = await createPost(ctx.services, { published: false });
    const res = await request(ctx.app).get(`/api/blog/slug/${published.slug}`).expect(200);
    expect(res.body).toMatchObject({
      id: published.id,
      title: published.title,
      content: published.content,
      coverImage: null,
    });
    expect((await request(ctx.app).get(`/api/blog/slug/${draft.slug}`).expect(404)).body).toEqual({
      message: "Beitrag nicht gefunden",
    });
    await request(ctx.app).get("/api/blog/slug/gibt-es-nicht").expect(404);
    await (await ctx.admin()).get(`/api/blog/slug/${draft.slug}`).expect(200);
  });

  it("keeps reads by id and every write for the admin", async () => {
    const post = await createPost(ctx.services);
    const anon = request(ctx.app);
    await anon.get(`/api/blog/${post.id}`).expect(401);
    await anon.post("/api/blog").send(validPost()).expect(401);
    await anon.patch(`/api/blog/${post.id}`).send({ published: false }).expect(401);
    await anon.delete(`/api/blog/${post.id}`).expect(401);
    expect((await (await ctx.admin()).get(`/api/blog/${post.id}`).expect(200)).body.id).toBe(post.id);
  });

  it("creates with 201, updates updatedAt on every change and deletes with 204", async () => {
    const admin = await ctx.admin();
    const input = validPost({ published: false });
    const created = (await admin.post("/api/blog").send(input).expect(201)).body;
    expect(created).toMatchObject({ ...input, id: expect.any(Number) });
    await new Promise((r) => setTimeout(r, 10));
    const updated = (await admin.patch(`/api/blog/${created.id}`).send({ published: true }).expect(200)).body;
    expect(updated.published).toBe(true);
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(new Date(created.updatedAt).getTime());
    await admin.delete(`/api/blog/${created.id}`).expect(204);
    await admin.get(`/api/blog/${created.id}`).expect(404);
  });

  it("answers a duplicate slug with 409 and the message under the slug field", async () => {
    const admin = await ctx.admin();
    const existing = await createPost(ctx.services);
    const res = await admin
      .post("/api/blog")
      .send(validPost({ slug: existing.slug }))
      .expect(409);
    expect(res.body).toEqual({
      message: "Dieser Slug wird bereits verwendet.",
      errors: [{ path: "slug", message: "Dieser Slug wird bereits verwendet." }],
    });
    const other = await createPost(ctx.services);
    await admin.patch(`/api/blog/${other.id}`).send({ slug: existing.slug }).expect(409);
  });

  it("validates title, slug and content with the German messages", async () => {
    const admin = await ctx.admin();
    const res = await admin
      .post("/api/blog")
      .send({ title: "Kurz", slug: "Mit Leerzeichen", content: "zu kurz", published: true })
      .expect(400);
    expect(fieldMessages(res.body)).toEqual({
      title: "Titel muss mindestens 5 Zeichen enthalten",
      slug: "Slug darf nur Kleinbuchstaben, Zahlen und Bindestriche enthalten",
      content: "Inhalt muss mindestens 20 Zeichen enthalten",
    });
  });

  it("stores an uploaded cover image as a media file", async () => {
    const admin = await ctx.admin();
    const created = (
      await admin
        .post("/api/blog")
        .send(validPost({ coverImage: PNG_DATA_URL }))
        .expect(201)
    ).body;
    expect(created.coverImage).toMatch(/^\/media\/[\w-]{22}$/);
    await request(ctx.app).get(created.coverImage).expect(200).expect("Content-Type", "image/png");
  });
});

describe("blog answers match the shared contracts the client is typed by", () => {
  it("for the list, a post by slug and by id, and writes", async () => {
    const admin = await ctx.admin();
    const post = blogPostAnswer.parse((await admin.post("/api/blog").send(validPost()).expect(201)).body);
    expect(post.createdAt).toBeInstanceOf(Date);
    blogPostAnswer.parse((await admin.patch(`/api/blog/${post.id}`).send({ published: true }).expect(200)).body);
    blogPostAnswer.parse((await admin.get(`/api/blog/${post.id}`).expect(200)).body);
    blogPostAnswer.parse((await request(ctx.app).get(`/api/blog/slug/${post.slug}`).expect(200)).body);
    expect(blogPostListAnswer.parse((await request(ctx.app).get("/api/blog").expect(200)).body).length).toBeGreaterThan(
      0,
    );
  });
});
