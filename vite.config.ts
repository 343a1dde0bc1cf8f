import { defineConfig, type UserConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
// With their extensions: Vite is moving to load its config natively (Node strips the types), which
// needs them, and warns on every start until then.
import { themeInitScript } from "./shared/theme-init.ts";
import { entryClosure } from "./scripts/build/entry-closure.ts";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const shell = entryClosure();

const resolve = {
  alias: {
    "@": fromRoot("./client/src"),
    "@shared": fromRoot("./shared"),
  },
};

/**
 * `vite build --ssr src/app/entry-server.tsx`: the server's renderer of public pages, one folder
 * beside the client (dist/ssr), everything bundled in (React, wouter, icons), so the runtime needs
 * no dev dependency, and React's production build whatever NODE_ENV the server runs with.
 */
const serverRenderer: UserConfig = {
  root: fromRoot("./client"),
  plugins: [react()],
  resolve,
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true, target: "node" },
  build: { outDir: fromRoot("./dist/ssr"), emptyOutDir: true, copyPublicDir: false, sourcemap: true },
};

export default defineConfig(({ isSsrBuild, command }) =>
  isSsrBuild && command === "build"
    ? serverRenderer
    : {
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
        resolve,
        build: {
          outDir: fromRoot("./dist/public"),
          emptyOutDir: true,
          manifest: true,
          // Browsers follow modulepreload links themselves (Safari since 17); one that does not still
          // loads each chunk through its import, a little later. The polyfill would cost every page.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            // Everything the entry imports statically is one chunk (else about 15 small shared chunks,
            // each its own request before the first render); lazy pages import from it.
            // What public pages share beside it is one chunk of listing code, one of blog code and one of the rest.
            output: {
              codeSplitting: {
                // A group holds what its test names, not also what that imports (the listing's cards
                // import the API client, which the blog needs without the cards).
                includeDependenciesRecursively: false,
                groups: [
                  { name: "shell", test: shell.test, priority: 3 },
                  { name: "listing", test: shell.listing, priority: 2 },
                  { name: "blog", test: shell.blog, priority: 2 },
                  { name: "common", test: shell.common, priority: 1 },
                  { name: "pages", test: shell.pages, priority: 1 },
                  { name: "more", test: shell.more, priority: 1 },
                ],
              },
            },
          },
        },
      },
);
