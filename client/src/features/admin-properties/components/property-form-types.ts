import type { UseFormReturn } from "react-hook-form";
import type { PropertyInput } from "@shared/validation/property";
import type { PropertyFormValues } from "../lib/property-form";

export type PropertyFormApi = UseFormReturn<PropertyFormValues, unknown, PropertyInput>;

/** Props of the field groups of one section. */
export type PropertyFormFields = { form: PropertyFormApi };
