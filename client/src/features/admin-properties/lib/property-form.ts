import type { FieldErrors } from "react-hook-form";
import type { propertyInputSchema } from "@shared/validation/property";
import type { z } from "zod";
import type { Property } from "@shared/contracts/properties";

/** What the form holds (before zod's parsing) and what it sends (after). */
export type PropertyFormValues = z.input<typeof propertyInputSchema>;
export type PropertyFormOutput = z.output<typeof propertyInputSchema>;

/** What the form of a new property starts with. */
export const propertyFormDefaults: PropertyFormValues = {
  title: "",
  type: "apartment",
  transactionType: "rent",
  price: 0,
  size: 0,
  rooms: 1,
  address: "",
  city: "",
  description: "",
  images: [],
  status: "active",
  isHighlight: false,
};

/** The form values of a stored property. */
export function toFormValues(property: Property): PropertyFormValues {
  const { title, type, transactionType, price, size, rooms, address, city, description, images, status, isHighlight } =
    property;
  return {
    title,
    type,
    transactionType,
    price,
    size,
    rooms,
    address,
    city,
    description,
    images: [...images],
    status,
    isHighlight,
  };
}

export const propertyFormTabs = ["general", "details", "images"] as const;
export type PropertyFormTab = (typeof propertyFormTabs)[number];

/** Which tab shows which field, in the order the fields appear. */
export const fieldsByTab: Record<PropertyFormTab, readonly (keyof PropertyFormValues)[]> = {
  general: ["title", "type", "transactionType", "price", "status", "isHighlight"],
  details: ["size", "rooms", "address", "city", "description"],
  images: ["images"],
};

/** The tabs that hold at least one error (also for server errors on "images.3"). */
export function tabsWithErrors(errors: FieldErrors<PropertyFormValues>): PropertyFormTab[] {
  const fields = Object.keys(errors).map((path) => path.split(".")[0]);
  return propertyFormTabs.filter((tab) => fieldsByTab[tab].some((field) => fields.includes(field)));
}

/** The first field with an error, in the order of the tabs and fields (to open its tab and focus it). */
export function firstErrorField(
  errors: FieldErrors<PropertyFormValues>,
): { tab: PropertyFormTab; field: keyof PropertyFormValues } | undefined {
  for (const tab of propertyFormTabs) {
    const field = fieldsByTab[tab].find((name) => errors[name] !== undefined);
    if (field) return { tab, field };
  }
  return undefined;
}
