import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { migratedTemplate } from "../db/migrated-template";
import { createServerTemplate, dropServerDatabase } from "./server-template";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated, empty embedded database (see test-database.ts); absent on a database server. */
    pgliteTemplatePath?: string;
    /** A migrated, empty database on the server of TEST_DATABASE_URL that test files copy; absent on PGlite. */
    serverTemplateName?: string;
  }
}

/**
 * Once per run: the migrated database every test file starts from a copy of, instead of creating
 * and migrating its own (seconds per file on this machine). For PGlite a file holding the database;
 * on a PostgreSQL server a template database (CREATE DATABASE … TEMPLATE copies it in milliseconds).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `spreehaus_template_${randomBytes(6).toString("hex")}`;
    await createServerTemplate(serverUrl, name);
    project.provide("serverTemplateName", name);
    return () => dropServerDatabase(serverUrl, name);
  }
  const folder = mkdtempSync(join(tmpdir(), "spreehaus-template-"));
  const path = join(folder, "migrated.tar");
  writeFileSync(path, Buffer.from(await (await migratedTemplate()).arrayBuffer()));
  project.provide("pgliteTemplatePath", path);
  return () => rmSync(folder, { recursive: true, force: true });
}
