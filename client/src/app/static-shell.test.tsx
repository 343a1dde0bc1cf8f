// @vitest-environment jsdom
// index.html paints the header's logo before the JavaScript has run; the app's first render then
// puts its own header in the same place. The two must look alike, or the page would jump.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BrandLogo } from "@/components/layout/brand-logo";

const indexHtml = readFileSync(resolve(process.cwd(), "client/index.html"), "utf8");

/** Markup as the browser reads it, whitespace between tags and runs of spaces made alike. */
const normalized = (html: string) => {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.innerHTML.replace(/\s+/g, " ").replace(/> </g, "><").replace(/ >/g, ">").trim();
};

describe("the static shell in index.html", () => {
  const page = new DOMParser().parseFromString(indexHtml, "text/html");
  const shell = page.querySelector("#root [data-static-shell]");

  it("shows the logo exactly as the app's header renders it", () => {
    expect(shell).not.toBeNull();
    expect(normalized(shell!.querySelector("a")!.outerHTML)).toBe(normalized(renderToStaticMarkup(<BrandLogo />)));
  });

  it("keeps the accessible name 'Spreehaus Immobilien' and links home without JavaScript", () => {
    const link = shell!.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/");
    expect(link.textContent!.replace(/\s+/g, " ").trim()).toBe("Spreehaus Immobilien");
  });
});
