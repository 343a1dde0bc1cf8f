import type { UseFormReturn } from "react-hook-form";
import type { PropertyFormOutput, PropertyFormValues } from "../lib/property-form";

export type PropertyFormApi = UseFormReturn<PropertyFormValues, unknown, PropertyFormOutput>;

/** Props of the field groups of one tab. */
export type PropertyFormFields = { form: PropertyFormApi };
