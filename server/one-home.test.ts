import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_DOCUMENT_BYTES } from "@shared/validation/application";

// Rules both sides apply live once in shared/. These checks fail when a copy creeps back into the
// client or the server (a literal that should be an import).

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const code = [...sourceFiles("client/src"), ...sourceFiles("server"), ...sourceFiles("shared")]
  .filter((path) => !/\.test\.tsx?$/.test(path) && !path.startsWith("shared/"))
  .map((path) => ({ path, text: readFileSync(path, "utf8") }));

const filesMatching = (pattern: RegExp) => code.filter(({ text }) => pattern.test(text)).map(({ path }) => path);

describe("one home per rule", () => {
  it("rent prices get their suffix from the shared formatter only", () => {
    expect(filesMatching(/["'`]\s*\/(?:mo|Mo\.|Monat)["'`]|\}\s*\/(?:mo|Mo\.|Monat)`/)).toEqual([]);
  });

  it("who may apply is decided by the shared rule only", () => {
    expect(filesMatching(/transactionType\s*[!=]==\s*"rent"\s*&&[^\n]*status/)).toEqual([]);
  });

  it("the ZIP limit and its message are not spelt out again", () => {
    expect(filesMatching(/50 \* 1024 \* 1024|52_?428_?800|Die maximale Dateigröße beträgt 50 MB/)).toEqual([]);
  });

  it("the portal address is judged by the shared rule only", () => {
    expect(filesMatching(/["'`]https:\/\/www\.funda\.nl\/?["'`]|\/huur\\\//)).toEqual([]);
  });

  it("text is escaped for HTML and XML by the shared escaper only", () => {
    expect(filesMatching(/["'`]&amp;["'`]|replace\(\/&\/g/)).toEqual([]);
  });

  it("documents have one size limit on both sides", () => {
    expect(MAX_DOCUMENT_BYTES).toBe(5_242_880);
    expect(filesMatching(/5_242_880|5242880|MAX_DOCUMENT_BYTES =/)).toEqual([]);
  });
});
