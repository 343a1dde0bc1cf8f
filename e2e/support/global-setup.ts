import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { launchOptions } from "./chromium";

/**
 * One Chromium for the whole run: every file connects to it (browser.ts, connectBrowser) and gets
 * its own contexts, so no file pays for a browser start.
 */
export default async function setup(project: TestProject) {
  const browser = await chromium.launchServer(launchOptions);
  project.provide("browserEndpoint", browser.wsEndpoint());
  return () => browser.close();
}
