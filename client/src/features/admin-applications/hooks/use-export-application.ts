import { useCallback } from "react";
import { toast } from "@/components/ui/use-toast";
import { fetchDocument } from "../api/fetch-document";
import { blobToDataUrl } from "../lib/blob-to-data-url";
import { documentKind } from "../lib/document-kind";
import { buildPrintHtml, type PrintDocument } from "../lib/print-html";
import type { AdminApplication } from "@shared/contracts/applications";
import type { DocumentSlot } from "../lib/document-kind";

/** The print dialog opens 500 ms after the print view, once images are laid out. */
export const PRINT_DELAY_MS = 500;

const copy = {
  preparing: "Druckansicht wird vorbereitet...",
  blockedTitle: "Export nicht möglich",
  blockedText: "Das Fenster für die Druckansicht wurde blockiert. Bitte erlauben Sie Pop-ups für diese Seite.",
};

/**
 * Export: opens a print view of the application in a new window (synchronously, inside the
 * click, so pop-up blockers allow it), fills it with every section and the documents, then
 * calls print() after 500 ms.
 */
export function useExportApplication() {
  const loadDocument = useCallback(async (slot: DocumentSlot, url: string | null): Promise<PrintDocument> => {
    if (!url) return { slot, state: "missing" };
    try {
      const blob = await fetchDocument(url, "print");
      const kind = documentKind(blob.type);
      return kind === "image" ? { slot, state: kind, dataUrl: await blobToDataUrl(blob) } : { slot, state: kind };
    } catch {
      return { slot, state: "error" };
    }
  }, []);

  return useCallback(
    async (application: AdminApplication) => {
      const printWindow = window.open("", "_blank");
      if (!printWindow) {
        toast({ variant: "destructive", title: copy.blockedTitle, description: copy.blockedText });
        return;
      }
      printWindow.document.title = copy.preparing;
      printWindow.document.body.textContent = copy.preparing;
      const documents = await Promise.all([
        loadDocument("idCard", application.idCardUrl),
        loadDocument("payslip", application.payslipUrl),
      ]);
      printWindow.document.open();
      printWindow.document.write(buildPrintHtml(application, documents));
      printWindow.document.close();
      setTimeout(() => {
        printWindow.focus();
        printWindow.print();
      }, PRINT_DELAY_MS);
    },
    [loadDocument],
  );
}
