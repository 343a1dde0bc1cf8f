import { afterAll, beforeAll } from "vitest";
import type { Browser } from "playwright-core";
import { startTestServer, type TestServer } from "./server";
import { launchBrowser } from "./browser";

export type BrowserSuite = { server: TestServer; browser: Browser };

/**
 * A test file's own server (free port, private database) and Chromium, started before its journeys
 * and stopped after them. Test data goes into the file's own beforeAll, which vitest runs after
 * this one: `const suite = useBrowserSuite();` then `suite.server.baseUrl`, `suite.browser`.
 */
export function useBrowserSuite(...serverArgs: Parameters<typeof startTestServer>): BrowserSuite {
  const suite = {} as BrowserSuite;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startTestServer(...serverArgs), launchBrowser()]);
  });
  afterAll(async () => {
    try {
      await suite.browser?.close();
    } finally {
      await suite.server?.stop();
    }
  });
  return suite;
}
