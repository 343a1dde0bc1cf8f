import { describe, expect, it } from "vitest";
import { databaseInUse, mailMode, startupBox, type StartupFacts } from "./startup-banner";

const facts: StartupFacts = {
  url: "http://localhost:5000",
  database: "eingebettetes PostgreSQL (PGlite) in /srv/spreehaus/data",
  mail: mailMode(undefined),
};

describe("the start-up banner", () => {
  it("names the address, the database and the mail mode in a closed box", () => {
    const lines = startupBox(facts);
    expect(lines.join("\n")).toContain("http://localhost:5000/admin");
    expect(lines.join("\n")).toContain("/srv/spreehaus/data");
    expect(lines.join("\n")).toContain("Mails werden nicht versendet, sie bleiben im Postausgang");
    // Every line of the box is as wide as the others, so the frame closes.
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines.join("\n")).not.toContain("Passwort");
  });

  it("shows a generated admin password once, in its own part painted to stand out", () => {
    const alert = (text: string) => `!${text}!`;
    const lines = startupBox(
      { ...facts, admin: { username: "admin", password: "CdEy__nTvfYq" } },
      { frame: (text) => text, alert },
    );
    const painted = lines.filter((line) => line.startsWith("!"));
    expect(painted.join("\n")).toContain("Erster Start: Admin-Zugang angelegt");
    expect(painted.some((line) => /Benutzer +admin/.test(line))).toBe(true);
    expect(painted.some((line) => /Passwort +CdEy__nTvfYq/.test(line))).toBe(true);
    expect(new Set(lines.map((line) => line.replace(/^!|!$/g, "").length)).size).toBe(1);
  });

  it("says so when the admin password came from ADMIN_PASSWORD, without showing it", () => {
    const text = startupBox({ ...facts, admin: { username: "chefin" } }).join("\n");
    expect(text).toContain("Passwort aus ADMIN_PASSWORD");
    expect(text).toMatch(/Benutzer +chefin/);
  });

  it("names a PostgreSQL server and database without user or password", () => {
    const named = databaseInUse({
      databaseUrl: "postgres://spreehaus:geheim@db.intern:6543/makler",
      dataDir: "./data",
    });
    expect(named).toBe("PostgreSQL-Server db.intern:6543, Datenbank makler");
    expect(databaseInUse({ databaseUrl: "postgres:///makler?host=/run/postgresql", dataDir: "./data" })).toBe(
      "PostgreSQL-Server /run/postgresql, Datenbank makler",
    );
    expect(databaseInUse({ databaseUrl: "kein url", dataDir: "./data" })).toBe("PostgreSQL-Server aus DATABASE_URL");
  });

  it("names the SMTP server without its credentials", () => {
    expect(mailMode("smtp://makler:geheim@mail.example.de:587")).toBe("SMTP über mail.example.de:587");
    expect(mailMode("smtps://makler:geheim@mail.example.de")).toBe("SMTP über mail.example.de:465");
  });
});
