import { RotateCw } from "lucide-react";
import { formatDate } from "@shared/format";
import { mailKindLabel, SECRET_TOKEN_PLACEHOLDER } from "@shared/mail";
import { Button } from "@/components/ui/button";
import { SidePanel, SidePanelContent } from "@/components/ui/side-panel";
import { PageSpinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useOutboxMail, useResendMail } from "../api/use-outbox";
import { MailStatusBadge } from "./mail-status-badge";

const copy = {
  loading: "E-Mail wird geladen...",
  resend: "Erneut senden",
  resent: "E-Mail wird erneut gesendet",
  resentKept: "E-Mail erneut gespeichert (kein SMTP-Server eingerichtet)",
  failed: "Erneut senden fehlgeschlagen",
  to: "An",
  replyTo: "Antwort an",
  kind: "Art",
  created: "Erstellt",
  sent: "Gesendet",
  attempts: "Versuche",
  reason: "Grund",
  waiting: "Letzter Fehler (wird erneut versucht)",
  preview: "Ansicht",
  text: "Textfassung",
  secretLink: `Der persönliche Link dieser E-Mail ist hier unkenntlich gemacht (${SECRET_TOKEN_PLACEHOLDER}): Er wird erst beim Versand eingesetzt und gilt nur für die Empfängerin oder den Empfänger.`,
};

const dateTime = (iso: string) =>
  `${formatDate(iso)}, ${new Date(iso).toLocaleTimeString("de-DE", { hour: "2-digit", minute: "2-digit" })} Uhr`;

/** One mail: who, what, how it went (with the server's reason), both parts, 'Erneut senden'. */
export function OutboxMailPanel({ id, onClose }: { id: number | null; onClose: () => void }) {
  const mail = useOutboxMail(id);
  const resend = useResendMail();
  const m = mail.data;
  return (
    <SidePanel open={id !== null} onOpenChange={(open) => !open && onClose()}>
      {id !== null && (
        <SidePanelContent
          title={m?.subject ?? copy.loading}
          description={m ? `${copy.to} ${m.recipient}` : undefined}
          header={
            m && (
              <div className="flex flex-wrap items-center gap-3">
                <MailStatusBadge status={m.status} />
                <Button
                  variant="outline"
                  className="sm:ml-auto"
                  disabled={m.status === "queued" || resend.isPending}
                  onClick={() =>
                    resend.mutate(m.id, {
                      onSuccess: (updated) =>
                        toast({ title: updated.status === "kept" ? copy.resentKept : copy.resent }),
                      onError: (error) =>
                        toast({ variant: "destructive", title: copy.failed, description: errorMessage(error) }),
                    })
                  }
                >
                  <RotateCw aria-hidden />
                  {copy.resend}
                </Button>
              </div>
            )
          }
        >
          {!m ? (
            <PageSpinner label={copy.loading} />
          ) : (
            <div className="grid gap-6">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">{copy.kind}</dt>
                <dd>{mailKindLabel(m.kind)}</dd>
                {m.replyTo && (
                  <>
                    <dt className="text-muted-foreground">{copy.replyTo}</dt>
                    <dd className="break-all">{m.replyTo}</dd>
                  </>
                )}
                <dt className="text-muted-foreground">{copy.created}</dt>
                <dd>{dateTime(m.createdAt)}</dd>
                {m.sentAt && (
                  <>
                    <dt className="text-muted-foreground">{copy.sent}</dt>
                    <dd>{dateTime(m.sentAt)}</dd>
                  </>
                )}
                <dt className="text-muted-foreground">{copy.attempts}</dt>
                <dd>{m.attempts}</dd>
              </dl>
              {m.error && (
                <div role="note" className="rounded-lg border border-destructive/40 bg-destructive/8 p-4 text-sm">
                  <p className="font-semibold text-destructive">{m.status === "failed" ? copy.reason : copy.waiting}</p>
                  <p className="mt-1 break-words font-mono text-[0.8125rem]">{m.error}</p>
                </div>
              )}
              {m.text.includes(SECRET_TOKEN_PLACEHOLDER) && (
                <p role="note" className="text-sm text-muted-foreground">
                  {copy.secretLink}
                </p>
              )}
              <section className="grid gap-2">
                <h3 className="text-h3">{copy.preview}</h3>
                {/* The mail as its recipient sees it; sandboxed: no scripts, no same-origin access. */}
                <iframe
                  title={`${copy.preview}: ${m.subject}`}
                  sandbox=""
                  srcDoc={m.html}
                  className="h-[28rem] w-full rounded-lg border border-border bg-white"
                />
              </section>
              <details className="rounded-lg border border-border p-4">
                <summary className="cursor-pointer font-medium">{copy.text}</summary>
                <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm">{m.text}</pre>
              </details>
            </div>
          )}
        </SidePanelContent>
      )}
    </SidePanel>
  );
}
