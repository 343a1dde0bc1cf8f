import { useState } from "react";
import { Inbox } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { isUnauthorized } from "@/lib/unauthorized";
import { useContacts } from "../api/use-contacts";
import { useSetContactHandled } from "../api/use-set-contact-handled";
import { countUnhandled, filterMessages, type InboxFilter } from "../lib/inbox-filter";
import type { ContactMessage } from "@shared/contracts/contacts";
import { DeleteMessageDialog } from "./delete-message-dialog";
import { InboxFilterBar } from "./inbox-filter-bar";
import { MessageCard } from "./message-card";
import { LoadError } from "@/components/ui/load-states";

const copy = {
  loading: "Nachrichten werden geladen...",
  error: "Fehler beim Laden der Nachrichten",
  errorText: "Bitte versuchen Sie es später erneut.",
  retry: "Erneut versuchen",
  emptyAll: "Keine Nachrichten",
  emptyAllText: "Nachrichten aus dem Kontaktformular erscheinen hier.",
  emptyUnhandled: "Alles erledigt",
  emptyUnhandledText: "Es gibt keine unbearbeiteten Nachrichten.",
  showAll: "Alle Nachrichten anzeigen",
  handled: (name: string) => ({
    title: "Als bearbeitet markiert",
    description: `Die Nachricht von ${name} ist erledigt.`,
  }),
  unhandled: (name: string) => ({
    title: "Als unbearbeitet markiert",
    description: `Die Nachricht von ${name} ist wieder offen.`,
  }),
  failed: (message: string) => `Die Nachricht konnte nicht aktualisiert werden: ${message}`,
};

/** /admin/messages: contact messages newest first, filter all / unhandled, handled toggle, delete. */
export function InboxView() {
  const { data, isPending, isError, refetch } = useContacts();
  const setHandled = useSetContactHandled();
  const [filter, setFilter] = useState<InboxFilter>("all");
  const [toDelete, setToDelete] = useState<ContactMessage | null>(null);

  if (isPending) return <Spinner size="lg" className="w-full py-20" label={copy.loading} />;
  if (isError) {
    return <LoadError title={copy.error} description={copy.errorText} onRetry={refetch} retryLabel={copy.retry} />;
  }

  const shown = filterMessages(data, filter);
  const toggle = (m: ContactMessage) =>
    setHandled.mutate(
      { id: m.id, handled: !m.handled },
      {
        onSuccess: (updated) => toast(updated.handled ? copy.handled(m.name) : copy.unhandled(m.name)),
        onError: (error) =>
          !isUnauthorized(error) &&
          toast({ variant: "destructive", title: "Fehler", description: copy.failed(errorMessage(error)) }),
      },
    );

  return (
    <>
      <InboxFilterBar filter={filter} total={data.length} unhandled={countUnhandled(data)} onChange={setFilter} />
      <div className="mt-6">
        {shown.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title={filter === "unhandled" && data.length > 0 ? copy.emptyUnhandled : copy.emptyAll}
            description={filter === "unhandled" && data.length > 0 ? copy.emptyUnhandledText : copy.emptyAllText}
            action={
              filter === "unhandled" && (
                <Button variant="outline" onClick={() => setFilter("all")}>
                  {copy.showAll}
                </Button>
              )
            }
          />
        ) : (
          <ul className="grid grid-cols-1 gap-4">
            {shown.map((message) => (
              <li key={message.id}>
                <MessageCard
                  message={message}
                  busy={setHandled.isPending && setHandled.variables?.id === message.id}
                  onToggleHandled={toggle}
                  onDelete={setToDelete}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <DeleteMessageDialog message={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}
