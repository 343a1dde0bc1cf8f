import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { themeInitScript } from "./shared/theme-init";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot("./client"),
  plugins: [
    react(),
    tailwindcss(),
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
  },
});
