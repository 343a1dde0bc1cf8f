import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Reads the production build that `npm run test:e2e` just made (or E2E_CLIENT_DIR).
const root = process.env.E2E_CLIENT_DIR ?? fileURLToPath(new URL("../dist/public", import.meta.url));
type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
const manifest: Record<string, Chunk> = JSON.parse(readFileSync(`${root}/.vite/manifest.json`, "utf8"));

/** A chunk and every chunk it imports statically (and, with `lazy`, also dynamically), with their code. */
function chunksFrom(start: string, { lazy = false } = {}): { key: string; code: string }[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    (manifest[key].imports ?? []).forEach(visit);
    if (lazy) (manifest[key].dynamicImports ?? []).forEach(visit);
  };
  visit(start);
  return [...seen].map((key) => ({ key, code: readFileSync(`${root}/${manifest[key].file}`, "utf8") }));
}

/** The entry chunk and everything it imports statically: what every public page loads. */
const publicEntryFiles = () => chunksFrom(Object.keys(manifest).find((key) => manifest[key].isEntry)!);

// Texts only admin screens show (toasts and labels of the admin); none may ship to visitors up front.
const adminOnlyTexts = [
  "Login fehlgeschlagen",
  "Die Immobilie wurde erfolgreich gelöscht.",
  "Bewerbungsstatus wurde auf",
  "Dokument konnte nicht geladen werden.",
  "Blogbeitrag wurde erfolgreich erstellt.",
  "Keine gültigen URLs",
  "Bitte geben Sie gültige JSON-Daten ein.",
];

describe("public entry chunk", () => {
  it("holds no admin code: no admin texts, admin app only behind a dynamic import", () => {
    const files = publicEntryFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const { key, code } of files) {
      expect(manifest[key].src ?? key).not.toMatch(/pages\/admin|features\/(admin-|auth|dashboard)/);
      for (const text of adminOnlyTexts) expect(code.includes(text), `${text} in ${manifest[key].file}`).toBe(false);
    }
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    expect(entry.dynamicImports).toContain("src/pages/admin/admin-app.tsx");
    // The admin texts are there, in the admin app's chunks (so the check above looks for real texts).
    const adminCode = chunksFrom("src/pages/admin/admin-app.tsx", { lazy: true })
      .map((chunk) => chunk.code)
      .join("\n");
    for (const text of adminOnlyTexts) expect(adminCode, text).toContain(text);
  });
});
