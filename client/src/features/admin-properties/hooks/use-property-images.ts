import { useWatch, type UseFormReturn } from "react-hook-form";
import type { PropertyFormOutput, PropertyFormValues } from "../lib/property-form";
import { moveItem, removeItem } from "../lib/image-list";
import { useImageUploads } from "./use-image-uploads";

/** The form's image list: order (first = main image), remove, add by upload or URL. */
export function usePropertyImages(form: UseFormReturn<PropertyFormValues, unknown, PropertyFormOutput>) {
  const images = useWatch({ control: form.control, name: "images" }) ?? [];

  const setImages = (next: string[]) =>
    form.setValue("images", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  // getValues, not the rendered list: uploads finish later, after other changes may have happened.
  const current = () => form.getValues("images") ?? [];

  const uploads = useImageUploads({
    count: images.length,
    onAdd: (dataUrls) => setImages([...current(), ...dataUrls]),
  });

  return {
    images,
    uploads,
    move: (from: number, to: number) => setImages(moveItem(current(), from, to)),
    remove: (index: number) => setImages(removeItem(current(), index)),
    addUrl: (url: string) => setImages([...current(), url.trim()]),
  };
}

export type PropertyImages = ReturnType<typeof usePropertyImages>;
