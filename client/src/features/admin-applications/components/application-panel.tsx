import { useState } from "react";
import { Mail, Printer, Trash2 } from "lucide-react";
import { formatDate } from "@shared/format";
import { Button } from "@/components/ui/button";
import { SidePanel, SidePanelContent } from "@/components/ui/side-panel";
import { useDownloadDocument } from "../hooks/use-download-document";
import { useExportApplication } from "../hooks/use-export-application";
import type { AdminApplication } from "@shared/contracts/applications";
import { ApplicationDetails } from "./application-details";
import { ApplicationDocuments } from "./application-documents";
import { ApplicationStatusSelect } from "./application-status-select";
import { DeleteApplicationDialog } from "./delete-application-dialog";
import { DocumentViewer, type ViewerDocument } from "./document-viewer";
import { StatusMailDialog } from "./status-mail-dialog";

const copy = {
  received: (date: string) => `Eingegangen am ${date}`,
  erases: (date: string) => `Wird am ${date} gelöscht (Löschfrist)`,
  export: "Exportieren (PDF)",
  mail: "E-Mail senden",
  reference: (reference: string) => ` · Referenz ${reference}`,
  delete: "Löschen",
};

type ApplicationPanelProps = { application: AdminApplication | undefined; onClose: () => void };

/** The detail side panel: status, export, erasure, every field and the documents. */
export function ApplicationPanel({ application, onClose }: ApplicationPanelProps) {
  return (
    <SidePanel open={application !== undefined} onOpenChange={(open) => !open && onClose()}>
      {application && <PanelContent application={application} onClose={onClose} />}
    </SidePanel>
  );
}

function PanelContent({ application: a, onClose }: { application: AdminApplication; onClose: () => void }) {
  const [viewing, setViewing] = useState<ViewerDocument | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [writing, setWriting] = useState(false);
  const exportApplication = useExportApplication();
  const download = useDownloadDocument();
  const onDownload = (doc: ViewerDocument) =>
    download({ url: doc.url, label: doc.label, applicantName: a.name, applicationId: a.id });

  return (
    <SidePanelContent
      title={a.name}
      description={
        <>
          {copy.received(formatDate(a.createdAt))}
          {a.reference ? copy.reference(a.reference) : ""}
          {a.erasesAt && (
            <span className="block font-medium text-foreground">{copy.erases(formatDate(a.erasesAt))}</span>
          )}
        </>
      }
      header={
        <div className="flex flex-wrap items-end gap-3">
          <ApplicationStatusSelect application={a} />
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Button variant="outline" onClick={() => setWriting(true)}>
              <Mail aria-hidden />
              {copy.mail}
            </Button>
            <Button variant="outline" onClick={() => void exportApplication(a)}>
              <Printer aria-hidden />
              {copy.export}
            </Button>
            <Button
              variant="ghost"
              className="text-destructive hover:bg-destructive/10"
              onClick={() => setConfirmDelete(true)}
            >
              <Trash2 aria-hidden />
              {copy.delete}
            </Button>
          </div>
        </div>
      }
    >
      <ApplicationDetails
        application={a}
        documents={<ApplicationDocuments application={a} onView={setViewing} onDownload={onDownload} />}
      />
      <DocumentViewer
        document={viewing}
        applicantName={a.name}
        onOpenChange={(open) => !open && setViewing(null)}
        onDownload={onDownload}
      />
      {writing && <StatusMailDialog application={a} open={writing} onOpenChange={setWriting} />}
      <DeleteApplicationDialog
        application={a}
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        onDeleted={onClose}
      />
    </SidePanelContent>
  );
}
