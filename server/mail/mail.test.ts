import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { eq } from "drizzle-orm";
import { outboxMails } from "@shared/schema/index";
import { useTestApp } from "../test/test-app";
import { createProperty, validApplication } from "../test/factories";
import { startSmtpCatcher, type CaughtMail } from "../test/smtp-catcher";
import { createAccount } from "../test/accounts";
import { statusMailDraft } from "@shared/status-mails";

const NOTIFY = "team@spreehaus.test";
const SITE = "https://www.spreehaus.test";
const BOUNCING = "gibt-es-nicht@example.de";
const smtp = await startSmtpCatcher({ refuse: [BOUNCING] });
const ctx = useTestApp({
  SMTP_URL: smtp.url,
  MAIL_FROM: '"Spreehaus Immobilien" <post@spreehaus.test>',
  NOTIFY_EMAIL: NOTIFY,
  SITE_URL: SITE,
  JOB_POLL_SECONDS: "0.5",
  MAIL_RETRY_DELAY_SECONDS: "1",
});

let listing: { id: number; title: string; objectNumber: string };
beforeAll(async () => {
  await ctx.services.jobs.start();
  listing = await createProperty(ctx.services, { title: "Altbau mit Balkon in Prenzlauer Berg" });
});
afterAll(async () => {
  await ctx.services.jobs.stop();
  await smtp.stop();
});

const bodyOf = (mail: CaughtMail) => `${mail.text ?? ""}\n${typeof mail.html === "string" ? mail.html : ""}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const outboxRows = () => ctx.database.db.select().from(outboxMails);

describe("mails about a new application", () => {
  let reference: string;
  let applicationId: number;
  let notice: CaughtMail;
  let receipt: CaughtMail;
  const email = "lena.bewerberin@example.de";

  beforeAll(async () => {
    const res = await request(ctx.app)
      .post("/api/applications")
      .send(
        validApplication(listing.id, { email, name: "Lena Bewerberin", signature: "Lena Bewerberin", income: 4321 }),
      )
      .expect(201);
    reference = res.body.reference;
    applicationId = res.body.id;
    [notice] = await smtp.waitFor((m) => m.subject === `Neue Bewerbung: ${listing.title} (${listing.objectNumber})`);
    [receipt] = await smtp.waitFor((m) => m.envelopeTo.includes(email));
  });

  it("answers the reference number the receipt quotes", () => {
    expect(reference).toMatch(/^BW-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(receipt.subject).toBe(`Ihre Bewerbung ist eingegangen – Referenz ${reference}`);
    expect(receipt.from?.text).toBe('"Spreehaus Immobilien" <post@spreehaus.test>');
  });

  it("tells the team: listing, object number, a link into the admin, nothing private", () => {
    expect(notice.envelopeTo).toEqual([NOTIFY]);
    const body = bodyOf(notice);
    expect(body).toContain(listing.objectNumber);
    expect(body).toContain(`${SITE}/admin/applications?open=${applicationId}`);
    expect(body).toContain("Lena Bewerberin");
    expect(notice.attachments).toEqual([]);
    for (const secret of [
      "4321",
      "4.321",
      "14.03.1990",
      "Leipzig",
      "Beispiel GmbH",
      "Schönhauser",
      "lena.bewerberin",
    ]) {
      expect(body).not.toContain(secret);
    }
  });

  it("gives the applicant what happens next and a link to withdraw, both in HTML and text", () => {
    expect(receipt.text).toContain("So geht es weiter");
    expect(receipt.text).toMatch(new RegExp(`${SITE}/withdraw-application\\?token=[\\w-]{32}`));
    expect(receipt.html).toContain(`${SITE}/withdraw-application?token=`);
    expect(receipt.html).toContain(`${SITE}/properties/${listing.id}`);
    expect(receipt.attachments).toEqual([]);
  });

  it("sends each mail once", async () => {
    await sleep(1500);
    expect(smtp.to(email)).toHaveLength(1);
    expect(smtp.mails.filter((m) => m.subject === notice.subject)).toHaveLength(1);
  });

  it("lists both in the Postausgang as sent, for staff only", async () => {
    await request(ctx.app).get("/api/outbox").expect(401);
    const admin = await ctx.admin();
    const page = (await admin.get("/api/outbox").expect(200)).body;
    const mine = page.items.filter((m: { applicationId: number }) => m.applicationId === applicationId);
    expect(mine.map((m: { kind: string; status: string }) => [m.kind, m.status]).sort()).toEqual([
      ["application-notice", "sent"],
      ["application-receipt", "sent"],
    ]);
    const one = (await admin.get(`/api/outbox/${mine[0].id}`).expect(200)).body;
    expect(one.html).toContain("<!doctype html>");
    expect(one.text).toBeTruthy();
    expect(one).not.toHaveProperty("jobId");
  });

  it("'Erneut senden' sends a stored mail again", async () => {
    const admin = await ctx.admin();
    const [row] = (await outboxRows()).filter(
      (m) => m.applicationId === applicationId && m.kind === "application-receipt",
    );
    const resent = (await admin.post(`/api/outbox/${row.id}/resend`).expect(200)).body;
    expect(resent.status).toBe("queued");
    // The answer says how it goes, never what the mail says.
    expect(Object.keys(resent)).not.toEqual(expect.arrayContaining(["text"]));
    expect(JSON.stringify(resent)).not.toContain("withdraw-application");
    await smtp.waitFor((m) => m.envelopeTo.includes(email), 2);
  });

  it("sends a status mail the staff edited", async () => {
    const admin = await ctx.admin();
    const body =
      "Guten Tag Lena Bewerberin,\n\nwir laden Sie am Freitag, 4. Dezember 2026 um 17:30 Uhr ein.\n\nViele Grüße";
    await admin
      .post(`/api/applications/${applicationId}/status-mails`)
      .send({ kind: "viewing-invitation", subject: "Besichtigung am Freitag", body })
      .expect(202);
    const [mail] = await smtp.waitFor((m) => m.subject === "Besichtigung am Freitag");
    expect(mail.envelopeTo).toEqual([email]);
    expect(mail.text).toContain("am Freitag, 4. Dezember 2026 um 17:30 Uhr");
    expect(mail.html).toContain("Einladung zur Besichtigung");
    const bad = await admin
      .post(`/api/applications/${applicationId}/status-mails`)
      .send({ kind: "viewing-invitation", subject: "", body })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain("Betreff muss mindestens 3 Zeichen enthalten");
  });

  it("sends the rejection as the staff edited its draft, once, to the applicant only", async () => {
    const draft = statusMailDraft("rejection", {
      name: "Lena Bewerberin",
      listingTitle: listing.title,
      objectNumber: listing.objectNumber,
      reference,
    });
    expect(draft.subject).toBe(`Ihre Bewerbung für ${listing.title}`);
    const admin = await ctx.admin();
    await admin
      .post(`/api/applications/${applicationId}/status-mails`)
      .send({ kind: "rejection", subject: draft.subject, body: `${draft.body}\n\nIhr Team von Spreehaus` })
      .expect(202);
    const [mail] = await smtp.waitFor((m) => m.subject === draft.subject);
    expect(mail.envelopeTo).toEqual([email]);
    expect(mail.text).toContain("Leider können wir Ihnen die Wohnung nicht anbieten");
    expect(mail.text).toContain(`Referenz ${reference}`);
    expect(mail.text).toContain("Ihr Team von Spreehaus");
    await sleep(1000);
    expect(smtp.mails.filter((m) => m.subject === draft.subject)).toHaveLength(1);
  });

  it("withdraws by the receipt's link: application, documents and its mails are erased; the link then fails in German", async () => {
    const token = /withdraw-application\?token=([\w-]+)/.exec(receipt.text ?? "")![1];
    await request(ctx.app).post("/api/applications/withdraw").send({ token }).expect(204);
    const admin = await ctx.admin();
    await admin.get(`/api/applications/${applicationId}`).expect(404);
    expect((await outboxRows()).filter((m) => m.applicationId === applicationId)).toEqual([]);
    const again = await request(ctx.app).post("/api/applications/withdraw").send({ token }).expect(404);
    expect(again.body.message).toContain("Dieser Link ist nicht mehr gültig");
    await request(ctx.app).post("/api/applications/withdraw").send({}).expect(400);
  });
});

describe("mails about a contact message", () => {
  it("tells the team with Reply-To the sender, and sends the sender a receipt", async () => {
    const email = "karl.anfrage@example.de";
    await request(ctx.app)
      .post("/api/contact")
      .send({
        name: "Karl Anfrage",
        email,
        message: "Ist die Wohnung noch frei? Ich würde sie gern sehen.",
        propertyId: listing.id,
      })
      .expect(201);
    const [notice] = await smtp.waitFor(
      (m) => m.subject === `Neue Anfrage: ${listing.title} (${listing.objectNumber})`,
    );
    expect(notice.envelopeTo).toEqual([NOTIFY]);
    expect(notice.replyTo?.text).toBe(email);
    expect(notice.text).toContain("Ist die Wohnung noch frei?");
    expect(notice.text).toContain(`${SITE}/admin/messages`);
    const [receipt] = await smtp.waitFor((m) => m.envelopeTo.includes(email));
    expect(receipt.subject).toBe("Ihre Nachricht an Spreehaus Immobilien");
    expect(receipt.text).toContain(listing.objectNumber);
    // Nobody has confirmed the address: the receipt repeats nothing the sender typed.
    expect(bodyOf(receipt)).not.toContain("Karl Anfrage");
    expect(bodyOf(receipt)).not.toContain("Ist die Wohnung noch frei?");
    await sleep(1000);
    expect(smtp.to(email)).toHaveLength(1);
  });
});

describe("mails about staff accounts", () => {
  it("invites a colleague with a one-time link to SITE_URL", async () => {
    const owner = await ctx.admin();
    const address = "nora.weiss@example.de";
    await owner.post("/api/users").send({ username: "nora.weiss", email: address, role: "staff" }).expect(201);
    const [mail] = await smtp.waitFor((m) => m.envelopeTo.includes(address));
    expect(mail.subject).toBe("Ihr Zugang zur Verwaltung von Spreehaus Immobilien");
    expect(bodyOf(mail)).toMatch(new RegExp(`${SITE}/admin/invitation\\?token=[\\w-]+`));
    expect(mail.text).toContain("48 Stunden gültig");
    await sleep(1000);
    expect(smtp.to(address)).toHaveLength(1);
  });

  it("mails a password reset link to a known address only", async () => {
    const colleague = await createAccount(ctx);
    const address = `${colleague.username}@spreehaus-immobilien.de`;
    await request(ctx.app).post("/api/auth/password-reset").send({ email: address }).expect(202);
    await request(ctx.app).post("/api/auth/password-reset").send({ email: "unbekannt@example.de" }).expect(202);
    const [mail] = await smtp.waitFor((m) => m.envelopeTo.includes(address));
    expect(mail.subject).toBe("Passwort zurücksetzen – Spreehaus Immobilien");
    expect(bodyOf(mail)).toMatch(new RegExp(`${SITE}/admin/password-reset\\?token=[\\w-]+`));
    expect(mail.text).toContain("60 Minuten gültig");
    await sleep(1000);
    expect(smtp.to(address)).toHaveLength(1);
    expect(smtp.to("unbekannt@example.de")).toHaveLength(0);
  });
});

describe("faults", () => {
  it("keeps answering 201 while the SMTP server is down, and delivers once it is back", async () => {
    await smtp.stop();
    const email = "geduldig@example.de";
    const applicant = "geduldig.bewerber@example.de";
    await request(ctx.app)
      .post("/api/contact")
      .send({ name: "Gerda Geduldig", email, message: "Bitte rufen Sie mich zurück, danke sehr." })
      .expect(201);
    const application = await request(ctx.app)
      .post("/api/applications")
      .send(validApplication(listing.id, { email: applicant, name: "Gero Geduldig", signature: "Gero Geduldig" }))
      .expect(201);
    expect(application.body.reference).toEqual(expect.any(String));
    // At least one failed attempt with the connection error is on record.
    for (let i = 0; i < 100; i++) {
      const [row] = (await outboxRows()).filter((m) => m.recipient === email);
      if (row?.error) break;
      await sleep(100);
    }
    const [waiting] = (await outboxRows()).filter((m) => m.recipient === email);
    expect(waiting).toMatchObject({ status: "queued" });
    expect(waiting.error).toMatch(/ECONNREFUSED|connect/i);
    await smtp.start();
    await smtp.waitFor((m) => m.envelopeTo.includes(email), 1, 30_000);
    const [receipt] = await smtp.waitFor((m) => m.envelopeTo.includes(applicant), 1, 30_000);
    expect(bodyOf(receipt)).toContain(application.body.reference);
    await sleep(1500);
    expect(smtp.to(email)).toHaveLength(1);
    expect(smtp.to(applicant)).toHaveLength(1);
    const [sent] = await ctx.database.db.select().from(outboxMails).where(eq(outboxMails.id, waiting.id));
    expect(sent.status).toBe("sent");
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
  }, 45_000);

  it("marks a refused address failed with the server's reason, without holding up the next mail", async () => {
    await request(ctx.app)
      .post("/api/contact")
      .send({ name: "Niemand Da", email: BOUNCING, message: "Diese Adresse gibt es leider gar nicht." })
      .expect(201);
    await request(ctx.app)
      .post("/api/contact")
      .send({ name: "Nach Folger", email: "nachfolger@example.de", message: "Ich komme nach der falschen Adresse." })
      .expect(201);
    await smtp.waitFor((m) => m.envelopeTo.includes("nachfolger@example.de"));
    let row;
    for (let i = 0; i < 100; i++) {
      [row] = (await outboxRows()).filter((m) => m.recipient === BOUNCING);
      if (row?.status === "failed") break;
      await sleep(100);
    }
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row!.error).toContain("550");
    expect(row!.error).toContain("Mailbox unbekannt");
    const admin = await ctx.admin();
    const shown = (await admin.get(`/api/outbox/${row!.id}`).expect(200)).body;
    expect(shown).toMatchObject({ status: "failed", error: expect.stringContaining("Mailbox unbekannt") });
  });
});
