import { afterAll, afterEach, beforeAll } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { adminApi, apiClient, type AdminApi, type ApiClient } from "./api";
import { connectBrowser, newPage, type Theme, type Width } from "./browser";
import { ADMIN_PASSWORD, ADMIN_USERNAME, startTestServer, type TestServer } from "./server";

/** localStorage key of the admin area's theme (client/src/components/theme/theme.ts). */
export const ADMIN_THEME_KEY = "admin-ui-theme";

type ServerOptions = Parameters<typeof startTestServer>[1];

export type OpenOptions = {
  width?: Width;
  theme?: Theme;
  /** Another server of this file (from `suite.startServer`); the file's own server by default. */
  server?: TestServer;
  /** The screen's pixel ratio (1 by default). */
  scale?: number;
  /** Navigate there before returning the page. */
  path?: string;
};

export type BrowserSuite = {
  server: TestServer;
  browser: Browser;
  /** The admin's API client (signed in), for test data. */
  admin: AdminApi;
  /**
   * A fresh page in its own context (cookies, storage), phone (375) or desktop (1280) wide; `theme`
   * presets the site's and the admin area's theme. Closed after the test at the latest.
   */
  open(options?: OpenOptions): Promise<Page>;
  /** A fresh page signed in as the admin, at `path` with its h1 shown. */
  openSignedIn(path: string, options?: Omit<OpenOptions, "path">): Promise<Page>;
  /** Signs a page's context in as the admin without the login form. */
  signIn(page: Page, server?: TestServer, credentials?: { username: string; password: string }): Promise<void>;
  /** An API client without a session, as a visitor's browser would send requests. */
  visitor(server?: TestServer): ApiClient;
  /** A PNG that Chromium paints from `html` at the given size (stand-ins for photos and scans). */
  paint(html: string, size: { width: number; height: number }): Promise<Buffer>;
  /** A further server with other settings, stopped with the file's own. */
  startServer(...args: Parameters<typeof startTestServer>): Promise<TestServer>;
};

/**
 * The one harness of every browser journey: the file's own server (free port, private database),
 * the shared Chromium, the admin's API client, and pages that are closed after each test even when
 * it fails. Test data goes into the file's own beforeAll, which vitest runs after this one:
 * `const suite = useBrowserSuite();` then `await suite.open({ path: "/" })`. `env` overrides single
 * server settings, e.g. `{ RATE_LIMIT_LOGIN: "2" }`.
 */
export function useBrowserSuite(
  env: Record<string, string> = {},
  /** Server options, or a function for those known only in an earlier beforeAll (a fixture server). */
  serverOptions: ServerOptions | (() => ServerOptions) = {},
): BrowserSuite {
  const servers: TestServer[] = [];
  const contexts = new Set<BrowserContext>();
  let browser: Browser | undefined;
  let server: TestServer | undefined;
  let admin: AdminApi | undefined;

  const required = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} ist erst in beforeAll/it verfügbar`);
    return value;
  };

  const signIn: BrowserSuite["signIn"] = async (
    page,
    target = suite.server,
    credentials = { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
  ) => {
    // page.request shares the context's cookies: the next page.goto("/admin/…") is signed in.
    const response = await page.request.post(new URL("/api/auth/login", target.baseUrl).toString(), {
      data: credentials,
      headers: { Origin: target.baseUrl },
    });
    if (!response.ok()) throw new Error(`Anmeldung fehlgeschlagen: ${response.status()} ${await response.text()}`);
  };

  const open: BrowserSuite["open"] = async ({ width, theme, scale, server: target = suite.server, path } = {}) => {
    const page = await newPage(suite.browser, { width, theme, scale, baseUrl: target.baseUrl });
    if (theme) await presetAdminTheme(page, theme);
    const context = page.context();
    contexts.add(context);
    context.once("close", () => contexts.delete(context));
    if (path) await page.goto(path);
    return page;
  };

  const suite: BrowserSuite = {
    get server() {
      return required(server, "suite.server");
    },
    get browser() {
      return required(browser, "suite.browser");
    },
    get admin() {
      return required(admin, "suite.admin");
    },
    open,
    signIn,
    async openSignedIn(path, options = {}) {
      const page = await open(options);
      await signIn(page, options.server);
      await page.goto(path);
      await page.locator("h1").first().waitFor();
      return page;
    },
    visitor: (target = suite.server) => apiClient(target.baseUrl),
    async paint(html, { width, height }) {
      const page = await open({});
      await page.setViewportSize({ width, height });
      await page.setContent(html);
      const png = await page.screenshot({ type: "png" });
      await page.context().close();
      return png;
    },
    async startServer(...args) {
      const extra = await startTestServer(...args);
      servers.push(extra);
      return extra;
    },
  };

  beforeAll(async () => {
    const options = typeof serverOptions === "function" ? serverOptions() : serverOptions;
    [server, browser] = await Promise.all([startTestServer(env, options), connectBrowser()]);
    admin = await adminApi(server.baseUrl);
  });
  afterEach(async () => {
    await Promise.all([...contexts].map((context) => context.close().catch(() => {})));
    contexts.clear();
  });
  afterAll(async () => {
    try {
      await browser?.close();
    } finally {
      await Promise.all([server?.stop(), ...servers.map((s) => s.stop())]);
    }
  });
  return suite;
}

/** Presets the admin theme (unless the journey already chose one), like the site theme in newPage. */
async function presetAdminTheme(page: Page, theme: Theme) {
  await page.context().addInitScript(
    ([key, value]) => {
      try {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      } catch {
        // about:blank has no localStorage.
      }
    },
    [ADMIN_THEME_KEY, theme] as const,
  );
}
