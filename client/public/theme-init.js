// Applies the stored theme before first paint (loaded by a blocking <script src> in index.html:
// the production CSP forbids inline scripts). Mirrors client/src/components/theme/theme.ts:
// keys "ui-theme" (public site) and "admin-ui-theme" (/admin), values light | dark | system.
(function () {
  var key = /^\/admin(\/|$)/.test(location.pathname) ? "admin-ui-theme" : "ui-theme";
  var stored = null;
  try {
    stored = localStorage.getItem(key);
  } catch (e) {
    // Storage blocked (privacy mode): follow the system setting.
  }
  var theme = stored === "light" || stored === "dark" ? stored : "system";
  var dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
})();
