import { useWatch } from "react-hook-form";
import type { PropertyFormApi } from "../components/property-form-types";
import { moveItem, removeItem, type ImageListKind } from "../lib/image-list";
import { useImageUploads } from "./use-image-uploads";

/** One picture list of the form (photos, first = main image; or floor plans): order, remove, add by upload or URL. */
export function usePropertyImages(form: PropertyFormApi, kind: ImageListKind) {
  const images = useWatch({ control: form.control, name: kind.field }) ?? [];

  const setImages = (next: string[]) =>
    form.setValue(kind.field, next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  // getValues, not the rendered list: uploads finish later, after other changes may have happened.
  const current = () => form.getValues(kind.field) ?? [];

  const uploads = useImageUploads({
    count: images.length,
    kind,
    onAdd: (dataUrls) => setImages([...current(), ...dataUrls]),
  });

  return {
    kind,
    images,
    uploads,
    move: (from: number, to: number) => setImages(moveItem(current(), from, to)),
    remove: (index: number) => setImages(removeItem(current(), index)),
    addUrl: (url: string) => setImages([...current(), url.trim()]),
  };
}

export type PropertyImages = ReturnType<typeof usePropertyImages>;
