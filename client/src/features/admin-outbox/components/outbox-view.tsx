import { LoadError } from "@/components/ui/load-states";
import { useState } from "react";
import { ChevronLeft, ChevronRight, MailCheck } from "lucide-react";
import { formatDate } from "@shared/format";
import { mailKindLabel } from "@shared/mail";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageSpinner } from "@/components/ui/spinner";
import { useOutboxPage } from "../api/use-outbox";
import { MailStatusBadge } from "./mail-status-badge";
import { OutboxMailPanel } from "./outbox-mail-panel";

const copy = {
  loading: "Postausgang wird geladen...",
  errorTitle: "Fehler beim Laden des Postausgangs",
  errorText: "Bitte versuchen Sie es später erneut.",
  retry: "Erneut versuchen",
  emptyTitle: "Noch keine E-Mails",
  emptyText: "Sobald die Website Bestätigungen oder Benachrichtigungen verschickt, erscheinen sie hier.",
  count: (total: number) => (total === 1 ? "1 E-Mail" : `${total} E-Mails`),
  page: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  previous: "Vorherige Seite",
  next: "Nächste Seite",
  open: (subject: string) => `E-Mail „${subject}“ öffnen`,
};

/** /admin/outbox: every mail the site sent or kept, newest first, a page at a time; opens one in a panel. */
export function OutboxView() {
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useOutboxPage(page);

  if (query.isPending) return <PageSpinner label={copy.loading} />;
  if (query.isError) {
    return (
      <LoadError
        title={copy.errorTitle}
        description={copy.errorText}
        onRetry={query.refetch}
        retryLabel={copy.retry}
        retrying={query.isRefetching}
      />
    );
  }
  const { items, total, pageSize } = query.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return <EmptyState icon={MailCheck} title={copy.emptyTitle} description={copy.emptyText} />;

  return (
    <div className="grid gap-4">
      <p className="text-sm font-medium text-muted-foreground" aria-live="polite">
        {copy.count(total)}
      </p>
      <Card className="overflow-hidden p-0">
        <ul className="divide-y divide-border" aria-label="E-Mails">
          {items.map((mail) => (
            <li key={mail.id}>
              <button
                type="button"
                onClick={() => setOpenId(mail.id)}
                aria-label={copy.open(mail.subject)}
                className="grid w-full gap-1 px-4 py-3 text-left transition-colors hover:bg-muted/50 focus-visible:bg-muted/50 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-x-6 sm:px-5"
                data-testid="outbox-row"
              >
                <span className="grid min-w-0 gap-0.5">
                  <span className="truncate font-semibold text-foreground">{mail.subject}</span>
                  <span className="truncate text-sm text-muted-foreground">
                    {mail.recipient} · {mailKindLabel(mail.kind)}
                  </span>
                  {mail.status === "failed" && mail.error && (
                    <span className="truncate text-sm text-destructive">{mail.error}</span>
                  )}
                </span>
                <span className="flex items-center gap-3 text-sm text-muted-foreground sm:justify-end">
                  <time dateTime={mail.createdAt}>{formatDate(mail.createdAt)}</time>
                  <MailStatusBadge status={mail.status} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Card>
      {pages > 1 && (
        <nav aria-label="Seiten" className="flex items-center justify-between gap-3">
          <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft aria-hidden />
            {copy.previous}
          </Button>
          <span className="text-sm text-muted-foreground">{copy.page(page, pages)}</span>
          <Button variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {copy.next}
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      )}
      <OutboxMailPanel id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
