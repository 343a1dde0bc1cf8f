import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from the one schema in shared/. No database connection is needed.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema/index.ts",
  out: "./migrations",
});
