import { useCallback, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { isPdf } from "../lib/document-file";
import type { ApplicationForm, ApplicationFormValues } from "../lib/form-values";
import { DocumentError, processDocument, type DocumentFailure } from "../lib/process-document";

export type DocumentKind = "idCard" | "payslip";
export type UploadStatus = "idle" | "uploading" | "success" | "error";
export type ChosenDocument = { name: string; mimeType: string; size: number; compressed: boolean; dataUrl: string };
export type DocumentSlot = { status: UploadStatus; document?: ChosenDocument; error?: string };
export type DocumentSlots = Record<DocumentKind, DocumentSlot>;

export const documentField = { idCard: "idCardUrl", payslip: "payslipUrl" } as const satisfies Record<
  DocumentKind,
  keyof ApplicationFormValues
>;

const copy = {
  uploaded: { idCard: "Personalausweis hochgeladen", payslip: "Lohnabrechnung hochgeladen" },
  uploadedText: (name: string) => `Die Datei „${name}“ wurde erfolgreich hochgeladen.`,
  processingFailed: "Fehler beim Verarbeiten",
  compressionFailed: "Fehler beim Komprimieren",
};

function failureMessage(reason: DocumentFailure, file: File): string {
  switch (reason) {
    case "pdf-too-large":
      return `Die PDF-Datei „${file.name}“ ist größer als 5 MB. Bitte verkleinern Sie die PDF-Datei (z. B. mit geringerer Scan-Auflösung) oder laden Sie stattdessen ein Foto des Dokuments hoch.`;
    case "compress":
      return "Das Bild ist größer als 5 MB und ließ sich nicht verkleinern. Bitte wählen Sie ein kleineres Bild oder eine PDF-Datei.";
    case "corrupt":
      return "Die Datei scheint beschädigt zu sein oder ist kein gültiges Bild bzw. PDF. Bitte wählen Sie eine andere Datei.";
    case "unsupported":
      return "Dieses Dateiformat wird nicht unterstützt. Bitte wählen Sie ein Bild (z. B. JPG oder PNG) oder eine PDF-Datei.";
    case "empty":
      return "Die Datei ist leer. Bitte wählen Sie eine andere Datei.";
    case "read":
      return "Die Datei konnte nicht gelesen werden. Bitte versuchen Sie es erneut oder wählen Sie eine andere Datei.";
  }
}

const idle: DocumentSlot = { status: "idle" };

/**
 * The two document slots of step 5. A chosen file becomes a data URL in the form (idCardUrl /
 * payslipUrl); the slot keeps name, type and preview for the screen. A failed replacement keeps the
 * document chosen before. Slots live with the wizard, so they survive step changes.
 */
export function useDocumentSlots(form: ApplicationForm) {
  const [slots, setSlots] = useState<DocumentSlots>({ idCard: idle, payslip: idle });
  // Only the newest choice per slot counts when two files are picked in quick succession.
  const latest = useRef<Record<DocumentKind, number>>({ idCard: 0, payslip: 0 });
  const { setValue, clearErrors } = form;

  const choose = useCallback(
    async (kind: DocumentKind, file: File) => {
      const ticket = ++latest.current[kind];
      const update = (change: Partial<DocumentSlot>) =>
        setSlots((current) => ({ ...current, [kind]: { ...current[kind], ...change } }));
      update({ status: "uploading", error: undefined });
      try {
        const processed = await processDocument(file);
        if (ticket !== latest.current[kind]) return;
        setValue(documentField[kind], processed.dataUrl, { shouldDirty: true });
        clearErrors(documentField[kind]);
        update({ status: "success", document: { ...processed, name: file.name } });
        toast({ title: copy.uploaded[kind], description: copy.uploadedText(file.name) });
      } catch (error) {
        if (ticket !== latest.current[kind]) return;
        const reason = error instanceof DocumentError ? error.reason : "read";
        const message = failureMessage(reason, file);
        update({ status: "error", error: message });
        toast({
          variant: "destructive",
          title: reason === "compress" ? copy.compressionFailed : copy.processingFailed,
          description: message,
        });
      }
    },
    [setValue, clearErrors],
  );

  return { slots, choose };
}

export type DocumentSlotsApi = ReturnType<typeof useDocumentSlots>;

export const documentIsImage = (document: ChosenDocument) => !isPdf(document.mimeType);
