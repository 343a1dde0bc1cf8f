import { describe, expect, it } from "vitest";
import { propertyInputSchema } from "@shared/validation/property";
import { missingForPublication } from "@shared/listing/publishing";
import { testProperty } from "@/test/property-fixture";
import { propertyFormDefaults, publishingFactsOf, toFormValues, toPropertyInput } from "./property-form";
import { firstErrorField, pathIn, sectionsWithErrors } from "./form-sections";

const stored = testProperty({ id: 7 });
const { id: _id, createdAt: _c, updatedAt: _u, totalRent: _t, ...storedFields } = stored;

describe("a new property's form", () => {
  it("fails validation with the German messages until the required fields are filled in", () => {
    const result = propertyInputSchema.safeParse(toPropertyInput(propertyFormDefaults, "draft"));
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      title: "Titel muss mindestens 5 Zeichen enthalten",
      price: "Preis muss angegeben werden",
      size: "Größe muss angegeben werden",
      rooms: "Anzahl der Zimmer muss angegeben werden",
      address: "Adresse muss angegeben werden",
      city: "Stadt muss angegeben werden",
      description: "Beschreibung muss mindestens 20 Zeichen enthalten",
    });
  });

  it("lacks the energy certificate and the Nebenkosten for publishing", () => {
    expect(missingForPublication(publishingFactsOf(propertyFormDefaults)).map((m) => m.label)).toEqual([
      "Energieausweis",
      "Nebenkosten",
    ]);
  });
});

describe("toFormValues and toPropertyInput", () => {
  it("send back every field of a stored listing unchanged (the Warmmiete stays the server's)", () => {
    const input = toPropertyInput(toFormValues(stored), "publish");
    expect(input).toEqual(storedFields);
    expect(input).not.toHaveProperty("totalRent");
    expect(propertyInputSchema.parse(input)).toEqual(storedFields);
  });

  it("save a draft as hidden and publish with the chosen public status", () => {
    const values = toFormValues(testProperty({ status: "reserved" }));
    expect(toPropertyInput(values, "draft").status).toBe("hidden");
    expect(toPropertyInput(values, "publish").status).toBe("reserved");
    expect(toPropertyInput(toFormValues(testProperty({ status: "hidden" })), "publish").status).toBe("active");
  });

  it("clear the costs that do not apply to the offer, and leave an empty object number to the server", () => {
    const values = { ...toFormValues(stored), objectNumber: " " };
    const sale = toPropertyInput({ ...values, transactionType: "buy", buyerCommission: "3,57 % inkl. MwSt." }, "draft");
    expect(sale).toMatchObject({ serviceCharges: null, heatingCosts: null, deposit: null });
    expect(sale.buyerCommission).toBe("3,57 % inkl. MwSt.");
    expect(sale.objectNumber).toBeUndefined();
    const rent = toPropertyInput({ ...values, buyerCommission: "3 %", commissionFree: true }, "draft");
    expect(rent).toMatchObject({ buyerCommission: null, commissionFree: false, serviceCharges: 240 });
  });

  it("send only the certificate's status unless one is available, and only the values of the kind of building", () => {
    const values = toFormValues(stored);
    const atViewing = { ...values.energyCertificate, status: "at_viewing" as const };
    expect(toPropertyInput({ ...values, energyCertificate: atViewing }, "draft").energyCertificate).toEqual({
      status: "at_viewing",
    });
    const office = { ...values.energyCertificate, heatValue: 95.5, electricityValue: 30 };
    expect(
      toPropertyInput({ ...values, type: "commercial", energyCertificate: office }, "draft").energyCertificate,
    ).toEqual({
      status: "available",
      type: "consumption",
      primarySource: "district_heating",
      yearBuilt: 1905,
      heatValue: 95.5,
      electricityValue: 30,
    });
    expect(
      toPropertyInput({ ...values, energyCertificate: { ...values.energyCertificate, status: "" } }, "draft"),
    ).toMatchObject({ energyCertificate: null });
  });
});

describe("publishingFactsOf", () => {
  it("counts a number still being typed as missing", () => {
    const values = toFormValues(stored);
    const typing = {
      ...values,
      serviceCharges: Number.NaN,
      energyCertificate: { ...values.energyCertificate, value: Number.NaN },
    };
    expect(missingForPublication(publishingFactsOf(values))).toEqual([]);
    expect(missingForPublication(publishingFactsOf(typing)).map((m) => m.path)).toEqual([
      "energyCertificate.value",
      "serviceCharges",
    ]);
  });
});

describe("sections with errors", () => {
  it("names each section that holds an error, nested certificate fields and image entries included", () => {
    expect(
      sectionsWithErrors({
        title: { type: "x" },
        energyCertificate: { value: { type: "x" } },
        images: [{ type: "x" }],
      } as never),
    ).toEqual(["basics", "energy", "media"]);
    expect(sectionsWithErrors({})).toEqual([]);
  });

  it("finds the first field in form order, also for the server's dotted paths", () => {
    expect(firstErrorField(pathIn(["city", "price"]))).toEqual({ section: "costs", field: "price" });
    expect(firstErrorField(pathIn(["serviceCharges", "energyCertificate.status"]))).toEqual({
      section: "costs",
      field: "serviceCharges",
    });
    expect(firstErrorField(pathIn(["images.3"]))).toEqual({ section: "media", field: "images" });
    expect(firstErrorField(pathIn(["objectNumber"]))).toEqual({ section: "publishing", field: "objectNumber" });
    expect(firstErrorField(pathIn([]))).toBeUndefined();
  });
});
