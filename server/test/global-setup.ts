import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { migratedTemplate } from "../db/migrated-template";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated, empty embedded database (see test-database.ts); absent on a database server. */
    pgliteTemplatePath?: string;
  }
}

/**
 * Once per run: the migrated embedded database every test file starts from a copy of, instead of
 * creating and migrating its own (seconds per file on this machine).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const folder = mkdtempSync(join(tmpdir(), "spreehaus-template-"));
  const path = join(folder, "migrated.tar");
  writeFileSync(path, Buffer.from(await (await migratedTemplate()).arrayBuffer()));
  project.provide("pgliteTemplatePath", path);
  return () => rmSync(folder, { recursive: true, force: true });
}
