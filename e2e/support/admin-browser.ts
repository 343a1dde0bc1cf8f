import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { newPage, type Theme, type Width } from "./browser";
import { ADMIN_PASSWORD, ADMIN_USERNAME } from "./server";

/** localStorage key of the admin area's theme (client/src/components/theme/theme.ts). */
export const ADMIN_THEME_KEY = "admin-ui-theme";

/**
 * Signs the page's browser context in as the admin without the login form: the login request goes
 * through page.request, which shares the context's cookies, so the next page.goto("/admin/…") is
 * signed in. Use the login form only where the form itself is under test.
 */
export async function signInBrowser(
  page: Page,
  baseUrl: string,
  credentials = { username: ADMIN_USERNAME, password: ADMIN_PASSWORD },
) {
  const response = await page.request.post(new URL("/api/auth/login", baseUrl).toString(), {
    data: credentials,
    headers: { Origin: new URL(baseUrl).origin },
  });
  if (!response.ok()) throw new Error(`Anmeldung fehlgeschlagen: ${response.status()} ${await response.text()}`);
}

/**
 * A fresh page for the admin area (own context) at phone or desktop width; `theme` presets the admin
 * theme ("admin-ui-theme") as well as the system colour scheme, unless the journey already chose one.
 */
export async function newAdminPage(
  browser: Browser,
  options: { width?: Width; theme?: Theme; baseUrl: string },
): Promise<Page> {
  const page = await newPage(browser, options);
  if (options.theme) {
    await page.context().addInitScript(
      ([key, theme]) => {
        try {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, theme);
        } catch {
          // about:blank has no localStorage.
        }
      },
      [ADMIN_THEME_KEY, options.theme] as const,
    );
  }
  return page;
}

/** A signed-in admin page, already open at `path` (e.g. "/admin/properties") with its h1 shown. */
export async function openSignedIn(
  browser: Browser,
  baseUrl: string,
  path: string,
  options: { width?: Width; theme?: Theme } = {},
): Promise<Page> {
  const page = await newAdminPage(browser, { ...options, baseUrl });
  await signInBrowser(page, baseUrl);
  await page.goto(path);
  await page.locator("h1").first().waitFor();
  return page;
}

/** Waits until an open toast shows this title (and description, when given). */
export async function expectToast(page: Page, title: string, description?: string) {
  let toast = page.locator("li[data-state=open]").filter({ hasText: title });
  if (description !== undefined) toast = toast.filter({ hasText: description });
  await toast.first().waitFor({ timeout: 10_000 });
}

/** The path and query string the page is at now ("/admin/login?next=%2Fadmin"). */
export const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** A PNG drawn in the page's canvas (gradient and shapes, so it is not trivially small). */
export async function drawPng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext("2d")!;
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, "#123a52");
      gradient.addColorStop(1, "#dd9a5e");
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      context.fillStyle = "#faf8f4";
      for (let i = 0; i < 40; i++) context.fillRect((i * 97) % w, (i * 61) % h, 40 + i, 30 + i);
      return canvas.toDataURL("image/png");
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.split(",")[1], "base64");
}

/** Width and height from a JPEG's start-of-frame marker. */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error(`Kein JPEG-Marker bei ${offset}`);
    const marker = bytes[offset + 1];
    const length = bytes.readUInt16BE(offset + 2);
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isStartOfFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  throw new Error("Kein SOF-Marker gefunden");
}
