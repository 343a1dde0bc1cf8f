import { useState } from "react";
import { Send } from "lucide-react";
import type { AdminApplication } from "@shared/contracts/applications";
import {
  statusMailDraft,
  statusMailInputSchema,
  statusMailKinds,
  statusMailLabels,
  type StatusMailKind,
} from "@shared/status-mails";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { EnumOptions, NativeSelect } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useSendStatusMail } from "../api/use-send-status-mail";

const copy = {
  title: "E-Mail an Bewerber/in",
  description: (email: string) => `Die E-Mail geht an ${email}. Prüfen und bearbeiten Sie den Entwurf vor dem Senden.`,
  kind: "Art der E-Mail",
  date: "Datum der Besichtigung",
  time: "Uhrzeit",
  subject: "Betreff",
  body: "Text",
  bodyHint: "Ändern Sie Art, Datum oder Uhrzeit, wird der Entwurf neu erstellt.",
  cancel: "Abbrechen",
  send: "E-Mail senden",
  sending: "Wird gesendet…",
  sent: "E-Mail wird gesendet",
  sentText: "Sie finden sie im Postausgang.",
  failed: "E-Mail nicht gesendet",
};

type Props = { application: AdminApplication; open: boolean; onOpenChange: (open: boolean) => void };

/** A viewing invitation or a rejection from the German draft, edited by staff, then queued. */
export function StatusMailDialog({ application: a, open, onOpenChange }: Props) {
  const [kind, setKind] = useState<StatusMailKind>("viewing-invitation");
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const facts = { name: a.name, listingTitle: a.propertyTitle ?? "die Immobilie", reference: a.reference };
  const [draft, setDraft] = useState(() => statusMailDraft(kind, facts));
  const [errors, setErrors] = useState<Partial<Record<"subject" | "body", string>>>({});
  const send = useSendStatusMail(a.id);

  const redraft = (next: { kind?: StatusMailKind; date?: string; time?: string }) => {
    const k = next.kind ?? kind;
    setDraft(statusMailDraft(k, { ...facts, date: next.date ?? date, time: next.time ?? time }));
    setErrors({});
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = statusMailInputSchema.safeParse({ kind, ...draft });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as "subject" | "body"] ??= issue.message;
      setErrors(found);
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: copy.sent, description: copy.sentText });
        onOpenChange(false);
      },
      onError: (error) => toast({ variant: "destructive", title: copy.failed, description: errorMessage(error) }),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={copy.title} description={copy.description(a.email)} className="max-w-2xl">
        <form noValidate onSubmit={submit} className="grid gap-4">
          <FormField label={copy.kind}>
            <NativeSelect
              value={kind}
              onChange={(event) => {
                const next = event.target.value as StatusMailKind;
                setKind(next);
                redraft({ kind: next });
              }}
            >
              <EnumOptions values={statusMailKinds} labels={statusMailLabels} />
            </NativeSelect>
          </FormField>
          {kind === "viewing-invitation" && (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label={copy.date}>
                <Input
                  type="date"
                  value={date}
                  onChange={(event) => {
                    setDate(event.target.value);
                    redraft({ date: event.target.value });
                  }}
                />
              </FormField>
              <FormField label={copy.time}>
                <Input
                  type="time"
                  value={time}
                  onChange={(event) => {
                    setTime(event.target.value);
                    redraft({ time: event.target.value });
                  }}
                />
              </FormField>
            </div>
          )}
          <FormField label={copy.subject} required error={errors.subject}>
            <Input value={draft.subject} onChange={(event) => setDraft({ ...draft, subject: event.target.value })} />
          </FormField>
          <FormField label={copy.body} required error={errors.body} hint={copy.bodyHint}>
            <Textarea
              rows={12}
              value={draft.body}
              onChange={(event) => setDraft({ ...draft, body: event.target.value })}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              {copy.cancel}
            </Button>
            <Button type="submit" disabled={send.isPending}>
              <Send aria-hidden />
              {send.isPending ? copy.sending : copy.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
