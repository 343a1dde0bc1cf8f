import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { launchOptions } from "./chromium";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, inject } from "vitest";

declare module "vitest" {
  export interface ProvidedContext {
    /** The Chromium that e2e/support/global-setup.ts started for the whole run. */
    browserEndpoint?: string;
  }
}

/** Phone (375), the narrowest phone a page must reflow on without scrolling sideways (320, WCAG 1.4.10), desktop (1280). */
export type Width = 320 | 375 | 1280;
export type Theme = "light" | "dark";

const screenshotDir = fileURLToPath(new URL("../screenshots/", import.meta.url));
const heights: Record<Width, number> = { 320: 568, 375: 812, 1280: 800 };
const errorsByPage = new WeakMap<Page, string[]>();

/** The run's shared Chromium (one launch for all files), or a browser of its own outside `vitest run`. */
export function connectBrowser(): Promise<Browser> {
  const endpoint = inject("browserEndpoint");
  return endpoint ? chromium.connect(endpoint) : chromium.launch(launchOptions);
}

/**
 * A page in its own context (fresh cookies and storage): phone (320, 375) or desktop (1280) width,
 * German locale, screen pixel ratio `scale` (1), and optionally a preset theme. With `baseUrl`,
 * `page.goto("/")` works.
 */
export async function newPage(
  browser: Browser,
  options: { width?: Width; theme?: Theme; baseUrl?: string; scale?: number } = {},
): Promise<Page> {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    viewport: { width, height: heights[width] },
    deviceScaleFactor: options.scale ?? 1,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    colorScheme: options.theme ?? "light",
    baseURL: options.baseUrl,
  });
  if (options.theme) {
    // Only when nothing is stored yet, so a theme the journey switches to survives a reload.
    await context.addInitScript((theme) => {
      try {
        if (localStorage.getItem("ui-theme") === null) localStorage.setItem("ui-theme", theme);
      } catch {
        // about:blank and data: URLs have no localStorage.
      }
    }, options.theme);
  }
  const page = await context.newPage();
  const errors: string[] = [];
  errorsByPage.set(page, errors);
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url, lineNumber } = message.location();
    errors.push(`console: ${message.text()}${url ? ` (${url}:${lineNumber})` : ""}`);
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
  waitForHydrationAfterNavigating(page);
  return page;
}

/**
 * After page.goto, reload, goBack and goForward: waits until a page the server rendered has
 * hydrated (client/src/app/app.tsx marks <html data-hydrated>) and the browser is idle, so a journey acts on React's
 * controls, as a visitor does a moment after the page appears. The HTML before hydration has
 * journeys of its own, with JavaScript off (server-rendered.e2e.ts).
 */
function waitForHydrationAfterNavigating(page: Page) {
  const hydrated = () =>
    page.waitForFunction(
      () =>
        !document.getElementById("root")?.hasAttribute("data-ssr") ||
        document.documentElement.hasAttribute("data-hydrated"),
    );
  for (const name of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        await hydrated();
        // Parts inside Suspense boundaries hydrate in slices after the root: once the browser is
        // idle, they are done.
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
        return response;
      },
    });
  }
}

/** Closes the page's context (each page from newPage has its own). */
export const closePage = (page: Page) => page.context().close();

/** Console errors and uncaught exceptions seen on this page so far. */
export const consoleErrors = (page: Page): string[] => [...(errorsByPage.get(page) ?? [])];

/** Fails listing every console error and uncaught exception, except those matching `ignore`. */
export function expectNoConsoleErrors(page: Page, ignore: RegExp[] = []): void {
  const errors = consoleErrors(page).filter((e) => !ignore.some((pattern) => pattern.test(e)));
  expect(errors, `Browser-Fehler auf ${page.url()}`).toEqual([]);
}

// Screenshots are for people to look at; they assert nothing. CI (CI=true) does not take them:
// encoding full-page PNGs is a large share of the browser's work there. E2E_SCREENSHOTS=1 takes
// them anyway, E2E_SCREENSHOTS=0 skips them locally.
const takeScreenshots = (process.env.E2E_SCREENSHOTS ?? (process.env.CI ? "0" : "1")) === "1";

/** Full-page PNG at e2e/screenshots/<name>-<width>.png (unless screenshots are off); returns the path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const path = `${screenshotDir}${name}-${page.viewportSize()?.width ?? "unknown"}.png`;
  if (!takeScreenshots) return path;
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path, fullPage: true, animations: "disabled" });
  return path;
}

/**
 * Runs axe on the current page and fails, with a readable list, on any serious or critical
 * violation. Minor and moderate ones are returned for the caller to look at.
 */
export async function checkA11y(
  page: Page,
  label: string,
  options: { exclude?: string[]; disableRules?: string[] } = {},
) {
  // Legacy mode runs axe in the page itself. The default mode collects each frame's results and
  // merges them in a blank page it opens for every scan, which doubles a scan's time; our pages
  // have no cross-origin frames of their own to look into.
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  if (blocking.length) {
    const lines = blocking.flatMap((v) => [
      `- [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
      ...v.nodes.slice(0, 5).map((n) => `    ${n.target.join(" ")}: ${summarise(n.failureSummary)}`),
      ...(v.nodes.length > 5 ? [`    … und ${v.nodes.length - 5} weitere`] : []),
    ]);
    throw new Error(
      `Barrierefreiheit (${label}, ${page.url()}): ${blocking.length} schwere Verstöße\n${lines.join("\n")}`,
    );
  }
  return results;
}

/** axe's failure summary without its "Fix any/all of the following:" headings, on one line. */
const summarise = (summary = "") =>
  summary
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("Fix "))
    .join("; ");
