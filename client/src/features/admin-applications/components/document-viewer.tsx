import { useState, type ComponentType } from "react";
import { Download, FileWarning, RotateCw, ZoomIn, ZoomOut } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useApplicationDocument } from "../api/use-application-document";
import { useObjectUrl } from "../hooks/use-object-url";
import { useViewerTransform } from "../hooks/use-viewer-transform";
import { documentKind } from "../lib/document-kind";
import { zoomPercent } from "../lib/viewer-transform";
import { ZoomableImage } from "./zoomable-image";

const copy = {
  description: (name: string) => `Dokument von ${name}`,
  loading: "Dokument wird geladen...",
  loadError: "Dokument konnte nicht geladen werden.",
  unsupported: "Dieses Dateiformat kann nicht angezeigt werden.",
  unsupportedHint: "Sie können die Datei herunterladen und mit einem passenden Programm öffnen.",
  zoomIn: "Vergrößern",
  zoomOut: "Verkleinern",
  zoomLevel: "Zoomstufe",
  rotate: "Um 90° drehen",
  download: "Herunterladen",
  pdfTitle: (label: string) => `${label} (PDF)`,
};

export type ViewerDocument = { url: string; label: string };

type DocumentViewerProps = {
  document: ViewerDocument | null;
  applicantName: string;
  onOpenChange: (open: boolean) => void;
  onDownload: (document: ViewerDocument) => void;
};

/** A modal over the side panel: images with zoom (0.5–3) and 90° turns, PDFs in the browser's viewer. */
export function DocumentViewer({ document, applicantName, onOpenChange, onDownload }: DocumentViewerProps) {
  return (
    <Dialog open={document !== null} onOpenChange={onOpenChange}>
      {document && (
        <DialogContent
          title={document.label}
          description={copy.description(applicantName)}
          className="flex! h-[calc(100dvh-2rem)] max-w-5xl! flex-col p-4! sm:p-6!"
        >
          <ViewerBody key={document.url} document={document} onDownload={onDownload} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ViewerBody({
  document,
  onDownload,
}: {
  document: ViewerDocument;
  onDownload: (document: ViewerDocument) => void;
}) {
  const query = useApplicationDocument(document.url);
  const objectUrl = useObjectUrl(query.data);
  const transform = useViewerTransform();
  const [imageFailed, setImageFailed] = useState(false);
  const kind = query.data ? documentKind(query.data.type) : undefined;
  const failed = query.isError || imageFailed;

  return (
    <>
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={document.label}>
        {kind === "image" && !failed && (
          <>
            <ToolButton
              label={copy.zoomOut}
              icon={ZoomOut}
              disabled={!transform.canZoomOut}
              onClick={transform.zoomOut}
            />
            <output
              aria-label={copy.zoomLevel}
              aria-live="polite"
              className="min-w-16 text-center text-sm font-semibold tabular-nums"
            >
              {zoomPercent(transform.zoom)}
            </output>
            <ToolButton label={copy.zoomIn} icon={ZoomIn} disabled={!transform.canZoomIn} onClick={transform.zoomIn} />
            <ToolButton label={copy.rotate} icon={RotateCw} onClick={transform.rotate} />
          </>
        )}
        <Button variant="secondary" size="sm" className="ml-auto" onClick={() => onDownload(document)}>
          <Download aria-hidden />
          {copy.download}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-hidden rounded-lg border border-border bg-muted">
        {failed ? (
          <ViewerMessage text={copy.loadError} tone="error" />
        ) : query.isPending || !objectUrl ? (
          <div className="flex h-full items-center justify-center">
            <Spinner label={copy.loading} />
          </div>
        ) : kind === "image" ? (
          <ZoomableImage
            src={objectUrl}
            alt={document.label}
            zoom={transform.zoom}
            rotation={transform.rotation}
            onError={() => setImageFailed(true)}
          />
        ) : kind === "pdf" ? (
          <iframe
            src={objectUrl}
            title={copy.pdfTitle(document.label)}
            className="h-full w-full bg-white"
            data-testid="document-pdf"
          />
        ) : (
          <ViewerMessage text={copy.unsupported} hint={copy.unsupportedHint} />
        )}
      </div>
    </>
  );
}

function ViewerMessage({ text, hint, tone }: { text: string; hint?: string; tone?: "error" }) {
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center"
    >
      <FileWarning
        aria-hidden
        className={tone === "error" ? "size-10 text-destructive" : "size-10 text-muted-foreground"}
      />
      <p className="font-semibold text-foreground">{text}</p>
      {hint && <p className="max-w-sm text-sm text-muted-foreground">{hint}</p>}
    </div>
  );
}

type ToolButtonProps = {
  label: string;
  icon: ComponentType<{ "aria-hidden"?: boolean }>;
  disabled?: boolean;
  onClick: () => void;
};

/** An icon button of the viewer's toolbar, named and explained by its label. */
function ToolButton({ label, icon: Icon, disabled, onClick }: ToolButtonProps) {
  return (
    <Button variant="outline" size="icon" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      <Icon aria-hidden />
    </Button>
  );
}
