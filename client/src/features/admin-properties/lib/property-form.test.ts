import { describe, expect, it } from "vitest";
import { propertyInputSchema } from "@shared/validation/property";
import { firstErrorField, propertyFormDefaults, tabsWithErrors, toFormValues } from "./property-form";

describe("propertyFormDefaults", () => {
  it("start a new property active, for rent, without images, and fail validation with the German messages until filled in", () => {
    expect(propertyFormDefaults).toMatchObject({
      type: "apartment",
      transactionType: "rent",
      price: 0,
      size: 0,
      rooms: 1,
      status: "active",
      isHighlight: false,
      images: [],
    });
    const result = propertyInputSchema.safeParse(propertyFormDefaults);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      title: "Titel muss mindestens 5 Zeichen enthalten",
      price: "Preis muss angegeben werden",
      size: "Größe muss angegeben werden",
      address: "Adresse muss angegeben werden",
      city: "Stadt muss angegeben werden",
      description: "Beschreibung muss mindestens 20 Zeichen enthalten",
    });
  });

  it("accept half rooms and reject other fractions", () => {
    const valid = {
      ...propertyFormDefaults,
      title: "Helle Wohnung",
      price: 900,
      size: 50,
      address: "Torstraße 1",
      city: "Berlin",
      description: "Eine schöne, helle Wohnung in Mitte.",
    };
    expect(propertyInputSchema.safeParse({ ...valid, rooms: 2.5 }).success).toBe(true);
    expect(propertyInputSchema.safeParse({ ...valid, rooms: 2.3 }).success).toBe(false);
    expect(propertyInputSchema.safeParse({ ...valid, rooms: Number.NaN }).error?.issues[0].message).toBe(
      "Anzahl der Zimmer muss angegeben werden",
    );
  });
});

describe("toFormValues", () => {
  it("takes the editable fields of a stored property", () => {
    const editable = {
      title: "Loft",
      type: "new" as const,
      transactionType: "buy" as const,
      price: 1,
      size: 2,
      rooms: 3.5,
      address: "a",
      city: "b",
      description: "c",
      images: ["/media/Xk3v9QwZr1Lm8PqT2sYb01"],
      status: "hidden" as const,
      isHighlight: true,
    };
    expect(toFormValues({ id: 7, ...editable, createdAt: "x", updatedAt: "y" })).toEqual(editable);
  });
});

describe("tabs with errors", () => {
  it("names each tab that holds an error", () => {
    expect(tabsWithErrors({ title: { type: "too_small" }, description: { type: "too_small" } })).toEqual([
      "general",
      "details",
    ]);
    expect(tabsWithErrors({ "images.2": { type: "server" } } as never)).toEqual(["images"]);
    expect(tabsWithErrors({})).toEqual([]);
  });

  it("finds the first field in form order", () => {
    expect(firstErrorField({ city: { type: "x" }, price: { type: "x" } })).toEqual({ tab: "general", field: "price" });
    expect(firstErrorField({ images: { type: "x" } })).toEqual({ tab: "images", field: "images" });
    expect(firstErrorField({})).toBeUndefined();
  });
});
