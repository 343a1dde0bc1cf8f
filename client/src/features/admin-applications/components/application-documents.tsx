import { Download, Eye, FileText } from "lucide-react";
import { Button } from "@/components/ui/button";
import { documentLabels } from "../lib/application-sections";
import type { AdminApplication } from "@shared/contracts/applications";
import type { DocumentSlot } from "../lib/document-kind";
import type { ViewerDocument } from "./document-viewer";

const copy = {
  view: "Ansehen",
  download: (label: string) => `${label} herunterladen`,
  missing: "Nicht hochgeladen",
  available: "Liegt vor · nur für Administratoren",
};

type ApplicationDocumentsProps = {
  application: AdminApplication;
  onView: (document: ViewerDocument) => void;
  onDownload: (document: ViewerDocument) => void;
};

const slots: { slot: DocumentSlot; url: (a: AdminApplication) => string | null }[] = [
  { slot: "idCard", url: (a) => a.idCardUrl },
  { slot: "payslip", url: (a) => a.payslipUrl },
];

/** The two documents of an application, each with "view" and "download". */
export function ApplicationDocuments({ application, onView, onDownload }: ApplicationDocumentsProps) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {slots.map(({ slot, url }) => {
        const label = documentLabels[slot];
        const href = url(application);
        return (
          <li key={slot} className="flex items-center gap-3 rounded-lg border border-border bg-card p-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <FileText aria-hidden className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-foreground">{label}</p>
              <p className="text-xs text-muted-foreground">{href ? copy.available : copy.missing}</p>
            </div>
            {href && (
              <div className="flex shrink-0 gap-1">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onView({ url: href, label })}
                  aria-label={`${label} ${copy.view.toLowerCase()}`}
                >
                  <Eye aria-hidden />
                  <span className="max-sm:sr-only">{copy.view}</span>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => onDownload({ url: href, label })}
                  aria-label={copy.download(label)}
                  title={copy.download(label)}
                >
                  <Download aria-hidden />
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
