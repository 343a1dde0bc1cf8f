// Applies the stored colour scheme before the first paint. Inlined into index.html's <head> by a
// Vite plugin (vite.config.ts) and allowed by its hash in the production CSP (server/http/security.ts),
// so it costs no extra request that would block rendering. Mirrors client/src/components/theme/theme.ts:
// the same storage keys, values light | dark | system.
import { ADMIN_THEME_STORAGE_KEY, PUBLIC_THEME_STORAGE_KEY } from "./browser-storage.ts";

export const themeInitScript = `(function () {
  var key = /^\\/admin(\\/|$)/.test(location.pathname) ? ${JSON.stringify(ADMIN_THEME_STORAGE_KEY)} : ${JSON.stringify(PUBLIC_THEME_STORAGE_KEY)};
  var stored = null;
  try { stored = localStorage.getItem(key); } catch (e) { /* storage blocked: follow the system */ }
  var theme = stored === "light" || stored === "dark" ? stored : "system";
  var dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
})();`;
