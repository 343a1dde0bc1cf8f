import { useCallback } from "react";
import { toast } from "@/components/ui/use-toast";
import { fetchDocument } from "../api/fetch-document";
import { documentFileName } from "../lib/document-kind";
import { saveFile } from "@/lib/save-file";

const copy = {
  failedTitle: "Download-Link nicht verfügbar",
  failedText: "Die Datei konnte nicht heruntergeladen werden.",
};

export type DownloadTarget = { url: string | null; label: string; applicantName: string; applicationId: number };

/** Saves an admin-only document under a readable name; a toast tells when that is not possible. */
export function useDownloadDocument() {
  return useCallback(async ({ url, label, applicantName, applicationId }: DownloadTarget) => {
    try {
      if (!url) throw new Error("no document");
      // Fetched again (not from the viewer's cache), so the download is in the audit trail.
      const blob = await fetchDocument(url, "download");
      saveFile(blob, documentFileName(label, applicantName, applicationId, blob.type));
    } catch {
      toast({ variant: "destructive", title: copy.failedTitle, description: copy.failedText });
    }
  }, []);
}
