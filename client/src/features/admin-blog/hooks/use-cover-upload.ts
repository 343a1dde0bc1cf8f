import { useState } from "react";
import { resizeImage } from "@/lib/resize-image";

export const coverUploadErrors = {
  type: "Ungültiges Format",
  typeHint: "Bitte wählen Sie eine Bilddatei (JPEG, PNG, WebP oder GIF).",
  read: "Das Bild konnte nicht gelesen werden. Bitte versuchen Sie eine andere Datei.",
};

/**
 * A chosen cover file becomes a web-sized JPEG data URL (at most 1200 px, quality 0.85, like the
 * property photos); the server stores it as a media file.
 */
export function useCoverUpload(onDone: (dataUrl: string) => void) {
  const [state, setState] = useState<{ status: "idle" | "reading" } | { status: "error"; message: string }>({
    status: "idle",
  });

  async function upload(file: File) {
    if (!file.type.startsWith("image/")) {
      setState({ status: "error", message: `${coverUploadErrors.type}: ${coverUploadErrors.typeHint}` });
      return;
    }
    setState({ status: "reading" });
    try {
      onDone(await resizeImage(file));
      setState({ status: "idle" });
    } catch {
      setState({ status: "error", message: coverUploadErrors.read });
    }
  }

  return { state, upload, clearError: () => setState({ status: "idle" }) };
}
