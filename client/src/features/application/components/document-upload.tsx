import { useId, type ChangeEvent } from "react";
import { CheckCircle2, FileText, LoaderCircle, RefreshCw, Upload } from "lucide-react";
import { buttonClasses } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { documentIsImage, type DocumentSlot } from "../hooks/use-document-slots";
import { DOCUMENT_ACCEPT, formatFileSize } from "../lib/document-file";

type DocumentUploadProps = {
  /** Id of the file input (focus target for errors). */
  inputId: string;
  name: string;
  title: string;
  hint: string;
  slot: DocumentSlot;
  /** The form's message for this document ('Bitte laden Sie … hoch' or the server's). */
  error?: string;
  onChoose: (file: File) => void;
};

const copy = {
  choose: "Datei auswählen",
  uploading: "Wird verarbeitet...",
  uploaded: "Hochgeladen",
  retry: "Andere Datei wählen",
  replace: "Datei ersetzen",
  compressed: "verkleinert",
  preview: (name: string) => `Vorschau von ${name}`,
};

/**
 * One document slot: a real file input (keyboard and screen readers reach it; visually hidden)
 * behind a button-like label, the state (idle, uploading, success, error), a thumbnail or PDF icon.
 */
export function DocumentUpload({ inputId, name, title, hint, slot, error, onChoose }: DocumentUploadProps) {
  const ids = { title: useId(), hint: useId(), button: useId(), status: useId(), error: `${useId()}-error` };
  const { status, document } = slot;
  const message = slot.error ?? error;
  const buttonText =
    status === "uploading"
      ? copy.uploading
      : status === "success"
        ? copy.uploaded
        : status === "error"
          ? copy.retry
          : copy.choose;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ""; // choosing the same file again must fire again
    if (file) onChoose(file);
  };

  return (
    <div
      className={cn(
        "rounded-xl border bg-card p-4 sm:p-5",
        message ? "border-destructive" : status === "success" ? "border-success/50" : "border-border",
      )}
    >
      <h3 id={ids.title} className="font-semibold text-card-foreground">
        {title}
        <span aria-hidden className="ml-0.5 text-destructive">
          *
        </span>
      </h3>
      <p id={ids.hint} className="mt-1 text-sm text-muted-foreground">
        {hint}
      </p>

      {document && (
        <div className="mt-4 flex items-center gap-3 rounded-lg bg-muted/60 p-3">
          {documentIsImage(document) ? (
            <img
              src={document.dataUrl}
              alt={copy.preview(document.name)}
              className="size-16 shrink-0 rounded-md border border-border object-cover"
            />
          ) : (
            <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-md border border-border bg-card text-primary">
              <FileText aria-hidden className="size-8" />
              <span className="sr-only">PDF</span>
            </span>
          )}
          <div id={ids.status} className="min-w-0 text-sm">
            <p className="break-all font-medium text-foreground">{document.name}</p>
            <p className="text-muted-foreground">
              {formatFileSize(document.size)}
              {document.compressed && ` · ${copy.compressed}`}
            </p>
          </div>
        </div>
      )}

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          name={name}
          type="file"
          accept={DOCUMENT_ACCEPT}
          className="peer sr-only"
          aria-labelledby={`${ids.title} ${ids.button}`}
          aria-describedby={[ids.hint, document ? ids.status : null, message ? ids.error : null]
            .filter(Boolean)
            .join(" ")}
          aria-invalid={message ? true : undefined}
          aria-required
          aria-busy={status === "uploading" || undefined}
          onChange={onChange}
        />
        <label
          id={ids.button}
          htmlFor={inputId}
          className={buttonClasses({
            variant: status === "success" ? "outline" : "primary",
            size: "md",
            className:
              "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-ring",
          })}
        >
          {status === "uploading" ? (
            <LoaderCircle aria-hidden className="animate-spin" />
          ) : status === "success" ? (
            <CheckCircle2 aria-hidden className="text-success" />
          ) : status === "error" ? (
            <RefreshCw aria-hidden />
          ) : (
            <Upload aria-hidden />
          )}
          {buttonText}
        </label>
        {status === "success" && (
          <label
            htmlFor={inputId}
            className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 px-1 text-sm font-semibold text-primary hover:underline"
          >
            <RefreshCw aria-hidden className="size-4" />
            {copy.replace}
          </label>
        )}
      </div>

      <div role="alert">
        {message && (
          <p id={ids.error} className="mt-3 text-sm font-medium text-destructive">
            {message}
          </p>
        )}
      </div>
    </div>
  );
}
