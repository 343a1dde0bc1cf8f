import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import {
  countOf,
  imageLimitMessage,
  remainingImageSlots,
  splitImageFiles,
  type ImageListKind,
} from "../lib/image-list";
import { resizeImage } from "@/lib/resize-image";

export type UploadStatus = "idle" | "uploading" | "success" | "error";
export type UploadState = { status: UploadStatus; message?: string };

/**
 * Turns chosen files into web-sized JPEG data URLs and hands them to `onAdd`. Refuses non-images
 * ('Ungültiges Format') and selections beyond the list's limit ('Limit erreicht'). The files are
 * sent with the property when it is saved.
 */
export function useImageUploads({
  count,
  onAdd,
  kind,
}: {
  count: number;
  onAdd: (dataUrls: string[]) => void;
  kind: ImageListKind;
}) {
  const [state, setState] = useState<UploadState>({ status: "idle" });

  async function addFiles(selected: readonly File[]) {
    if (selected.length === 0) return;
    const { images: files, rejected } = splitImageFiles(selected);
    if (rejected.length > 0) {
      toast({
        variant: "destructive",
        title: "Ungültiges Format",
        description: `${rejected.map((file) => `„${file.name}“`).join(", ")}: Bitte wählen Sie nur Bilddateien (z. B. JPEG, PNG oder WebP).`,
      });
    }
    if (files.length === 0) return;
    const remaining = remainingImageSlots(count, kind);
    if (files.length > remaining) {
      toast({ variant: "destructive", title: "Limit erreicht", description: imageLimitMessage(remaining, kind) });
      return;
    }

    setState({
      status: "uploading",
      message: `${countOf(files.length, kind)} ${files.length === 1 ? "wird" : "werden"} verarbeitet...`,
    });
    const added: string[] = [];
    const failed: string[] = [];
    // One after the other: ten full-size photos decoded at once can exhaust a phone's memory.
    for (const file of files) {
      try {
        added.push(await resizeImage(file));
      } catch {
        failed.push(file.name);
      }
    }
    if (added.length > 0) onAdd(added);
    setState(
      failed.length > 0
        ? {
            status: "error",
            message: `Nicht lesbar: ${failed.map((name) => `„${name}“`).join(", ")}. Bitte verwenden Sie JPEG, PNG, WebP oder GIF.`,
          }
        : {
            status: "success",
            message: `${countOf(added.length, kind)} hinzugefügt. Sie werden beim Speichern hochgeladen.`,
          },
    );
  }

  return { state, addFiles };
}
