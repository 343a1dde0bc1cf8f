import { describe, expect, it } from "vitest";
import request from "supertest";
import { contactMessageAnswer, contactMessageListAnswer, sentContactAnswer } from "@shared/contracts/contacts";
import { useTestApp } from "../test/test-app";
import { createProperty } from "../test/factories";

const ctx = useTestApp();
const message = {
  name: "Eva Berger",
  email: "eva@example.de",
  phone: "0171 555666",
  message: "Ich interessiere mich für eine Besichtigung.",
};

describe("contact messages", () => {
  it("stores a message and answers 201", async () => {
    const res = await request(ctx.app).post("/api/contact").send(message).expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), createdAt: expect.any(String) });
    const admin = await ctx.admin();
    const inbox = (await admin.get("/api/contacts").expect(200)).body;
    expect(inbox[0]).toMatchObject({ ...message, handled: false, propertyId: null });
  });

  it("stores an inquiry with its property and shows the property title in the inbox", async () => {
    const property = await createProperty(ctx.services, { title: "Loft an der Spree" });
    await request(ctx.app)
      .post("/api/contact")
      .send({ ...message, propertyId: property.id })
      .expect(201);
    const inbox = (await (await ctx.admin()).get("/api/contacts")).body;
    expect(inbox[0]).toMatchObject({
      propertyId: property.id,
      propertyTitle: "Loft an der Spree",
      propertyObjectNumber: property.objectNumber,
    });
  });

  it("refuses an inquiry about a property that does not exist", async () => {
    const res = await request(ctx.app)
      .post("/api/contact")
      .send({ ...message, propertyId: 999999 })
      .expect(400);
    expect(res.body.message).toBe("Die angefragte Immobilie gibt es nicht.");
  });

  it("validates with the German messages and stores nothing", async () => {
    const admin = await ctx.admin();
    const before = (await admin.get("/api/contacts")).body.length;
    const res = await request(ctx.app)
      .post("/api/contact")
      .send({ name: "E", email: "x", message: "kurz" })
      .expect(400);
    expect(res.body.errors).toEqual([
      { path: "name", message: "Name muss mindestens 2 Zeichen enthalten" },
      { path: "email", message: "Gültige E-Mail-Adresse erforderlich" },
      { path: "message", message: "Nachricht muss mindestens 10 Zeichen enthalten" },
    ]);
    expect((await admin.get("/api/contacts")).body.length).toBe(before);
  });

  it("keeps the inbox for the admin: read, mark handled, delete", async () => {
    const { id } = (await request(ctx.app).post("/api/contact").send(message)).body;
    const anon = request(ctx.app);
    await anon.get("/api/contacts").expect(401);
    await anon.patch(`/api/contacts/${id}`).send({ handled: true }).expect(401);
    await anon.delete(`/api/contacts/${id}`).expect(401);

    const admin = await ctx.admin();
    expect((await admin.patch(`/api/contacts/${id}`).send({ handled: true }).expect(200)).body).toMatchObject({
      id,
      handled: true,
    });
    await admin.patch(`/api/contacts/${id}`).send({ handled: "ja" }).expect(400);
    await admin.delete(`/api/contacts/${id}`).expect(204);
    await admin.delete(`/api/contacts/${id}`).expect(404);
    await admin.patch(`/api/contacts/${id}`).send({ handled: true }).expect(404);
  });
});

describe("contact answers match the shared contracts the client is typed by", () => {
  it("for the public form and the admin's inbox", async () => {
    const property = await createProperty(ctx.services, { title: "Vertragswohnung Moabit" });
    const sent = sentContactAnswer.parse(
      (
        await request(ctx.app)
          .post("/api/contact")
          .send({ ...message, propertyId: property.id })
          .expect(201)
      ).body,
    );
    const admin = await ctx.admin();
    const inbox = contactMessageListAnswer.parse((await admin.get("/api/contacts").expect(200)).body);
    expect(inbox.find((m) => m.id === sent.id)?.propertyTitle).toBe("Vertragswohnung Moabit");
    const handled = contactMessageAnswer.parse(
      (await admin.patch(`/api/contacts/${sent.id}`).send({ handled: true }).expect(200)).body,
    );
    expect(handled).toMatchObject({ handled: true, propertyTitle: "Vertragswohnung Moabit" });
  });
});
