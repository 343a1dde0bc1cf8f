import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
// With their extensions: Vite is moving to load its config natively (Node strips the types), which
// needs them, and warns on every start until then.
import { themeInitScript } from "./shared/theme-init.ts";
import { entryClosure } from "./scripts/build/entry-closure.ts";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const shell = entryClosure();

export default defineConfig({
  root: fromRoot("./client"),
  plugins: [
    react(),
    tailwindcss(),
    shell.plugin,
    {
      name: "inline-theme-init",
      transformIndexHtml: () => [{ tag: "script", children: themeInitScript, injectTo: "head" }],
    },
  ],
  resolve: {
    alias: {
      "@": fromRoot("./client/src"),
      "@shared": fromRoot("./shared"),
    },
  },
  build: {
    outDir: fromRoot("./dist/public"),
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      // Everything the entry imports statically is one chunk (else about 15 small shared chunks,
      // each its own request before the first render); lazy pages import from it.
      output: { codeSplitting: { groups: [{ name: "shell", test: shell.test }] } },
    },
  },
});
