import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

// Helpers for what journeys do on a page; the page itself comes from useBrowserSuite (suite.ts).

/** The path and query string the page is at now ("/admin/login?next=%2Fadmin"). */
export const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** The open toasts (one at a time), optionally only those of one variant. */
export const openToast = (page: Page, variant?: "default" | "destructive") =>
  page.locator(variant ? `li[data-variant="${variant}"][data-state=open]` : "li[data-variant][data-state=open]");

/** Waits until an open toast shows this title (and description, when given). */
export async function expectToast(page: Page, title: string, description?: string) {
  let toast = openToast(page).filter({ hasText: title });
  if (description !== undefined) toast = toast.filter({ hasText: description });
  await toast.first().waitFor({ timeout: 10_000 });
}

/** A tab by the start of its name (tabs may add a count or "(enthält Fehler)"). */
export const tab = (page: Page, name: string) => page.getByRole("tab", { name: new RegExp(`^${escape(name)}`) });

/** The visible tab panel. */
export const tabPanel = (page: Page) => page.getByRole("tabpanel");

/** A text field by its exact label. */
export const textbox = (page: Page, label: string) => page.getByRole("textbox", { name: label, exact: true });

/** Fills text fields by their exact labels, in the given order. */
export async function fillForm(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await textbox(page, label).fill(value);
}

/** The error text a control points to with aria-describedby (FormField's "…-error" element). */
export async function fieldError(control: Locator): Promise<string> {
  return control.evaluate((el) =>
    (el.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter((id) => id.endsWith("-error"))
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );
}

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
