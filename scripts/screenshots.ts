// Screenshots of the production build as people see it: every page below at 375 px and 1280 px,
// light and dark, full length, into reports/screenshots/<page>-<width>-<theme>.png (ignored by git).
// Admin pages are taken signed in. WIDTHS=320,375 and THEMES=dark take
// other widths (320 px: WCAG 1.4.10 reflow) and themes.
//   npm run build && npm run screenshots [-- home detail admin-properties]
import { mkdirSync } from "node:fs";
import { chromium, type Page } from "playwright-core";
import { launchOptions } from "../e2e/support/chromium";
import { signIn, startProductionApp } from "./lib/production-app";

const widths = process.env.WIDTHS ? process.env.WIDTHS.split(",").map(Number) : [375, 1280];
const themes = (process.env.THEMES?.split(",") ?? ["light", "dark"]) as ("light" | "dark")[];
const outDir = "reports/screenshots";

const app = await startProductionApp();
const allPages: Record<string, string> = {
  ...app.pages,
  contact: "/contact",
  services: "/services",
  "about-us": "/about-us",
  blog: "/blog",
  favorites: "/favorites",
  legal: "/legal",
  "not-found": "/gibt-es-nicht",
  "admin-dashboard": "/admin",
  "admin-properties": "/admin/properties",
  "admin-property-new": "/admin/properties/new",
  "admin-property-edit": `/admin${app.pages.detail}`,
  "admin-applications": "/admin/applications",
  "admin-blog": "/admin/blog",
  "admin-import": "/admin/import",
  "admin-accounts": "/admin/accounts",
  "admin-audit": "/admin/audit",
  "admin-password": "/admin/password",
  "admin-system": "/admin/system",
};
const only = process.argv.slice(2);
const pages = Object.entries(allPages).filter(([name]) => only.length === 0 || only.includes(name));
const cookie = (await signIn(app.base)).split("=");

/** Scrolls through the page so lazy images load (a full-page screenshot does not scroll), then back up. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}

const browser = await chromium.launch(launchOptions);
mkdirSync(outDir, { recursive: true });
try {
  for (const width of widths) {
    for (const theme of themes) {
      const context = await browser.newContext({
        viewport: { width, height: width < 1024 ? 812 : 800 },
        locale: "de-DE",
        colorScheme: theme,
      });
      await context.addCookies([{ name: cookie[0], value: cookie.slice(1).join("="), url: app.base }]);
      const page = await context.newPage();
      for (const [name, path] of pages) {
        await page.goto(`${app.base}${path}`, { waitUntil: "networkidle" });
        await loadLazyImages(page);
        const file = `${outDir}/${name}-${width}-${theme}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app.stop();
}
