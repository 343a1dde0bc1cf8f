import { describe, expect, it } from "vitest";
import { propertyStatuses, transactionTypes } from "@shared/enums";
import { MAX_DOCUMENT_BYTES } from "@shared/validation/application";
import { MAX_ZIP_BYTES } from "@shared/validation/zip-upload";
import { appSources, decisionsOf, importsOf, numbersOf, textsOf } from "./test/source-scan";

// Rules both sides apply live once in shared/. These checks fail when a copy creeps back into the
// client or the server. They read the code as syntax (source-scan.ts), not as one spelling: a
// copy is found by what it says (the words of every string, however spaced, quoted or escaped),
// by what it computes (5 * 1024 * 1024 is 5_242_880) or by what it decides on (a listing's
// transaction type and status), and the modules that apply a rule must import its home.

/** The modules in which some text satisfies `matches`, except those named with a reason. */
const filesSaying = (
  matches: (text: string) => boolean,
  { except = {}, logicOnly = false }: { except?: Record<string, string>; logicOnly?: boolean } = {},
) =>
  appSources
    .filter(({ path, tree }) => !(path in except) && textsOf(tree, { logicOnly }).some(matches))
    .map(({ path }) => path);

/** The modules that compute `value` from literals, except those named with a reason. */
const filesComputing = (value: number, except: Record<string, string> = {}) =>
  appSources.filter(({ path, tree }) => !(path in except) && numbersOf(tree).includes(value)).map(({ path }) => path);

const importing = (path: string) => importsOf(appSources.find((source) => source.path === path)!.tree);

describe("one home per rule", () => {
  it("rent prices get their suffix from the shared formatter only", () => {
    // A per-month unit however written: "/Monat", " / Monat", "/Mo.", "€ mtl.", "€ p. m.".
    const perMonth = (text: string) => /\/(monat|mo|mtl)\b|€(mtl|p\.?m)\b/.test(text);
    expect(
      filesSaying(perMonth, {
        except: {
          "client/src/features/admin-applications/lib/application-sections.ts": "an applicant's net income, not a rent",
        },
      }),
    ).toEqual([]);
  });

  it("who may apply is decided by the shared rule only", () => {
    // A function deciding on both a listing's transaction type and its status is that rule again,
    // however its conditions are written; these decide something else with the same two fields.
    const otherRules: Record<string, string> = {
      "client/src/features/properties/components/property-card.tsx": "the offer's and the reservation's badges",
      "server/seo/listing-json-ld.ts": "schema.org's offer type and availability",
    };
    const copies = appSources.flatMap(({ path, tree }) =>
      (path in otherRules ? [] : decisionsOf(tree))
        .filter(
          ({ decisions }) =>
            transactionTypes.some((value) => decisions.has(`transactionType=${value}`)) &&
            propertyStatuses.some((value) => decisions.has(`status=${value}`)),
        )
        .map(({ line }) => `${path}:${line}`),
    );
    expect(copies).toEqual([]);
    // And the three places that ask it, ask the shared rule.
    const deciders = [
      "server/applications/applications.service.ts",
      "client/src/pages/public/application.tsx",
      "client/src/features/properties/components/property-detail/property-price-box.tsx",
    ];
    const home = /^@shared\/validation\/application(-availability)?$/;
    expect(deciders.filter((path) => !importing(path).some((module) => home.test(module)))).toEqual([]);
  });

  it("the ZIP limit and its message are not spelt out again", () => {
    expect(MAX_ZIP_BYTES).toBe(52_428_800);
    expect(filesComputing(MAX_ZIP_BYTES)).toEqual([]);
    expect(filesSaying((text) => /(^|\D)50(mb|megabyte)/.test(text))).toEqual([]);
  });

  it("the portal address is judged by the shared rule only", () => {
    // Logic only: the scraper's page may name the portal to people.
    expect(filesSaying((text) => /funda\.nl|\/(huur|koop)\b/.test(text), { logicOnly: true })).toEqual([]);
  });

  it("text is escaped for HTML and XML by the shared escaper only", () => {
    // An escaper, however written, turns "&" into "&amp;" (or "&#38;").
    const escapes = (text: string) => text.includes("&amp;") || text.includes("&#38;");
    expect(
      filesSaying(escapes, { except: { "shared/escape-markup.ts": "the escaper itself" }, logicOnly: true }),
    ).toEqual([]);
  });

  it("documents have one size limit on both sides", () => {
    expect(MAX_DOCUMENT_BYTES).toBe(5_242_880);
    expect(
      filesComputing(MAX_DOCUMENT_BYTES, {
        "server/media/file-types.ts": "the limit of a photo, a rule of its own that is also 5 MB",
      }),
    ).toEqual([]);
  });
});
