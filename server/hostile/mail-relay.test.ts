import { afterAll, beforeAll, describe, expect, it } from "vitest";
import request from "supertest";
import { useTestApp } from "../test/test-app";
import { startSmtpCatcher, type CaughtMail } from "../test/smtp-catcher";

// Anyone can type a stranger's address into a form. Mails to such an address must not carry what
// the sender typed, or the agency becomes a relay for their text (phishing in its own layout).

const smtp = await startSmtpCatcher();
const ctx = useTestApp({
  SMTP_URL: smtp.url,
  JOB_POLL_SECONDS: "0.5",
  MAIL_RETRY_DELAY_SECONDS: "1",
  RATE_LIMIT_SEARCH_ALERTS_PER_ADDRESS: "2",
});
beforeAll(() => ctx.services.jobs.start());
afterAll(async () => {
  await ctx.services.jobs.stop();
  await smtp.stop();
});

const phishing = "Ihr Konto wird gesperrt! Bestätigen Sie Ihre Daten sofort unter http://spreehaus-login.example";
const bodyOf = (mail: CaughtMail) => `${mail.subject}\n${mail.text ?? ""}\n${String(mail.html)}`;

describe("a stranger's address in the contact form", () => {
  it("gets a receipt that repeats neither the typed name nor the message", async () => {
    const victim = "opfer@example.de";
    await request(ctx.app)
      .post("/api/contact")
      .send({ name: "Kundenservice Ihrer Bank", email: victim, message: phishing })
      .expect(201);
    const [receipt] = await smtp.waitFor((m) => m.envelopeTo.includes(victim));
    expect(receipt.subject).toBe("Ihre Nachricht an Spreehaus Immobilien");
    expect(bodyOf(receipt)).not.toContain("Kundenservice");
    expect(bodyOf(receipt)).not.toContain("spreehaus-login.example");
    expect(bodyOf(receipt)).not.toContain("gesperrt");
  });
});

describe("a stranger's address in a search alert", () => {
  it("gets a confirmation that does not repeat the typed place", async () => {
    const victim = "zweites.opfer@example.de";
    await request(ctx.app)
      .post("/api/search-alerts")
      .send({ email: victim, frequency: "instant", filter: { city: phishing.slice(0, 80) } })
      .expect(202);
    const [confirmation] = await smtp.waitFor((m) => m.envelopeTo.includes(victim));
    expect(bodyOf(confirmation)).not.toContain("gesperrt");
    expect(bodyOf(confirmation)).toContain("am eingegebenen Ort");
  });

  it("cannot be flooded by writing the address with other case or +tags", async () => {
    const sent = [];
    for (const email of ["dritte@example.de", "Dritte+1@Example.de", "dritte+wohnung@example.de"]) {
      sent.push(
        await request(ctx.app)
          .post("/api/search-alerts")
          .send({ email, frequency: "daily", filter: { transactionType: "rent" } }),
      );
    }
    expect(sent.map((r) => r.status)).toEqual([202, 202, 429]);
    expect(sent[2].body.message).toMatch(
      /^Zu viele Suchaufträge in kurzer Zeit\. Bitte versuchen Sie es in (einer Minute|\d+ Minuten) erneut\.$/,
    );
    const rows = await ctx.database.pool.query("select id from search_alerts where email like '%dritte%'");
    expect(rows.rows).toHaveLength(2);
  });
});
